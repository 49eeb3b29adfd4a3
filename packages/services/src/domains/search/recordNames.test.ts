import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATIONS_PATH, PRODUCT_RELEASES_PATH } from '@balcao/schema';
import { createTestApp } from '../../test/testApp.js';
import { nameOfRecord, recordNames } from './recordNames.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('record names', () => {
  it('names the record of a path its own rows share (a deal, a release), not a row of it', async () => {
    const deal = (await t.db.query<{ id: number }>('select id from negotiations order by id limit 1'))
      .rows[0]!;
    expect(await nameOfRecord(t.db, NEGOTIATIONS_PATH, String(deal.id))).toMatch(
      new RegExp(`^NEG-${String(deal.id).padStart(6, '0')}`),
    );
    const release = (await t.db.query<{ id: number }>('select id from product_releases order by id limit 1'))
      .rows[0]!;
    expect(await nameOfRecord(t.db, PRODUCT_RELEASES_PATH, String(release.id))).toMatch(
      new RegExp(`^LIB-${String(release.id).padStart(6, '0')} — `),
    );
    expect(await nameOfRecord(t.db, PRODUCT_RELEASES_PATH, '999999')).toBe('registro 999999');
  });

  it('every execution the demo book makes belongs to a real record, which it is named after', async () => {
    const { rows } = await t.db.query<{ path: string | null; type: string; ids: string[] }>(
      `select t.record_path as path, t.code as type, array_agg(distinct e.register_id) as ids
         from workflow_executions e join workflow_types t on t.id = e.type_id
        group by t.record_path, t.code`,
    );
    expect(rows.length).toBeGreaterThan(3);
    const unnamed: string[] = [];
    for (const { path, type, ids } of rows) {
      const names = await recordNames(t.db, path, ids);
      unnamed.push(...ids.filter((id) => !names.get(id)).map((id) => `${type} ${id}`));
    }
    expect(unnamed).toEqual([]);
  });
});
