import type { ListInput } from '../__generated__/resolvers.js';

/** The REST query string of a list (spec/02 §7): page, pageSize, orderBy, sort, q, and each filter by its key. */
export function listPath(path: string, input: ListInput | null | undefined): string {
  const params = new URLSearchParams();
  params.set('page', String(input?.page ?? 1));
  params.set('pageSize', String(input?.pageSize ?? 10));
  if (input?.orderBy) params.set('orderBy', input.orderBy);
  if (input?.sort) params.set('sort', input.sort);
  if (input?.q?.trim()) params.set('q', input.q.trim());
  for (const f of input?.filters ?? []) for (const v of f.values) params.append(f.key, v);
  return `${path}?${params.toString()}`;
}
