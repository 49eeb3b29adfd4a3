import { readFileSync } from 'node:fs';
import pg from 'pg';

/**
 * The seeded demo database, made once per test run (vitest's globalSetup) instead of once per test
 * app. A fresh PGlite cluster (its initdb), the migrations and the seed cost several seconds each
 * time; restoring a dump of the result costs a fraction of it. On a PostgreSQL server
 * (TEST_DATABASE_URL) the copy is a template database, which `create database … template` clones.
 *
 * The globalSetup (test/globalSetup.ts, through test/makeSnapshot.ts) names it in SNAPSHOT_ENV,
 * which the test workers inherit; without it each test app migrates and seeds its own database.
 */
export const SNAPSHOT_ENV = 'BALCAO_TEST_SEEDED_SNAPSHOT';

export type Snapshot = { kind: 'pglite'; file: string } | { kind: 'postgres'; template: string };

let dump: Blob | undefined;
/** What a test app opens instead of migrating and seeding, when the run made a snapshot. */
export function seededSnapshot(): { loadDataDir: Blob } | { template: string } | undefined {
  const raw = process.env[SNAPSHOT_ENV];
  if (!raw) return undefined;
  const snap = JSON.parse(raw) as Snapshot;
  if (snap.kind === 'postgres')
    return process.env.TEST_DATABASE_URL ? { template: snap.template } : undefined;
  if (process.env.TEST_DATABASE_URL) return undefined;
  dump ??= new Blob([readFileSync(snap.file)]);
  return { loadDataDir: dump };
}

export function databaseOn(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
