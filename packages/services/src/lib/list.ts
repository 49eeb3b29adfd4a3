import { MSG } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { validationFailed } from '../errors.js';
import { COUNT_COLUMN, KEY_COLUMN, paged, SORT_COLUMN, seekOf, seekSql } from './listCursor.js';
import { askedOrder, orderOf, whereOf, type ListQuery, type ListResult, type ListSpec } from './listQuery.js';

/**
 * One page of a list (spec/02 §7, generic table GET), as the list declares itself (listQuery.ts):
 * by its number, or from a cursor (listCursor.ts); its total counted exactly, or up to a bound and
 * estimated past it.
 */
export * from './listQuery.js';

/** Which rows of the list's order a page reads: `fromEnd`, counted from its last row backwards. */
export type PageWindow = { offset: number; limit: number; fromEnd: boolean };

/**
 * The SQL of one page of a list (by default the query's page from the start, or from its cursor;
 * `at`, another window): its rows, the count of what it selects, that count bounded, the rows for
 * the planner's estimate, and their parameters.
 */
export function listSql(spec: ListSpec, query: ListQuery, at?: PageWindow) {
  const { where, params } = whereOf(spec, query);
  const order = orderOf(spec, query);
  const seek = seekOf(spec, query);
  // The count reads the list's own conditions, never the cursor's.
  const countParams = [...params];
  let pageWhere = where;
  if (seek) {
    const p = (v: unknown) => `$${params.push(v)}`;
    const condition = seekSql(spec.tieBreaker, seek, p);
    pageWhere = where ? `${where} and ${condition}` : `where ${condition}`;
  }
  const w =
    at ??
    (seek
      ? { offset: 0, limit: query.pageSize, fromEnd: !seek.next }
      : { offset: (query.page - 1) * query.pageSize, limit: query.pageSize, fromEnd: false });
  const limit = `${orderOf(spec, query, w.fromEnd)} limit ${w.limit} offset ${w.offset}`;
  const lean = spec.keyFrom;
  const keyFrom =
    lean && !lean.lacks.some((alias) => new RegExp(`\\b${alias}\\.`).test(`${where} ${order}`))
      ? lean.from
      : spec.from;
  // Deferred join: the page's keys are found first, reading only the sort columns and the key
  // for the rows an OFFSET skips; the select list (with its per-row subqueries) runs for the
  // page's rows alone. Without it, page 100,000 of 1M users evaluated a million select lists.
  // Each key comes with its sort value, for the page's cursors: made text outside the OFFSET, for
  // the page's rows alone (inside, every skipped row's value was formatted, a sixth of a deep page).
  const sort = askedOrder(spec, query).sql;
  const keys = `select k.page_key, k.page_sort::text as page_sort from (select ${spec.tieBreaker} as page_key, ${sort} as page_sort from ${keyFrom} ${pageWhere} ${limit}) k`;
  const pageWith = (extra: string) =>
    `select ${spec.select}, page.page_sort as "${SORT_COLUMN}", page.page_key::text as "${KEY_COLUMN}"${extra} from ${spec.from} join (${keys}) page on ${spec.tieBreaker} = page.page_key ${order}`;
  const count = `select count(*)::int as n from ${keyFrom} ${where}`;
  const bounded = `select count(*)::int as n from (select 1 from ${keyFrom} ${where} limit ${(countBoundOf(spec, query) ?? 0) + 1}) b`;
  return {
    keys,
    page: pageWith(''),
    /**
     * The page with a count (`count` or `bounded`) on each of its rows: one statement where two
     * ran (the count is computed once, its parameters being the first of the page's).
     */
    pageCounted: (counting: string) => pageWith(`, (${counting}) as "${COUNT_COLUMN}"`),
    count,
    bounded,
    selected: `select 1 from ${keyFrom} ${where}`,
    params,
    countParams,
    seek,
  };
}

/** Runs a page's SQL; a cursor whose values do not fit the column's type is the caller's mistake: 400. */
async function pageRows(db: Db, sql: ReturnType<typeof listSql>, text = sql.page) {
  try {
    return (await db.query<Record<string, unknown>>(text, sql.params)).rows;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (sql.seek && typeof code === 'string' && code.startsWith('22'))
      throw validationFailed([{ field: sql.seek.field, messages: [MSG.invalidValue] }]);
    throw e;
  }
}

/** How far a list counts exactly for `query`: its search's bound when it searches, else its own. */
const countBoundOf = (spec: ListSpec, query: ListQuery) =>
  (query.q?.trim() && spec.searchCountBound) || spec.countBound;

/** One page of a list and the total count of what the search and filters select. */
export async function list<T>(db: Db, spec: ListSpec, query: ListQuery): Promise<ListResult<T>> {
  const bound = countBoundOf(spec, query);
  if (bound) return boundedList<T>(db, spec, query, bound);
  const sql = listSql(spec, query);
  const page = await pageRows(db, sql, sql.pageCounted(sql.count));
  return { ...paged<T>(spec, query, page), totalRegisters: await countOf(db, sql, page, sql.count) };
}

/** The count a page's rows carry (pageCounted), or, for a page with none, counted on its own. */
async function countOf(
  db: Db,
  sql: ReturnType<typeof listSql>,
  page: Record<string, unknown>[],
  count: string,
) {
  const carried = page[0]?.[COUNT_COLUMN];
  if (typeof carried === 'number') return carried;
  return (await db.query<{ n: number }>(count, sql.countParams)).rows[0]!.n;
}

/**
 * A page where the list counts up to `bound` rows (ListSpec `countBound`). Past the bound the total is
 * the planner's estimate, and its last page is read from the end (the 'Última página' button); on an
 * exact total, any page past the middle is. A page that comes back empty because the estimate was
 * too high is read again on the exact count. A page with a cursor is read from its cursor.
 */
async function boundedList<T>(db: Db, spec: ListSpec, query: ListQuery, bound: number) {
  const sql = listSql(spec, query);
  const offset = (query.page - 1) * query.pageSize;
  const pageAt = async (total: number, estimated: boolean) => {
    const at = windowOf(total, offset, query.pageSize, estimated);
    return at.limit > 0 ? pageRows(db, sql, listSql(spec, query, at).page) : [];
  };
  // Near the start, or from a cursor, the page is read whatever the count: both at once.
  const near = sql.seek || offset + query.pageSize <= bound / 2;
  const early = near ? await pageRows(db, sql, sql.pageCounted(sql.bounded)) : null;
  let total = await countOf(db, sql, early ?? [], sql.bounded);
  let estimated = total > bound;
  if (estimated) total = Math.max(bound + 1, await plannedRows(db, sql.selected, sql.countParams));
  let rows = early ?? (await pageAt(total, estimated));
  if (estimated && !rows.length && query.page > 1 && !sql.seek) {
    total = (await db.query<{ n: number }>(sql.count, sql.countParams)).rows[0]!.n;
    estimated = false;
    rows = await pageAt(total, false);
  }
  return {
    ...paged<T>(spec, query, rows),
    totalRegisters: total,
    ...(estimated ? { totalEstimated: true as const } : {}),
  };
}

/**
 * Where a page of `size` at `offset` lies among `total` rows: from the end when past the middle (of
 * an estimated total, only its last page, so that every page before it stays where paging expects).
 */
export function windowOf(total: number, offset: number, size: number, estimated = false): PageWindow {
  const forward = estimated ? offset + size < total : offset + size / 2 <= total / 2;
  if (forward) return { offset, limit: size, fromEnd: false };
  const fromEnd = total - offset - size;
  return fromEnd >= 0
    ? { offset: fromEnd, limit: size, fromEnd: true }
    : { offset: 0, limit: size + fromEnd, fromEnd: true };
}

/** The planner's estimate of the rows `sql` selects (EXPLAIN, nothing run). */
async function plannedRows(db: Db, sql: string, params: unknown[]) {
  const { rows } = await db.query<Record<string, unknown>>(`explain (format json) ${sql}`, params);
  const plan = Object.values(rows[0]!)[0];
  const json = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(json[0]!.Plan['Plan Rows']);
}
