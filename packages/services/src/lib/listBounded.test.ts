import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/db.js';
import { list, type ListQuery, type ListSpec } from './list.js';

// No table of ours: a series the planner knows the size of, on PGlite or on the server.
let db: Db;
beforeAll(async () => {
  db = await openDb({ databaseUrl: process.env.TEST_DATABASE_URL });
});
afterAll(() => db.close());

const series = (n: number, where: ListSpec['where'] = []): ListSpec => ({
  select: 'g.id::int as id',
  from: `generate_series(1, ${n}) g(id)`,
  columns: { id: { sql: 'g.id', type: 'number', sort: true, notNull: true } },
  defaultOrder: { by: 'id', sort: 'DESC' },
  tieBreaker: 'g.id',
  where,
  countBound: 20,
});
const page = async (spec: ListSpec, n: number) => {
  const got = await list<{ id: number }>(db, spec, { page: n, pageSize: 10 } as ListQuery);
  return { ...got, ids: got.rows.map((r) => r.id) };
};
const from = (a: number, b: number) =>
  Array.from({ length: Math.abs(b - a) + 1 }, (_, i) => (a > b ? a - i : a + i));

describe('a list that counts up to a bound', () => {
  it('past the bound answers the estimate, says so, and reads its last page from the end', async () => {
    const first = await page(series(57), 1);
    expect(first).toMatchObject({ totalRegisters: 57, totalEstimated: true });
    expect(first.ids).toEqual(from(57, 48));
    expect((await page(series(57), 3)).ids).toEqual(from(37, 28));
    expect((await page(series(57), 5)).ids).toEqual(from(17, 8));
    expect((await page(series(57), 6)).ids).toEqual(from(7, 1));
  });

  it('within the bound counts exactly, pages past the middle from the end alike', async () => {
    const small = series(57, [{ sql: 'g.id <= :1', params: [15] }]);
    const first = await page(small, 1);
    expect(first.totalRegisters).toBe(15);
    expect(first).not.toHaveProperty('totalEstimated');
    expect((await page(small, 2)).ids).toEqual(from(5, 1));
    expect((await page(small, 3)).ids).toEqual([]);
  });

  it('counts exactly when an estimate far too high leaves a page empty', async () => {
    // The planner cannot know that only one row in a hundred is kept.
    const sparse = series(3000, [{ sql: 'g.id % 100 = 0 or g.id <= :1', params: [0] }]);
    const first = await page(sparse, 1);
    expect(first.totalEstimated).toBe(true);
    expect(first.totalRegisters).toBeGreaterThan(30);
    expect(first.ids).toEqual(from(30, 21).map((k) => k * 100));
    const past = await page(sparse, 4);
    expect(past).toMatchObject({ totalRegisters: 30, ids: [] });
    expect(past).not.toHaveProperty('totalEstimated');
  });
});
