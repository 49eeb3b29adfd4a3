import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { GRID } from '@balcao/schema';
import { initialGridState, type GridState } from '../ui/grid';

const FILTER_PREFIX = 'f.';

/**
 * A grid's state kept in the address (?page=2&pageSize=25&orderBy=name&sort=DESC&q=ana&f.active=true),
 * so that going back to a list returns to the same page, and a link shows the same rows.
 */
export function useGridUrlState(): [GridState, (next: GridState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => {
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
    });
  }, [params]);
  const set = useCallback(
    (next: GridState) => {
      const p = new URLSearchParams();
      if (next.page > 0) p.set('page', String(next.page + 1));
      if (next.pageSize !== GRID.pageSize) p.set('pageSize', String(next.pageSize));
      if (next.orderBy) p.set('orderBy', next.orderBy);
      if (next.orderBy && next.sort) p.set('sort', next.sort);
      if (next.q) p.set('q', next.q);
      for (const [k, values] of Object.entries(next.filters))
        for (const v of values) if (v) p.append(FILTER_PREFIX + k, v);
      setParams(p, { replace: true });
    },
    [setParams],
  );
  return [state, set];
}
