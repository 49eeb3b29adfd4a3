import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  exportQueryString,
  initialGridState,
  isPristine,
  nextSort,
  pageCount,
  toListInput,
  withChange,
  withFilter,
  withFilters,
} from './gridState';
import { viewOf } from './GridViewMenu';

describe('grid state', () => {
  it('starts on page 0 with 10 rows and sends page 1', () => {
    const s = initialGridState();
    expect(s).toMatchObject({ page: 0, pageSize: 10, q: '' });
    expect(toListInput(s)).toEqual({ page: 1, pageSize: 10 });
  });

  it('sends sort, trimmed search and merged filters, persistent ones winning', () => {
    const s = initialGridState({
      orderBy: 'name',
      sort: 'DESC',
      q: '  joão ',
      filters: { active: ['true'], profile: [''] },
    });
    expect(toListInput(s, { active: ['false'], region: ['S', 'SE'] })).toEqual({
      page: 1,
      pageSize: 10,
      orderBy: 'name',
      sort: 'DESC',
      q: 'joão',
      filters: [
        { key: 'active', values: ['false'] },
        { key: 'region', values: ['S', 'SE'] },
      ],
    });
  });

  it('goes back to the first page when the selection changes, not when the page does', () => {
    const s = initialGridState({ page: 4 });
    expect(withChange(s, { q: 'x' }).page).toBe(0);
    expect(withChange(s, { pageSize: 25 }).page).toBe(0);
    expect(withChange(s, { filters: {} }).page).toBe(0);
    expect(withChange(s, { page: 5 }).page).toBe(5);
  });

  it('sends a cursor only with the change that brings it', () => {
    const next = withChange(initialGridState({ page: 4 }), { page: 5, after: 'c9' });
    expect(toListInput(next)).toEqual({ page: 6, pageSize: 10, after: 'c9' });
    expect(withChange(next, { page: 0 })).not.toHaveProperty('after');
    expect(withChange(next, { orderBy: 'name' })).not.toHaveProperty('after');
    const back = withChange(next, { page: 4, before: 'c1' });
    expect(toListInput(back)).toEqual({ page: 5, pageSize: 10, before: 'c1' });
    expect(back).not.toHaveProperty('after');
  });

  it('sets or clears one filter, or several, keeping the others, back on the first page', () => {
    const s = initialGridState({ page: 4, q: 'ana', filters: { region: ['NORTE'], uf: ['AM'] } });
    expect(withFilter(s, 'riskClass', 'C')).toEqual({
      ...s,
      page: 0,
      filters: { region: ['NORTE'], uf: ['AM'], riskClass: ['C'] },
    });
    expect(withFilter(s, 'uf', '').filters).toEqual({ region: ['NORTE'], uf: [] });
    expect(withFilters(s, { from: ['2026-01-01'], uf: [] })).toEqual({
      ...s,
      page: 0,
      filters: { region: ['NORTE'], uf: [], from: ['2026-01-01'] },
    });
  });

  it('cycles a column through ascending, descending and default order', () => {
    let s = initialGridState();
    s = withChange(s, nextSort(s, 'name'));
    expect([s.orderBy, s.sort]).toEqual(['name', 'ASC']);
    s = withChange(s, nextSort(s, 'name'));
    expect([s.orderBy, s.sort]).toEqual(['name', 'DESC']);
    s = withChange(s, nextSort(s, 'name'));
    expect(s.orderBy).toBeUndefined();
    expect(withChange(s, nextSort(s, 'email'))).toMatchObject({ orderBy: 'email', sort: 'ASC' });
  });

  it('counts the filters that hold a value, for the filter button', () => {
    const s = initialGridState({ filters: { status: ['ACTIVE'], overdue: [''], kind: [] } });
    expect(activeFilterCount(s)).toBe(1);
    expect(activeFilterCount(withFilter(s, 'overdue', 'true'))).toBe(2);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(2005, 25)).toBe(81);
  });

  it('builds an export query: the selection without paging, the format and the visible columns in order', () => {
    const s = initialGridState({
      page: 3,
      orderBy: 'name',
      sort: 'DESC',
      q: 'ana',
      filters: { active: ['true'] },
    });
    expect(exportQueryString(s, 'xlsx', ['email', 'name'])).toBe(
      'format=xlsx&columns=email%2Cname&orderBy=name&sort=DESC&q=ana&active=true',
    );
  });
});

describe('saved views', () => {
  it('a saved view holds the columns, sort, size and the filters with a value', () => {
    const columns = { order: ['name', 'email'], widths: { name: 200 }, hidden: ['email'] };
    const s = initialGridState({
      orderBy: 'email',
      sort: 'DESC',
      pageSize: 25,
      filters: { active: ['true'], profile: [''] },
    });
    expect(viewOf(columns, s)).toEqual({
      columns,
      orderBy: 'email',
      sort: 'DESC',
      pageSize: 25,
      filters: { active: ['true'] },
    });
  });
  it('applies only on a grid opened with nothing chosen', () => {
    expect(isPristine(initialGridState())).toBe(true);
    expect(isPristine(initialGridState({ filters: { active: [''] } }))).toBe(true);
    expect(isPristine(initialGridState({ q: 'ana' }))).toBe(false);
    expect(isPristine(initialGridState({ page: 2 }))).toBe(false);
    expect(isPristine(initialGridState({ filters: { active: ['false'] } }))).toBe(false);
  });
});
