import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { migrate, openDb, seedDemo } from '../app.js';
import { databaseOn, onServer, type Snapshot } from './snapshot.js';

/**
 * Makes the run's seeded database (test/snapshot.ts) and prints where it is, as JSON. Run by the
 * globalSetup in a process of its own (`tsx`, source conditions): vitest loads a globalSetup
 * outside the workers' module resolution, where the workspace packages' sources are not found.
 * Argument: the file for the PGlite dump.
 */
async function main(file: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let snapshot: Snapshot;
  if (serverUrl) {
    const template = `balcao_test_seeded_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${template}`);
    const db = await openDb({ databaseUrl: databaseOn(serverUrl, template) });
    await migrate(db);
    await seedDemo(db);
    await db.close();
    snapshot = { kind: 'postgres', template };
  } else {
    const db = await openDb({});
    await migrate(db);
    await seedDemo(db);
    // The WAL since the last checkpoint would be replayed by every restore: checkpointed first.
    await db.query('checkpoint');
    writeFileSync(file, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()), { mode: 0o600 });
    await db.close();
    snapshot = { kind: 'pglite', file };
  }
  process.stdout.write(`\n${JSON.stringify(snapshot)}\n`);
}

await main(process.argv[2]!);
