import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onServer, SNAPSHOT_ENV, type Snapshot } from './snapshot.js';

/**
 * vitest globalSetup (services and gateway): the seeded database every test app of the run starts
 * from (test/snapshot.ts), made once in a process of its own; removed when the run ends.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'balcao-snapshot-'));
  const script = fileURLToPath(new URL('./makeSnapshot.ts', import.meta.url));
  const out = execFileSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', script, path.join(dir, 'seeded.tar')],
    // tsx is the services package's own dependency: resolved from its folder.
    {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const snapshot = JSON.parse(out.trim().split('\n').pop()!) as Snapshot;
  process.env[SNAPSHOT_ENV] = JSON.stringify(snapshot);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (snapshot.kind === 'postgres' && serverUrl) {
      await onServer(serverUrl, `drop database if exists ${snapshot.template} with (force)`);
    }
  };
}
