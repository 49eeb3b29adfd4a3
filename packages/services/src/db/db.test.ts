import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from './db.js';

const dir = mkdtempSync(path.join(tmpdir(), 'balcao-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files and folders under `root` that anyone but their owner may read, write or enter. */
const openToOthers = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(root, f))
    .filter((f) => statSync(f).mode & 0o077);

describe('the embedded database on disk', () => {
  it('is its owner’s alone, when it is made and every time it is opened again', async () => {
    const dataDir = path.join(dir, 'pglite');
    let db = await openDb({ dataDir });
    await db.query('create table t (x int)');
    await db.close();
    expect(readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(100);
    expect(openToOthers(dir)).toEqual([]);
    db = await openDb({ dataDir });
    await db.query('insert into t values (1)');
    await db.close();
    expect(openToOthers(dir)).toEqual([]);
  }, 120_000);
});
