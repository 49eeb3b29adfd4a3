import { GRID } from '@balcao/schema';

export type SortDirection = 'ASC' | 'DESC';

/** What the grid asks of the server (spec/02 §7): page 0-based here, 1-based when sent. */
export type GridState = {
  page: number;
  pageSize: number;
  orderBy?: string;
  sort?: SortDirection;
  q: string;
  filters: Record<string, string[]>;
  /**
   * The page read from a cursor (a page's end or start, as the list answered it): the next or the
   * previous page without skipping an offset. Any other change drops it.
   */
  after?: string;
  before?: string;
};

/** A new state, or how to make it from the latest one, as React's setState takes it. */
export type GridStateUpdate = GridState | ((prev: GridState) => GridState);

/** The one list input every list query takes (GraphQL `ListInput`). */
export type ListInputValue = {
  page: number;
  pageSize: number;
  orderBy?: string;
  sort?: SortDirection;
  q?: string;
  filters?: { key: string; values: string[] }[];
  after?: string;
  before?: string;
};

export const initialGridState = (overrides: Partial<GridState> = {}): GridState => ({
  page: 0,
  pageSize: GRID.pageSize,
  q: '',
  filters: {},
  ...overrides,
});

/**
 * The list input for a state: 1-based page; the user's filters and the screen's persistent filters
 * merged (a persistent filter wins over a user filter on the same key); empty values left out.
 */
export function toListInput(
  state: GridState,
  persistentFilters: Record<string, string[]> = {},
): ListInputValue {
  const merged = { ...state.filters, ...persistentFilters };
  const filters = Object.entries(merged)
    .map(([key, values]) => ({ key, values: values.filter((v) => v !== '') }))
    .filter((f) => f.values.length > 0);
  return {
    page: state.page + 1,
    pageSize: state.pageSize,
    ...(state.orderBy ? { orderBy: state.orderBy, sort: state.sort ?? 'ASC' } : {}),
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(filters.length ? { filters } : {}),
    ...(state.after ? { after: state.after } : state.before ? { before: state.before } : {}),
  };
}

/** Nothing chosen yet: first page, default size and order, no search, no filter. */
export const isPristine = (s: GridState) =>
  s.page === 0 &&
  s.pageSize === GRID.pageSize &&
  !s.orderBy &&
  !s.q &&
  Object.values(s.filters).every((v) => v.every((x) => !x));

/**
 * Changing what is selected (search, filters, sort, page size) goes back to the first page. A
 * cursor holds only for the change that brings it.
 */
export function withChange(state: GridState, change: Partial<GridState>): GridState {
  const resets = ['q', 'filters', 'orderBy', 'sort', 'pageSize'].some((k) => k in change);
  const { after: _a, before: _b, ...kept } = state;
  return { ...kept, ...change, ...(resets && !('page' in change) ? { page: 0 } : {}) };
}

/** Some filters changed (an empty list clears one): back to the first page. */
export const withFilters = (state: GridState, change: Record<string, string[]>): GridState =>
  withChange(state, { filters: { ...state.filters, ...change } });

/** One filter set to a value ('' clears it): back to the first page. */
export const withFilter = (state: GridState, key: string, value: string): GridState =>
  withFilters(state, { [key]: value ? [value] : [] });

/** How many filters hold a value: the count a grid's filter button shows. */
export const activeFilterCount = (state: GridState) =>
  Object.values(state.filters).filter((v) => v.some(Boolean)).length;

/** Clicking a column's sort: ascending, then descending, then back to the server's default order. */
export function nextSort(state: GridState, key: string): Partial<GridState> {
  if (state.orderBy !== key) return { orderBy: key, sort: 'ASC' };
  if (state.sort !== 'DESC') return { orderBy: key, sort: 'DESC' };
  return { orderBy: undefined, sort: undefined };
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The query string of an export: what the grid selects (no paging), the format and the columns. */
export function exportQueryString(
  state: GridState,
  format: string,
  columns: string[],
  persistentFilters: Record<string, string[]> = {},
): string {
  const input = toListInput(state, persistentFilters);
  const p = new URLSearchParams({ format });
  // A log export has fixed columns.
  if (columns.length) p.set('columns', columns.join(','));
  if (input.orderBy) p.set('orderBy', input.orderBy);
  if (input.sort) p.set('sort', input.sort);
  if (input.q) p.set('q', input.q);
  for (const f of input.filters ?? []) for (const v of f.values) p.append(f.key, v);
  return p.toString();
}
