import { HTMLTable } from '@blueprintjs/core';
import { ERP_ORDER_STATUS_LABEL, formatCnpj, formatDateBr, formatMoney } from '@balcao/schema';
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
      {c.lastOrders.length === 0 ? (
        <p className="muted">Nenhum pedido no TOTVS.</p>
      ) : (
        <HTMLTable compact striped className="erp-summary-orders" aria-label="Últimos pedidos">
          <thead>
            <tr>
              <th>Pedido</th>
              <th>Data</th>
              <th className="erp-num">Valor</th>
              <th>Situação</th>
            </tr>
          </thead>
          <tbody>
            {c.lastOrders.map((o) => (
              <tr key={o.number}>
                <td>{o.number}</td>
                <td>{formatDateBr(o.date)}</td>
                <td className="erp-num">{formatMoney(o.amount)}</td>
                <td>{ERP_ORDER_STATUS_LABEL[o.status]}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
