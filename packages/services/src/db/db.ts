import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

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
};

export type DbOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite: start from a dump (`dumpDataDir`) instead of an empty cluster, in memory. */
  loadDataDir?: Blob;
};

// bigint ids and counts come back as JS numbers; numeric (money) stays a string.
pg.types.setTypeParser(20, (v) => Number(v));

export async function openDb(opts: DbOptions): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts);
}

async function openPglite({ dataDir, loadDataDir }: DbOptions): Promise<Db> {
  const extensions = { pg_trgm, unaccent };
  const lite = await PGlite.create({
    extensions,
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const wrap =
    (q: Pick<PGlite, 'query'>): Db['query'] =>
    async (sql, params) => {
      const r = await q.query(sql, params as unknown[]);
      return { rows: r.rows.map(fixBigints) as never[] };
    };
  return {
    kind: 'pglite',
    query: wrap(lite),
    transaction: (fn) => lite.transaction((tx) => fn(self(tx))),
    close: () => lite.close(),
    dumpDataDir: () => lite.dumpDataDir('none'),
  };
  function self(tx: Pick<PGlite, 'query'>): Db {
    return { kind: 'pglite', query: wrap(tx), transaction: (f) => f(self(tx)), close: async () => {} };
  }
}

function fixBigints(row: unknown) {
  const r = row as Record<string, unknown>;
  for (const k in r) if (typeof r[k] === 'bigint') r[k] = Number(r[k]);
  return r;
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, a dropped test database) must not crash the
  // process: pg emits it on the pool, and the next query opens a new connection.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const fromClient = (c: pg.PoolClient): Db => ({
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await c.query(sql, params)).rows }),
    transaction: (fn) => fn(fromClient(c)),
    close: async () => {},
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
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
