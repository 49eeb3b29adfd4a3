import { z } from 'zod';
import { MSG, businessTimeZone, parseDateBr } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { validationFailed, type FieldError } from '../errors.js';

/**
 * The one way a list is read (spec/02 §7, generic table GET): `page` (1-based) and `pageSize`,
 * `orderBy` + `sort` (ASC/DESC), `q` the search text, and every other query key a filter.
 * Each list declares its columns; only declared columns can be sorted, searched or filtered,
 * and their SQL comes from the declaration, never from the request.
 */
/**
 * `date`: a timestamptz, an instant; `day`: a date column, a calendar day. A filter names days
 * ('YYYY-MM-DD'): for an instant, a day runs from midnight to midnight in the business's time zone,
 * never in the database session's zone (a customer registered at 22:00 in São Paulo is already the
 * next day in UTC).
 */
export type ColumnType = 'text' | 'number' | 'boolean' | 'date' | 'day' | 'enum';

export type ListColumn = {
  /** SQL expression of the column (from the list's FROM clause). */
  sql: string;
  type: ColumnType;
  /** Part of the `q` search (accent- and case-insensitive, substring; index: trigram on f_unaccent(lower(...))). */
  search?: boolean;
  sort?: boolean;
  /** Filterable: `key=value` (comma list for several), and for date/day/number also `keyFrom` / `keyTo`. */
  filter?: boolean;
  /** A filter that is not `sql = value`: a condition with `:values` standing for the array of values. */
  filterSql?: string;
  /** What the column sorts by when not its own SQL: the same order, cheaper (a 'NEG-000123' by its id). */
  sortSql?: string;
  /**
   * A searched column's own condition, when the text lies elsewhere (the record a task names): given
   * the search pattern's placeholder and a way to add parameters.
   */
  searchSql?: (like: string, param: (v: unknown) => string) => string;
  /** Never null: its order needs no NULLS LAST, so that an index read backwards serves DESC too. */
  notNull?: boolean;
};

export type ListSpec = {
  /** `select <select> from <from> where ...` */
  select: string;
  from: string;
  columns: Record<string, ListColumn>;
  defaultOrder: { by: string; sort: 'ASC' | 'DESC' };
  /** A unique expression appended to every ORDER BY so that pages never overlap. */
  tieBreaker: string;
  /** Conditions always applied (record-level access, for example), with their parameters. */
  where?: { sql: string; params: unknown[] }[];
  /**
   * A leaner FROM for counting and finding the page's keys, used when neither the conditions, the
   * search, the filters nor the order read a table alias it lacks (`lacks`): a list whose figures
   * over its items are a lateral join need them only for the page's own rows.
   */
  keyFrom?: { from: string; lacks: string[] };
  /**
   * One expression the `q` search reads instead of each searchable column, already as
   * f_unaccent(lower(…)) (a text kept on the record behind a trigram index: the orders').
   */
  search?: string;
  /**
   * Counted exactly up to this many rows; past it, the planner's estimate (`totalEstimated`: the
   * grid says 'cerca de'), and a page past the middle is read from the end: a page of a million
   * orders neither counts nor skips a million rows.
   */
  countBound?: number;
  /**
   * A search's own bound, lower: a common word selects rows all over the table, and its count reads
   * them until the bound is passed. Past it the total is the planner's estimate as above.
   */
  searchCountBound?: number;
};

export const RESERVED = ['page', 'pageSize', 'orderBy', 'sort', 'q', 'after', 'before'] as const;
export const PAGE_SIZE_MAX = 1000;

/** The query string of every list route; filters pass through as extra keys. */
export const listQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
    orderBy: z.string().max(60).optional(),
    sort: z
      .string()
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC']))
      .optional(),
    q: z.string().max(200).optional(),
    /** The next page: the rows after the row this cursor names (a page's `endCursor`). */
    after: z.string().max(2000).optional(),
    /** The previous page: the rows before the row this cursor names (a page's `startCursor`). */
    before: z.string().max(2000).optional(),
  })
  .catchall(z.union([z.string().max(500), z.array(z.string().max(500))]));

export type ListQuery = z.infer<typeof listQuery>;
/**
 * `totalEstimated`: `totalRegisters` is the planner's estimate (a list's `countBound` passed).
 * `startCursor` / `endCursor`: where the page's first and last rows stand in its order, for the
 * previous (`before`) and the next (`after`) page, read from there instead of skipping an offset.
 */
export type ListResult<T> = {
  rows: T[];
  totalRegisters: number;
  totalEstimated?: true;
  startCursor?: string;
  endCursor?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** WHERE clause and parameters for the search and filters of `query` (shared by list and export). */
export function whereOf(spec: ListSpec, query: ListQuery) {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const conditions: string[] = [];
  for (const w of spec.where ?? []) {
    let sql = w.sql;
    w.params.forEach((v, i) => (sql = sql.replaceAll(`:${i + 1}`, p(v))));
    conditions.push(`(${sql})`);
  }
  const errors: FieldError[] = [];

  const q = query.q?.trim();
  if (q && spec.search)
    conditions.push(`${spec.search} like f_unaccent(${p(`%${escapeLike(q.toLowerCase())}%`)})`);
  else if (q) {
    const searchable = Object.values(spec.columns).filter((c) => c.search);
    if (searchable.length) {
      const like = p(`%${escapeLike(q.toLowerCase())}%`);
      conditions.push(
        `(${searchable
          .map((c) =>
            c.searchSql ? c.searchSql(like, p) : `f_unaccent(lower(${c.sql})) like f_unaccent(${like})`,
          )
          .join(' or ')})`,
      );
    }
  }

  for (const [key, raw] of Object.entries(query)) {
    if ((RESERVED as readonly string[]).includes(key) || raw === undefined || raw === '') continue;
    const base = key.replace(/(From|To)$/, '');
    const column = spec.columns[key]?.filter ? spec.columns[key] : spec.columns[base];
    const bound = key === base || spec.columns[key] ? null : key.endsWith('From') ? '>=' : '<=';
    if (!column?.filter || (bound && !['date', 'day', 'number'].includes(column.type))) {
      errors.push({ field: key, messages: [MSG.invalidValue] });
      continue;
    }
    const values = (Array.isArray(raw) ? raw : String(raw).split(',')).map((v) => v.trim()).filter(Boolean);
    const parsed = values.map((v) => parseValue(column.type, v));
    if (!parsed.length || parsed.some((v) => v === undefined)) {
      errors.push({
        field: key,
        messages: [column.type === 'number' ? MSG.numberRequired : MSG.invalidValue],
      });
      continue;
    }
    if (column.filterSql && !bound) {
      conditions.push(`(${column.filterSql.replaceAll(':values', p(parsed))})`);
    } else if (column.type === 'date') {
      // An instant's day: from its midnight to the next one, in the business's zone.
      const zone = p(businessTimeZone());
      const midnight = (day: string, plus = 0) =>
        `((${p(day)}::date + ${plus})::timestamp at time zone ${zone}::text)`;
      const day = (d: string) => `${column.sql} >= ${midnight(d)} and ${column.sql} < ${midnight(d, 1)}`;
      const days = parsed as string[];
      if (bound === '>=') conditions.push(`${column.sql} >= ${midnight(days[0]!)}`);
      else if (bound === '<=') conditions.push(`${column.sql} < ${midnight(days[0]!, 1)}`);
      else conditions.push(`(${days.map((d) => `(${day(d)})`).join(' or ')})`);
    } else if (bound) {
      const cast = column.type === 'day' ? '::date' : '';
      conditions.push(`${column.sql} ${bound} ${p(parsed[0])}${cast}`);
    } else if (parsed.length === 1) conditions.push(`${column.sql} = ${p(parsed[0])}`);
    else conditions.push(`${column.sql} = any(${p(parsed)})`);
  }
  if (errors.length) throw validationFailed(errors);
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params };
}

function parseValue(type: ColumnType, v: string): unknown {
  switch (type) {
    case 'number': {
      const n = Number(v);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : undefined;
    case 'date':
    case 'day':
      // A real calendar day only: '2026-02-31' would fail in SQL as a 500.
      return /^\d{4}-\d{2}-\d{2}/.test(v) ? (parseDateBr(v.slice(0, 10)) ?? undefined) : undefined;
    default:
      return v;
  }
}

/**
 * ORDER BY of `query` (declared sortable columns only; unknown keys are a 400); `reversed`: the same
 * order read from its end.
 */
export function orderOf(spec: ListSpec, query: ListQuery, reversed = false) {
  const by = query.orderBy ?? spec.defaultOrder.by;
  const column = spec.columns[by];
  if (!column?.sort) throw validationFailed([{ field: 'orderBy', messages: [MSG.invalidValue] }]);
  const asked = query.sort ?? (query.orderBy ? 'ASC' : spec.defaultOrder.sort);
  const dir = reversed ? (asked === 'ASC' ? 'DESC' : 'ASC') : asked;
  const nulls = column.notNull ? '' : reversed ? ' nulls first' : ' nulls last';
  return `order by ${column.sortSql ?? column.sql} ${dir}${nulls}, ${spec.tieBreaker} ${dir}`;
}

/** Which rows of the list's order a page reads: `fromEnd`, counted from its last row backwards. */
export type PageWindow = { offset: number; limit: number; fromEnd: boolean };

/**
 * A cursor: the list's order it was made in, and the sort value and the key of one row, as text
 * (base64url of JSON). Its values reach the SQL only as parameters.
 */
const cursorOf = (order: string, sort: string | null, key: string) =>
  Buffer.from(JSON.stringify([order, sort, key])).toString('base64url');

/** What a cursor of `query` says, for the order `query` asks; a cursor of another order or garbled: 400. */
function seekOf(spec: ListSpec, query: ListQuery) {
  const [field, cursor] = query.after ? ['after', query.after] : ['before', query.before];
  if (!cursor) return null;
  const bad = () => validationFailed([{ field, messages: [MSG.invalidValue] }]);
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (
    !Array.isArray(parts) ||
    parts.length !== 3 ||
    parts[0] !== orderKey(spec, query) ||
    !(parts[1] === null || typeof parts[1] === 'string') ||
    typeof parts[2] !== 'string'
  )
    throw bad();
  return { field, next: field === 'after', sort: parts[1] as string | null, key: parts[2] as string };
}

/** The order a list is read in, as a cursor names it. */
const orderKey = (spec: ListSpec, query: ListQuery) =>
  `${query.orderBy ?? spec.defaultOrder.by}:${query.sort ?? (query.orderBy ? 'ASC' : spec.defaultOrder.sort)}`;

/** The sort expression of the order `query` asks. */
const sortExpression = (spec: ListSpec, query: ListQuery) => {
  const column = spec.columns[query.orderBy ?? spec.defaultOrder.by]!;
  return { sql: column.sortSql ?? column.sql, notNull: Boolean(column.notNull) };
};

/**
 * The condition of a keyset page: the rows after (or before) the cursor's row in the list's order,
 * nulls last as `orderOf` puts them. Of a never-null column, one row comparison the order's index serves.
 */
function seekSql(
  spec: ListSpec,
  query: ListQuery,
  seek: NonNullable<ReturnType<typeof seekOf>>,
  p: (v: unknown) => string,
) {
  const asked = orderKey(spec, query).endsWith(':DESC') ? 'DESC' : 'ASC';
  const op = (asked === 'ASC') === seek.next ? '>' : '<';
  const c = sortExpression(spec, query);
  const t = spec.tieBreaker;
  const key = p(seek.key);
  if (c.notNull) return `(${c.sql}, ${t}) ${op} (${p(seek.sort)}, ${key})`;
  if (seek.sort === null)
    return seek.next
      ? `(${c.sql} is null and ${t} ${op} ${key})`
      : `(${c.sql} is not null or ${t} ${op} ${key})`;
  const v = p(seek.sort);
  const past = `${c.sql} ${op} ${v} or (${c.sql} = ${v} and ${t} ${op} ${key})`;
  return seek.next ? `(${past} or ${c.sql} is null)` : `(${past})`;
}

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
    const condition = seekSql(spec, query, seek, p);
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
  // Each key comes with its sort value, for the page's cursors.
  const sort = sortExpression(spec, query).sql;
  const keys = `select ${spec.tieBreaker} as page_key, (${sort})::text as page_sort from ${keyFrom} ${pageWhere} ${limit}`;
  return {
    keys,
    page: `select ${spec.select}, page.page_sort as "${SORT_COLUMN}", page.page_key::text as "${KEY_COLUMN}" from ${spec.from} join (${keys}) page on ${spec.tieBreaker} = page.page_key ${order}`,
    count: `select count(*)::int as n from ${keyFrom} ${where}`,
    bounded: `select count(*)::int as n from (select 1 from ${keyFrom} ${where} limit ${(countBoundOf(spec, query) ?? 0) + 1}) b`,
    selected: `select 1 from ${keyFrom} ${where}`,
    params,
    countParams,
    seek,
  };
}

const SORT_COLUMN = '__pageSort';
const KEY_COLUMN = '__pageKey';

/** A page's rows without their places, and the cursors of its first and last rows. */
function paged<T>(spec: ListSpec, query: ListQuery, raw: Record<string, unknown>[]) {
  const order = orderKey(spec, query);
  const cursor = (r: Record<string, unknown>) =>
    cursorOf(order, r[SORT_COLUMN] as string | null, String(r[KEY_COLUMN]));
  const rows = raw.map(({ [SORT_COLUMN]: _s, [KEY_COLUMN]: _k, ...row }) => row as T);
  return raw.length ? { rows, startCursor: cursor(raw[0]!), endCursor: cursor(raw.at(-1)!) } : { rows };
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
  const [page, count] = await Promise.all([
    pageRows(db, sql),
    db.query<{ n: number }>(sql.count, sql.countParams),
  ]);
  return { ...paged<T>(spec, query, page), totalRegisters: count.rows[0]!.n };
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
  const [counted, early] = await Promise.all([
    db.query<{ n: number }>(sql.bounded, sql.countParams),
    near ? pageRows(db, sql) : null,
  ]);
  let total = counted.rows[0]!.n;
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

/**
 * A record's number as people read it, SQL: the prefix and the id, at least six digits
 * ('NEG-000123'; 'NEG-1234567' past a million, never cut).
 */
export const recordNumberSql = (prefix: string, id: string) =>
  `'${prefix}-' || lpad(${id}::text, greatest(6, length(${id}::text)), '0')`;
