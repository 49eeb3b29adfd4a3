import { describe, expect, it } from 'vitest';
import { listSql, windowOf, type ListQuery, type ListSpec } from './list.js';

/** A list whose figures over its items are a lateral join (`ot`), as the orders'. */
const spec: ListSpec = {
  select: 'o.id, ot.value',
  from: 'orders o left join customers c on c.id = o.customer_id left join lateral (select 1 as value) ot on true',
  columns: {
    number: { sql: 'o.id', type: 'number', sort: true, notNull: true },
    customer: { sql: 'c.corporate_name', type: 'text', sort: true },
    value: { sql: 'ot.value', type: 'number', sort: true },
  },
  defaultOrder: { by: 'number', sort: 'DESC' },
  tieBreaker: 'o.id',
  keyFrom: { from: 'orders o left join customers c on c.id = o.customer_id', lacks: ['ot'] },
  search: 'o.search_text',
};
const query = (q: Partial<ListQuery>) => ({ page: 1, pageSize: 10, ...q }) as ListQuery;

describe('the SQL of a list page', () => {
  it('counts and finds the page keys over the lean FROM unless the order reads what it lacks', () => {
    const lean = listSql(spec, query({ q: 'aurora' }));
    expect(lean.count).toBe(
      'select count(*)::int as n from orders o left join customers c on c.id = o.customer_id where o.search_text like f_unaccent($1)',
    );
    expect(lean.params).toEqual(['%aurora%']);
    // Never null: DESC with no NULLS LAST, so that the primary key read backwards serves it.
    expect(lean.keys).toContain('order by o.id DESC, o.id DESC limit 10 offset 0');
    expect(lean.keys).not.toContain('lateral');
    const full = listSql(spec, query({ orderBy: 'value' }));
    expect(full.keys).toContain('left join lateral');
    expect(full.keys).toContain('order by ot.value ASC nulls last');
    expect(listSql(spec, query({ orderBy: 'customer' })).keys).not.toContain('lateral');
  });

  it('reads a window from the end in the reverse order, nulls first, and bounds its count', () => {
    const at = { offset: 3, limit: 7, fromEnd: true };
    const sql = listSql({ ...spec, countBound: 100 }, query({ orderBy: 'customer' }), at);
    expect(sql.keys).toContain('order by c.corporate_name DESC nulls first, o.id DESC limit 7 offset 3');
    // The page itself is in the asked order.
    expect(sql.page).toMatch(/order by c\.corporate_name ASC nulls last, o\.id ASC$/);
    expect(sql.bounded).toBe(
      'select count(*)::int as n from (select 1 from orders o left join customers c on c.id = o.customer_id  limit 101) b',
    );
  });
});

describe('where a page lies', () => {
  it('past the middle of an exact total, from the end; of an estimate, only its last page', () => {
    expect(windowOf(57, 20, 10)).toEqual({ offset: 20, limit: 10, fromEnd: false });
    expect(windowOf(57, 30, 10)).toEqual({ offset: 17, limit: 10, fromEnd: true });
    expect(windowOf(57, 50, 10)).toEqual({ offset: 0, limit: 7, fromEnd: true });
    expect(windowOf(57, 60, 10).limit).toBeLessThanOrEqual(0);
    expect(windowOf(57, 40, 10, true)).toEqual({ offset: 40, limit: 10, fromEnd: false });
    expect(windowOf(57, 50, 10, true)).toEqual({ offset: 0, limit: 7, fromEnd: true });
  });
});
