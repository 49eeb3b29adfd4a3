import { describe, expect, it } from 'vitest';
import { summaryQuery } from './SummaryFilters';

describe('a financial summary’s filter', () => {
  it('sends only what is chosen, as variables and as the export’s query string', () => {
    expect(summaryQuery({ customer: null, from: '', to: '' }, { groupBy: 'category' })).toEqual({
      variables: { groupBy: 'category' },
      query: 'groupBy=category',
    });
    const chosen = summaryQuery(
      { customer: { id: '42', name: 'Loja Primavera' }, from: '2026-03-01', to: '2026-03-31' },
      { groupBy: 'month', category: 'BONUS' },
    );
    expect(chosen.variables).toEqual({
      groupBy: 'month',
      category: 'BONUS',
      customerId: '42',
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(chosen.query).toBe('groupBy=month&category=BONUS&customerId=42&from=2026-03-01&to=2026-03-31');
  });
});
