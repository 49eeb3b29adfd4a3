import { z } from 'zod';
import { MSG, businessTimeZone, parseDateBr } from '@balcao/schema';
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

/** The order `query` asks: a declared sortable column (else a 400), its SQL and its direction. */
export function askedOrder(spec: ListSpec, query: ListQuery) {
  const by = query.orderBy ?? spec.defaultOrder.by;
  const column = spec.columns[by];
  if (!column?.sort) throw validationFailed([{ field: 'orderBy', messages: [MSG.invalidValue] }]);
  const sort: 'ASC' | 'DESC' = query.sort ?? (query.orderBy ? 'ASC' : spec.defaultOrder.sort);
  return { by, sort, sql: column.sortSql ?? column.sql, notNull: Boolean(column.notNull) };
}

/**
 * ORDER BY of `query` (declared sortable columns only; unknown keys are a 400); `reversed`: the same
 * order read from its end.
 */
export function orderOf(spec: ListSpec, query: ListQuery, reversed = false) {
  const asked = askedOrder(spec, query);
  const dir = reversed ? (asked.sort === 'ASC' ? 'DESC' : 'ASC') : asked.sort;
  const nulls = asked.notNull ? '' : reversed ? ' nulls first' : ' nulls last';
  return `order by ${asked.sql} ${dir}${nulls}, ${spec.tieBreaker} ${dir}`;
}

/**
 * A record's number as people read it, SQL: the prefix and the id, at least six digits
 * ('NEG-000123'; 'NEG-1234567' past a million, never cut).
 */
export const recordNumberSql = (prefix: string, id: string) =>
  `'${prefix}-' || lpad(${id}::text, greatest(6, length(${id}::text)), '0')`;
