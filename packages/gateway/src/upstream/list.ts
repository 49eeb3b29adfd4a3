import type { ListInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';

/** The REST query string of a list (spec/02 §7): page, pageSize, orderBy, sort, q, a cursor, and each filter by its key. */
export function listPath(path: string, input: ListInput | null | undefined): string {
  const params = new URLSearchParams();
  params.set('page', String(input?.page ?? 1));
  params.set('pageSize', String(input?.pageSize ?? 10));
  if (input?.orderBy) params.set('orderBy', input.orderBy);
  if (input?.sort) params.set('sort', input.sort);
  if (input?.q?.trim()) params.set('q', input.q.trim());
  if (input?.after) params.set('after', input.after);
  else if (input?.before) params.set('before', input.before);
  for (const f of input?.filters ?? []) for (const v of f.values) params.append(f.key, v);
  return `${path}?${params.toString()}`;
}

export type Page<Row> = { rows: Row[]; totalRegisters: number };

/** A list's call: GET `path` with the list input as its query string (listPath), answered as `P`. */
export const listCall =
  <P>(http: Http, token: string | null, path: string) =>
  (input: ListInput | null | undefined) =>
    http.request<P>('GET', listPath(path, input), token);
/** Where a list answer keeps its rows: a named key, or `data` (and `data.data` when `nestedData`). */
export type PageShape = { rowsKey?: string; nestedData?: boolean };

/**
 * A list answer as a page (spec/02 §7): rows read from the configured key, else from `rows`, else
 * from `data` (or `data.data`), and `totalRegisters` (the row count when an upstream omits it).
 */
export function readPage<Row>(body: unknown, shape: PageShape = {}): Page<Row> {
  const b = (body ?? {}) as Record<string, unknown>;
  const data = b.data as Record<string, unknown> | unknown[] | undefined;
  const candidates = [
    shape.rowsKey ? b[shape.rowsKey] : undefined,
    b.rows,
    shape.nestedData && data && !Array.isArray(data) ? data.data : undefined,
    data,
  ];
  const rows = (candidates.find(Array.isArray) ?? []) as Row[];
  const nestedTotal = data && !Array.isArray(data) ? data.totalRegisters : undefined;
  const total = [b.totalRegisters, nestedTotal].find((v) => typeof v === 'number') as number | undefined;
  return { rows, totalRegisters: total ?? rows.length };
}

/** A value as one segment of an upstream path. */
export const id = (v: string) => encodeURIComponent(v);

/** `?k=v&…` of the params that have a value ('' when none has). */
export const qs = (params: Record<string, string | null | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
};
