import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErpSummaryDetails, type ErpSummary } from './ErpSummaryDetails';

const summary: ErpSummary = {
  code: '001364',
  corporateName: 'Atacadão Amazônia Utilidades S.A.',
  tradeName: 'Atacadão Amazônia',
  cnpj: '43300465000170',
  city: 'Belo Horizonte',
  state: 'MG',
  status: 'BLOCKED',
  riskClass: 'E',
  creditLimit: '268000.00',
  balance: '1234567.89',
  availableCredit: '-966567.89',
  openTitles: 3,
  overdueAmount: '0.10',
  paymentCondition: '30/60/90 DDL',
  lastInvoiceDate: '2025-03-09',
  lastOrders: [
    { number: '400010', date: '2025-02-28', amount: '70000.00', status: 'INVOICED' },
    { number: '400011', date: '2025-01-05', amount: '512.30', status: 'CANCELLED' },
  ],
};

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('ERP summary details', () => {
  it('shows money as R$ 1.234,56, days as DD/MM/YYYY and pt-BR labels', () => {
    render(<ErpSummaryDetails summary={summary} />);
    expect(screen.getByText('Bloqueado')).toBeInTheDocument();
    expect(figure('CNPJ')).toBe('43.300.465/0001-70');
    expect(figure('Limite de crédito')).toBe('R$ 268.000,00');
    expect(figure('Saldo em aberto')).toBe('R$ 1.234.567,89');
    expect(figure('Crédito disponível')).toBe('-R$ 966.567,89');
    expect(figure('Valor vencido')).toBe('R$ 0,10');
    expect(figure('Último faturamento')).toBe('09/03/2025');
    const orders = within(screen.getByRole('table', { name: 'Últimos pedidos' })).getAllByRole('row');
    expect(orders.map((r) => r.textContent)).toEqual([
      'PedidoDataValorSituação',
      '40001028/02/2025R$ 70.000,00Faturado',
      '40001105/01/2025R$ 512,30Cancelado',
    ]);
  });

  it('says when the ERP has no order for the client', () => {
    render(<ErpSummaryDetails summary={{ ...summary, lastOrders: [], lastInvoiceDate: null }} />);
    expect(screen.getByText('Nenhum pedido no TOTVS.')).toBeInTheDocument();
    expect(figure('Último faturamento')).toBe('—');
  });
});
