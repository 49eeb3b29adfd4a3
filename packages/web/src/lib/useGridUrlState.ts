import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GRID } from '@balcao/schema';
import { initialGridState, type GridState, type GridStateUpdate } from '../ui/grid';

const FILTER_PREFIX = 'f.';

const toState = (params: URLSearchParams): GridState => {
  const pageSize = Number(params.get('pageSize'));
  const sort = params.get('sort');
  const filters: Record<string, string[]> = {};
  for (const [k, v] of params) if (k.startsWith(FILTER_PREFIX)) (filters[k.slice(2)] ??= []).push(v);
  return initialGridState({
    page: Math.max(0, (Number(params.get('page')) || 1) - 1),
    pageSize: (GRID.pageSizes as readonly number[]).includes(pageSize) ? pageSize : GRID.pageSize,
    orderBy: params.get('orderBy') ?? undefined,
    sort: sort === 'DESC' ? 'DESC' : sort === 'ASC' ? 'ASC' : undefined,
    q: params.get('q') ?? '',
    filters,
    ...(params.get('after') ? { after: params.get('after')! } : {}),
    ...(params.get('before') ? { before: params.get('before')! } : {}),
  });
};

const toParams = (next: GridState) => {
  const p = new URLSearchParams();
  if (next.page > 0) p.set('page', String(next.page + 1));
  if (next.pageSize !== GRID.pageSize) p.set('pageSize', String(next.pageSize));
  if (next.orderBy) p.set('orderBy', next.orderBy);
  if (next.orderBy && next.sort) p.set('sort', next.sort);
  if (next.q) p.set('q', next.q);
  if (next.after) p.set('after', next.after);
  else if (next.before) p.set('before', next.before);
  for (const [k, values] of Object.entries(next.filters))
    for (const v of values) if (v) p.append(FILTER_PREFIX + k, v);
  return p;
};

/**
 * A grid's state kept in the address (?page=2&pageSize=25&orderBy=name&sort=DESC&q=ana&f.active=true,
 * and the cursor a page was read from: &after=…),
 * so that going back to a list returns to the same page, and a link shows the same rows.
 *
 * The setter takes an update function, and successive updates compose. The router renders a new
 * address in a transition, so a second change can come before the page shows the first (two
 * filters in quick succession), and React Router's own setSearchParams(prev => …) would hand it
 * the address of the last render (its documented limit: no queueing). So the addresses asked for
 * are kept until the router renders them, and each update starts from the last one.
 */
export function useGridUrlState(): [GridState, (update: GridStateUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => toState(params), [params]);
  const rendered = useRef(params);
  // Oldest first; the router may render them one at a time, each after later ones were asked for.
  const asked = useRef<string[]>([]);
  useLayoutEffect(() => {
    rendered.current = params;
    const i = asked.current.indexOf(params.toString());
    // One of ours: those asked after it are still on their way. Any other (a link, going back) wins.
    asked.current = i >= 0 ? asked.current.slice(i + 1) : [];
  }, [params]);
  const set = useCallback(
    (update: GridStateUpdate) => {
      const last = asked.current.at(-1);
      const prev = last === undefined ? rendered.current : new URLSearchParams(last);
      const next = toParams(typeof update === 'function' ? update(toState(prev)) : update);
      asked.current.push(next.toString());
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [state, set];
}
