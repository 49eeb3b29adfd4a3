import { ERP_ORDER_STATUS_LABEL, formatCnpj, formatDateBr, formatMoney } from '@balcao/schema';
import { RowsTable } from '../../ui/table';
import type { ErpClientSummaryQuery } from '../../__generated__/graphql';
import { ErpStatusTag } from './ErpStatusTag';

export type ErpSummary = NonNullable<ErpClientSummaryQuery['erpClientSummary']>;

/** The ERP summary's figures and last orders, in pt-BR (R$ 1.234,56; DD/MM/YYYY). */
export function ErpSummaryDetails({
  summary: c,
  showName = true,
}: {
  summary: ErpSummary;
  showName?: boolean;
}) {
  const figures: [string, string][] = [
    ['Código TOTVS', c.code],
    ['CNPJ', formatCnpj(c.cnpj)],
    ['Cidade/UF', `${c.city}/${c.state}`],
    ['Classe de risco', c.riskClass],
    ['Limite de crédito', formatMoney(c.creditLimit)],
    ['Saldo em aberto', formatMoney(c.balance)],
    ['Crédito disponível', formatMoney(c.availableCredit)],
    ['Títulos em aberto', String(c.openTitles)],
    ['Valor vencido', formatMoney(c.overdueAmount)],
    ['Condição de pagamento', c.paymentCondition],
    ['Último faturamento', formatDateBr(c.lastInvoiceDate) || '—'],
  ];
  return (
    <section className="erp-summary" aria-label="Resumo do cliente no TOTVS">
      <header className="erp-summary-head">
        <div>
          {showName && <strong>{c.corporateName}</strong>}
          {c.tradeName && <div className="muted">{c.tradeName}</div>}
        </div>
        <ErpStatusTag status={c.status} />
      </header>
      <dl className="erp-summary-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="erp-summary-subtitle">Últimos pedidos</h3>
      <RowsTable
        className="erp-summary-orders"
        aria-label="Últimos pedidos"
        rows={c.lastOrders}
        empty={<p className="muted">Nenhum pedido no TOTVS.</p>}
        rowKey={(o) => o.number}
        columns={[
          { title: 'Pedido', cell: (o) => o.number },
          { title: 'Data', cell: (o) => formatDateBr(o.date) },
          { title: 'Valor', className: 'erp-num', cell: (o) => formatMoney(o.amount) },
          { title: 'Situação', cell: (o) => ERP_ORDER_STATUS_LABEL[o.status] },
        ]}
      />
    </section>
  );
}
