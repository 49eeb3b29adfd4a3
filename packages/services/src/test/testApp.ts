import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, migrate, openDb, seedDemo, type AppOptions, type BiAdapter } from '../app.js';
import { simulatedErp } from '../erp/erp.simulated.js';
import { tokensFor } from '../files/files.testkit.js';
import type { ErpAdapter } from '../erp/erp.adapter.js';
import { simulatedNeogrid } from '../neogrid/neogrid.simulated.js';
import { simulatedRuler } from '../ruler/ruler.simulated.js';
import { databaseOn, onServer, seededSnapshot } from './snapshot.js';

/** Valid values of a kit area's new record (the contract suites of services and gateway). */
export { sampleInput } from '../kit/contract.testkit.js';
export { FIXTURES } from '../kit/contract.fixtures.js';
/** A database of its own on a PostgreSQL server (the several-nodes test of the gateway). */
export { databaseOn, onServer } from './snapshot.js';
export { seedSignInUsers } from './nodeUsers.js';

export const TEST_JWT_SECRET = 'test-secret-0123456789abcdef0123456789abcdef';

/**
 * The services app on a fresh database: in-memory PGlite, or — when TEST_DATABASE_URL names a
 * PostgreSQL server — a throwaway database created on it and dropped on close.
 */
export async function createTestApp(
  opts: {
    seed?: boolean;
    tokenTtlSeconds?: number;
    fileMaxBytes?: number;
    bi?: BiAdapter | null;
    /** The ERP (TOTVS): the simulated one unless a test gives another (or null). */
    erp?: ErpAdapter | null;
    workflows?: AppOptions['workflows'];
    /** More buildApp options (real-time: redisUrl, snoozeMinuteMs…). */
    app?: Partial<Omit<AppOptions, 'db' | 'jwtSecret'>>;
    /** Share another test app's database (two services instances over one database). */
    db?: Awaited<ReturnType<typeof openDb>>;
    /** Another node of a test app's database: its own connections to it (see `anotherNode`). */
    databaseUrl?: string;
  } = {},
) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const shared = opts.db ?? (opts.databaseUrl ? await openDb({ databaseUrl: opts.databaseUrl }) : undefined);
  const ownPool = !opts.db && Boolean(opts.databaseUrl);
  const seed = opts.seed !== false && !shared;
  // The run's seeded snapshot (test/snapshot.ts), when it made one: cloned, not migrated and
  // seeded again.
  const snapshot = seed ? seededSnapshot() : undefined;
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl && !shared) {
    const name = `balcao_test_${randomBytes(6).toString('hex')}`;
    const template = snapshot && 'template' in snapshot ? ` template ${snapshot.template}` : '';
    await onServer(serverUrl, `create database ${name}${template}`);
    databaseUrl = databaseOn(serverUrl, name);
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const loadDataDir = snapshot && 'loadDataDir' in snapshot ? snapshot.loadDataDir : undefined;
  const db = shared ?? (await openDb({ databaseUrl, loadDataDir }));
  databaseUrl ??= opts.databaseUrl;
  if (!shared && !snapshot) await migrate(db);
  if (seed && !snapshot) await seedDemo(db);
  // Each test app stores its uploads in its own temporary folder, removed on close.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'balcao-files-'));
  const app = await buildApp({
    files: { dir: filesDir, maxBytes: opts.fileMaxBytes ?? 1024 * 1024 },
    bi: opts.bi ?? null,
    erp: opts.erp === undefined ? simulatedErp() : opts.erp,
    neogrid: simulatedNeogrid(),
    ruler: simulatedRuler(),
    workflows: opts.workflows,
    ...opts.app,
    db,
    jwtSecret: TEST_JWT_SECRET,
    tokenTtlSeconds: opts.tokenTtlSeconds,
  });
  await app.ready();
  return {
    app,
    db,
    filesDir,
    /** The server's database it runs on (PostgreSQL only). */
    databaseUrl,
    async close() {
      await app.close();
      rmSync(filesDir, { recursive: true, force: true });
      if (ownPool) await db.close();
      if (shared) return;
      await db.close();
      await dropDatabase();
    },
  };
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second services node over a test app's database, as behind a balancer: on a PostgreSQL server
 * its own pool and lock connection (so that the two meet only in the server, as two processes do);
 * on PGlite, which one process owns, the same database.
 */
export function anotherNode(
  of: TestApp,
  opts: Omit<Parameters<typeof createTestApp>[0] & {}, 'db' | 'databaseUrl'> = {},
) {
  return createTestApp({ ...opts, ...(of.databaseUrl ? { databaseUrl: of.databaseUrl } : { db: of.db }) });
}
type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Signs the demo users in and returns a caller that sends each one's bearer token. */
export async function signInAs(t: TestApp, userNames: string[]) {
  const tokens = await tokensFor(t, userNames);
  return (who: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });
}

/** Records of another representative, by record rule, for the authorization matrix tests. */
export { ensureForeignRecords, ensureOwnRows, FOREIGN, OWN } from '../security/foreignIds.js';
export { LEAK, nasty } from '../security/fuzz.suite.js';
export { prepareFaultData, withFaultData } from '../security/faultsData.js';
