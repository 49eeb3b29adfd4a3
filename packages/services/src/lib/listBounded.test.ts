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

describe('a page read from a cursor', () => {
  type Got = Awaited<ReturnType<typeof list<{ id: number; v: number | null }>>>;
  // Values with repeats and nulls: 1..35, v = id % 4, null for every seventh.
  const spec = (countBound?: number): ListSpec => ({
    select: 'g.id::int as id, case when g.id % 7 = 0 then null else g.id % 4 end as v',
    from: 'generate_series(1, 35) g(id)',
    columns: {
      id: { sql: 'g.id', type: 'number', sort: true, notNull: true },
      v: { sql: 'case when g.id % 7 = 0 then null else g.id % 4 end', type: 'number', sort: true },
    },
    defaultOrder: { by: 'id', sort: 'DESC' },
    tieBreaker: 'g.id',
    ...(countBound ? { countBound } : {}),
  });
  type Asked = { page?: number; orderBy?: string; sort?: 'ASC' | 'DESC'; after?: string; before?: string };
  const read = (s: ListSpec, q: Asked) =>
    list<{ id: number; v: number | null }>(db, s, { page: 1, pageSize: 10, ...q } as ListQuery);
  const ids = (g: Got) => g.rows.map((r) => r.id);

  for (const [name, order] of [
    ['the default order (never null)', {}],
    ['a column with repeats and nulls, ascending', { orderBy: 'v', sort: 'ASC' }],
    ['a column with repeats and nulls, descending', { orderBy: 'v', sort: 'DESC' }],
  ] as const)
    for (const bound of [undefined, 12])
      it(`walks ${name} forward and back as the offsets do${bound ? ', counting to a bound' : ''}`, async () => {
        const s = spec(bound);
        const byOffset = await Promise.all([1, 2, 3, 4].map((page) => read(s, { ...order, page })));
        let at = byOffset[0]!;
        for (const page of [2, 3, 4]) {
          at = await read(s, { ...order, page, after: at.endCursor });
          expect(ids(at)).toEqual(ids(byOffset[page - 1]!));
          expect(at.totalRegisters).toBe(byOffset[0]!.totalRegisters);
        }
        for (const page of [3, 2, 1]) {
          at = await read(s, { ...order, page, before: at.startCursor });
          expect(ids(at)).toEqual(ids(byOffset[page - 1]!));
        }
        // Past the last row: an empty page, no cursor.
        const last = await read(s, { ...order, page: 4, after: byOffset[3]!.endCursor });
        expect(last.rows).toEqual([]);
        expect(last).not.toHaveProperty('endCursor');
        expect(byOffset[0]!.rows[0]).not.toHaveProperty('__pageKey');
      });

  it('refuses a garbled cursor, one of another order, and values that do not fit the column', async () => {
    const s = spec();
    const first = await read(s, {});
    const refused = async (q: Asked, field: string) =>
      expect(read(s, q)).rejects.toMatchObject({ details: [{ field, messages: ['O valor não é válido'] }] });
    await refused({ after: 'not a cursor' }, 'after');
    await refused({ before: first.endCursor, orderBy: 'v', sort: 'ASC' }, 'before');
    const forged = Buffer.from(JSON.stringify(['id:DESC', 'abc', '1'])).toString('base64url');
    await refused({ after: forged }, 'after');
  });
});

describe('a search past its own bound', () => {
  it('is counted up to the lower bound, estimated past it; the plain list up to its own', async () => {
    const spec: ListSpec = {
      ...series(57),
      columns: {
        id: { sql: 'g.id', type: 'number', sort: true, notNull: true },
        // No f_unaccent here: the database is bare.
        text: {
          sql: 'g.id::text',
          type: 'text',
          search: true,
          searchSql: (like) => `g.id::text like ${like}`,
        },
      },
      countBound: 60,
      searchCountBound: 5,
    };
    expect(await page(spec, 1)).toMatchObject({ totalRegisters: 57 });
    expect(await page(spec, 1)).not.toHaveProperty('totalEstimated');
    // '1' is in 1, 10–19, 21, 31, 41, 51: 15 rows, past the search's bound of 5.
    const searched = await list<{ id: number }>(db, spec, { page: 1, pageSize: 10, q: '1' } as ListQuery);
    expect(searched).toMatchObject({ totalEstimated: true });
    expect(searched.rows.map((r) => r.id)).toEqual([51, 41, 31, 21, 19, 18, 17, 16, 15, 14]);
  });
});
