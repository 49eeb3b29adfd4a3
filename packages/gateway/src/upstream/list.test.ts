import { describe, expect, it } from 'vitest';
import { listPath, readPage } from './list.js';

describe('generic table GET', () => {
  it('sends the 1-based page and size, sort in upper case, the search and every filter value', () => {
    expect(
      listPath('/services/users', {
        page: 3,
        pageSize: 25,
        orderBy: 'name',
        sort: 'DESC',
        q: ' ana ',
        filters: [{ key: 'profile', values: ['1', '2'] }],
      }),
    ).toBe('/services/users?page=3&pageSize=25&orderBy=name&sort=DESC&q=ana&profile=1&profile=2');
    expect(listPath('/services/users', null)).toBe('/services/users?page=1&pageSize=10');
    expect(listPath('/services/orders', { page: 4, after: 'WyJpZDp' })).toBe(
      '/services/orders?page=4&pageSize=10&after=WyJpZDp',
    );
    expect(listPath('/services/orders', { page: 2, before: 'abc' })).toBe(
      '/services/orders?page=2&pageSize=10&before=abc',
    );
  });

  it('reads rows from a configured key, rows, data or data.data, and totalRegisters', () => {
    expect(readPage({ rows: [1, 2], totalRegisters: 9 })).toEqual({ rows: [1, 2], totalRegisters: 9 });
    expect(readPage({ items: [1], totalRegisters: 5 }, { rowsKey: 'items' })).toEqual({
      rows: [1],
      totalRegisters: 5,
    });
    expect(readPage({ data: [1, 2, 3], totalRegisters: 30 })).toEqual({
      rows: [1, 2, 3],
      totalRegisters: 30,
    });
    expect(readPage({ data: { data: [7], totalRegisters: 70 } }, { nestedData: true })).toEqual({
      rows: [7],
      totalRegisters: 70,
    });
    expect(readPage({ data: [4, 5] })).toEqual({ rows: [4, 5], totalRegisters: 2 });
    expect(readPage(null)).toEqual({ rows: [], totalRegisters: 0 });
  });
});
