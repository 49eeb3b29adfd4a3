import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { chmodSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { tracedDb } from './db.traced.js';

/** One query interface over the embedded PGlite and a PostgreSQL server: same SQL on both. */
export type Db = {
  kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database as a tarball (PGlite only), which `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
  /** The server's connection pool (PostgreSQL only; PGlite is one connection in this process). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Takes the named lock if no one holds it, without waiting: its release, or null when another
   * holder (this process, or another node on the same server) has it. lib/once.ts builds on it.
   */
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  /**
   * Calls `fn` on every NOTIFY of `channel` on this database, from this process or another node,
   * and whenever one may have been missed (the listening connection lost, then back). A statement
   * of this process that notifies calls it before the statement returns (PostgreSQL hands a
   * session its own notifications before ReadyForQuery, and every pooled connection listens).
   * `listening()` says whether notifications from other nodes reach this process now.
   */
  onNotify(channel: Notified, fn: () => void): { listening(): boolean };
};

export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite: start from a dump (`dumpDataDir`) instead of an empty cluster, in memory. */
  loadDataDir?: Blob;
};

// bigint ids and counts come back as JS numbers; numeric (money) stays a string.
pg.types.setTypeParser(20, (v) => Number(v));

/** The database (a span for each statement while traces are recorded: db.traced.ts). */
export async function openDb(opts: DbOptions): Promise<Db> {
  return tracedDb(await (opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts)));
}

/**
 * Takes group and others' rights off everything under `dir`. PGlite writes its initial cluster with
 * explicit modes (0666, and 0644 for two files on every open), which the process's umask does not
 * narrow; the files it makes later follow the umask (services' server.ts: 0077).
 */
function ownerOnly(dir: string) {
  for (const name of ['', ...readdirSync(dir, { recursive: true, encoding: 'utf8' })]) {
    const file = path.join(dir, name);
    const { mode } = statSync(file);
    if (mode & 0o077) chmodSync(file, mode & 0o700);
  }
}

async function openPglite({ dataDir, loadDataDir }: DbOptions): Promise<Db> {
  const extensions = { pg_trgm, unaccent };
  const lite = await PGlite.create({
    extensions,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  if (dataDir) ownerOnly(dataDir);
  const wrap =
    (q: Pick<PGlite, 'query'>): Db['query'] =>
    async (sql, params) => {
      const r = await q.query(sql, params as unknown[]);
      return { rows: r.rows.map(fixBigints) as never[] };
    };
  // One process owns an embedded database: its locks are this process's alone.
  const tryLock = localLocks(async () => true);
  // One process, one connection: every notification is this process's own.
  const onNotify: Db['onNotify'] = (channel, fn) => {
    void lite.listen(channel, () => fn());
    return { listening: () => true };
  };
  return {
    kind: 'pglite',
    query: wrap(lite),
    transaction: (fn) => lite.transaction((tx) => fn(self(tx))),
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none'),
    tryLock: (name) => tryLock(name),
    onNotify,
  };
  function self(tx: Pick<PGlite, 'query'>): Db {
    return {
      kind: 'pglite',
      query: wrap(tx),
      transaction: (f) => f(self(tx)),
      close: async () => {},
      tryLock,
      onNotify,
    };
  }
}

function fixBigints(row: unknown) {
  const r = row as Record<string, unknown>;
  for (const k in r) if (typeof r[k] === 'bigint') r[k] = Number(r[k]);
  return r;
}

/**
 * Named locks held by this Db: a name is held once at a time here, and `remote` (the server's
 * advisory lock, for other nodes) is asked only for a name free here.
 */
function localLocks(remote: (name: string, take: boolean) => Promise<boolean>) {
  const held = new Set<string>();
  return async (name: string): Promise<(() => Promise<void>) | null> => {
    if (held.has(name)) return null;
    held.add(name);
    let taken = false;
    try {
      taken = await remote(name, true);
    } finally {
      if (!taken) held.delete(name);
    }
    if (!taken) return null;
    return async () => {
      try {
        await remote(name, false);
      } finally {
        held.delete(name);
      }
    };
  };
}

/** The advisory locks' first key: this product's, apart from other users of the server. */
const LOCK_SPACE = 0x42414c43; // 'BALC'

/**
 * Advisory locks on a connection of their own, outside the pool: a holder never keeps a pooled
 * connection from the work it guards, and every call on it is answered at once (try, never wait).
 * A lost connection releases every lock it held on the server; a later call opens a new one.
 */
function advisoryLocks(url: string) {
  let conn: Promise<pg.Client> | null = null;
  const connect = () => {
    const client = new pg.Client({ connectionString: url });
    const opened = client.connect().then(() => client);
    client.on('error', (err) => {
      console.warn(`PostgreSQL lock connection lost: ${err.message}`);
      conn = null;
    });
    opened.catch(() => (conn = null));
    return opened;
  };
  return {
    async lock(name: string, take: boolean) {
      const client = await (conn ??= connect());
      const fn = take ? 'pg_try_advisory_lock' : 'pg_advisory_unlock';
      const { rows } = await client.query<{ ok: boolean }>(`select ${fn}($1, hashtext($2)) as ok`, [
        LOCK_SPACE,
        name,
      ]);
      return rows[0]!.ok;
    },
    async close() {
      const c = conn;
      conn = null;
      if (c) await (await c).end().catch(() => undefined);
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  // Each connection listens (NOTIFIED) before its first statement: see listener().
  const pool: pg.Pool = new pg.Pool({
    connectionString: url,
    max: 10,
    onConnect: (c) => notifications.pooled(c),
  });
  const locks = advisoryLocks(url);
  const tryLock = localLocks(locks.lock);
  const notifications = listener(url);
  // An idle connection the server drops (restart, a dropped test database) must not crash the
  // process: pg emits it on the pool, and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const fromClient = (c: pg.PoolClient): Db => ({
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await c.query(sql, params)).rows }),
    transaction: (fn) => fn(fromClient(c)),
    close: async () => {},
    tryLock,
    onNotify: notifications.on,
  });
  return {
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await pool.query(sql, params)).rows }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(fromClient(client));
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback');
        throw e;
      } finally {
        client.release();
      }
    },
    async close() {
      await notifications.close();
      await locks.close();
      await pool.end();
    },
    tryLock,
    onNotify: notifications.on,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** The channels this product's database notifies (its migrations' triggers), each heard by every connection. */
export const NOTIFIED = ['balcao_sessions'] as const;
export type Notified = (typeof NOTIFIED)[number];
const listenAll = (client: pg.ClientBase) => client.query(NOTIFIED.map((c) => `listen ${c};`).join(' '));

/**
 * NOTIFY handlers for a server's database. One connection of its own listens for other nodes'
 * notifications (lost: every handler is called, `listening()` is false until it is back, a second
 * later at most); and each pooled connection listens too, so that a statement of this process that
 * notifies reaches the handlers before it returns.
 */
function listener(url: string) {
  const handlers = new Map<string, Set<() => void>>(NOTIFIED.map((c) => [c, new Set()]));
  const callAll = () => handlers.forEach((fns) => fns.forEach((fn) => fn()));
  const dispatch = (msg: pg.Notification) => handlers.get(msg.channel)?.forEach((fn) => fn());
  let own: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = () => {
    if (!live && !own) return;
    live = false;
    own = null;
    callAll();
    if (!closed) retry = setTimeout(connect, 1000);
  };
  function connect() {
    if (closed || own) return;
    const client = new pg.Client({ connectionString: url });
    own = client;
    client.on('notification', dispatch);
    client.on('error', (err) => {
      console.warn(`PostgreSQL notification connection lost: ${err.message}`);
      lost();
    });
    client.on('end', lost);
    client
      .connect()
      .then(() => listenAll(client))
      .then(() => {
        if (own !== client) return;
        live = true;
        // Anything sent before the listen was missed.
        callAll();
      })
      .catch(() => {
        if (own === client) client.end().catch(() => undefined);
        lost();
      });
  }

  return {
    on(channel: Notified, fn: () => void) {
      handlers.get(channel)!.add(fn);
      if (!own) connect();
      return { listening: () => live };
    },
    /** Each pooled connection listens before its first statement (the pool's onConnect). */
    async pooled(client: pg.ClientBase) {
      client.on('notification', dispatch);
      await listenAll(client);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = own;
      own = null;
      live = false;
      await client?.end().catch(() => undefined);
    },
  };
}
