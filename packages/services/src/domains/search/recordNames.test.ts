import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEGOTIATIONS_PATH, PRODUCT_RELEASES_PATH } from '@balcao/schema';
import { createTestApp } from '../../test/testApp.js';
import { nameOfRecord } from './recordNames.js';

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
});
