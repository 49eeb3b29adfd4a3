import { describe, expect, it } from 'vitest';
import { labelled, monthLabel, summaryOf } from './dashboardData';

describe('customer dashboard data', () => {
  it('labels each aggregate in pt-BR, a missing value as "Não informado"', () => {
    expect(labelled.status([{ key: 'IN_APPROVAL', count: 2 }])).toEqual([
      { label: 'Em aprovação', count: 2 },
    ]);
    expect(
      labelled.region([
        { key: 'CENTRO_OESTE', count: 1 },
        { key: null, count: 3 },
      ]),
    ).toEqual([
      { label: 'Centro-Oeste', count: 1 },
      { label: 'Não informado', count: 3 },
    ]);
    expect(monthLabel('2026-03')).toBe('03/2026');
  });

  it('summarizes a chart for who does not see it: total and the three largest', () => {
    const data = labelled.plain([
      { key: 'SP', count: 1200 },
      { key: 'AM', count: 3 },
      { key: 'SC', count: 40 },
      { key: 'RS', count: 7 },
    ]);
    expect(summaryOf('Clientes por UF', data)).toBe(
      'Clientes por UF: 1.250 no total; maiores: SP 1.200, SC 40, RS 7.',
    );
    expect(summaryOf('Clientes por UF', [])).toBe('Clientes por UF: nenhum cliente.');
  });
});
