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
  return {
    kind: 'pglite',
    query: wrap(lite),
    transaction: (fn) => lite.transaction((tx) => fn(self(tx))),
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none'),
    tryLock: (name) => tryLock(name),
  };
  function self(tx: Pick<PGlite, 'query'>): Db {
    return {
      kind: 'pglite',
      query: wrap(tx),
      transaction: (f) => f(self(tx)),
      close: async () => {},
      tryLock,
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
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const locks = advisoryLocks(url);
  const tryLock = localLocks(locks.lock);
  // An idle connection the server drops (restart, a dropped test database) must not crash the
  // process: pg emits it on the pool, and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const fromClient = (c: pg.PoolClient): Db => ({
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await c.query(sql, params)).rows }),
    transaction: (fn) => fn(fromClient(c)),
    close: async () => {},
    tryLock,
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
      await locks.close();
      await pool.end();
    },
    tryLock,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
