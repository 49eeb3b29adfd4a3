import { useMemo, useState } from 'react';
import { MSG, formatDateBr, formatMoney } from '@balcao/schema';
import { type GridColumn, type RowAction } from '../../ui/grid';
import { useCan } from '../../lib/access';
import { SidePanel } from '../notifications';
import { TotvsPanelPageDocument, type TotvsPanelPageQuery } from '../../__generated__/graphql';
import { ErpClientSummary } from './ErpClientSummary';
import { ErpSearchPage } from './ErpSearchPage';
import { erpCityColumn, erpCnpjColumn, erpStatusColumn } from './erpColumns';

type Row = TotvsPanelPageQuery['erpClients']['rows'][number];

// The ERP answers in its own order (corporate name): no column sorts.
const COLUMNS: GridColumn<Row>[] = [
  { key: 'code', title: 'Código', width: 75 },
  { key: 'corporateName', title: 'Razão social', width: 230 },
  erpCnpjColumn(140),
  erpStatusColumn(85),
  { key: 'riskClass', title: 'Risco', width: 55 },
  { key: 'creditLimit', title: 'Limite de crédito', width: 135, text: (r) => formatMoney(r.creditLimit) },
  { key: 'balance', title: 'Saldo em aberto', width: 130, text: (r) => formatMoney(r.balance) },
  {
    key: 'lastInvoiceDate',
    title: 'Último faturamento',
    width: 145,
    text: (r) => formatDateBr(r.lastInvoiceDate),
  },
  erpCityColumn(150),
  { key: 'tradeName', title: 'Nome fantasia', width: 170, text: (r) => r.tradeName ?? '' },
];

/**
 * /client/customer/totvsPanel: the clients the ERP (TOTVS) holds, searched by name, code or CNPJ
 * (?q= fills the search); a row opens the client's ERP summary.
 */
export function TotvsPanelPage() {
  const can = useCan();
  const [open, setOpen] = useState<Row | null>(null);
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      {
        kind: 'view',
        label: 'Resumo TOTVS',
        hidden: () => !can('CLIENTES', 'VISUALIZAR'),
        onClick: (r) => setOpen(r),
      },
    ],
    [can],
  );
  return (
    <ErpSearchPage
      title="Painel TOTVS"
      query={TotvsPanelPageDocument}
      pageOf={(d) => d.erpClients}
      gridKey="totvsPanel"
      label="Clientes no TOTVS"
      columns={COLUMNS}
      actions={actions}
      emptyText={MSG.erpNoClients}
    >
      {open && (
        <SidePanel title={open.corporateName} icon="database" onClose={() => setOpen(null)}>
          <ErpClientSummary cnpj={open.cnpj} showName={false} />
        </SidePanel>
      )}
    </ErpSearchPage>
  );
}
