import { MSG } from '@balcao/schema';
import { validationFailed } from '../errors.js';
import { askedOrder, type ListQuery, type ListSpec } from './listQuery.js';

/**
 * A list's cursors: where a page's first and last rows stand in the list's order (the sort value and
 * the key), so that the next page (`after`) and the previous one (`before`) are read from there
 * instead of skipping an offset. As text, base64url of JSON; its values reach the SQL only as
 * parameters.
 */

/** The columns a page's SQL adds for its rows' places (taken off the rows by `paged`). */
export const SORT_COLUMN = '__pageSort';
export const KEY_COLUMN = '__pageKey';
/** The list's count, asked with its page (list.ts): the same on every row. */
export const COUNT_COLUMN = '__listCount';

/** The order a list is read in, as a cursor names it. */
const orderName = (spec: ListSpec, query: ListQuery) => {
  const asked = askedOrder(spec, query);
  return `${asked.by}:${asked.sort}`;
};

const cursorOf = (order: string, sort: string | null, key: string) =>
  Buffer.from(JSON.stringify([order, sort, key])).toString('base64url');

/** What a cursor of `query` says, for the order `query` asks; a cursor of another order or garbled: 400. */
export function seekOf(spec: ListSpec, query: ListQuery) {
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
    parts[0] !== orderName(spec, query) ||
    !(parts[1] === null || typeof parts[1] === 'string') ||
    typeof parts[2] !== 'string'
  )
    throw bad();
  return {
    field,
    next: field === 'after',
    sort: parts[1] as string | null,
    key: parts[2] as string,
    order: askedOrder(spec, query),
  };
}
export type Seek = NonNullable<ReturnType<typeof seekOf>>;

/**
 * The condition of a keyset page: the rows after (or before) the cursor's row in the list's order,
 * nulls last as `orderOf` puts them. Of a never-null column, one row comparison the order's index serves.
 */
export function seekSql(tieBreaker: string, seek: Seek, p: (v: unknown) => string) {
  const op = (seek.order.sort === 'ASC') === seek.next ? '>' : '<';
  const c = seek.order.sql;
  const t = tieBreaker;
  const key = p(seek.key);
  if (seek.order.notNull) return `(${c}, ${t}) ${op} (${p(seek.sort)}, ${key})`;
  if (seek.sort === null)
    return seek.next ? `(${c} is null and ${t} ${op} ${key})` : `(${c} is not null or ${t} ${op} ${key})`;
  const v = p(seek.sort);
  const past = `${c} ${op} ${v} or (${c} = ${v} and ${t} ${op} ${key})`;
  return seek.next ? `(${past} or ${c} is null)` : `(${past})`;
}

/** A page's rows without their places, and the cursors of its first and last rows. */
export function paged<T>(spec: ListSpec, query: ListQuery, raw: Record<string, unknown>[]) {
  const order = orderName(spec, query);
  const cursor = (r: Record<string, unknown>) =>
    cursorOf(order, r[SORT_COLUMN] as string | null, String(r[KEY_COLUMN]));
  const rows = raw.map(({ [SORT_COLUMN]: _s, [KEY_COLUMN]: _k, [COUNT_COLUMN]: _n, ...row }) => row as T);
  return raw.length ? { rows, startCursor: cursor(raw[0]!), endCursor: cursor(raw.at(-1)!) } : { rows };
}
