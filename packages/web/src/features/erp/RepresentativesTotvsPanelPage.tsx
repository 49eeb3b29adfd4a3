import {
  ERP_CLIENT_STATUS_LABEL,
  formatCnpj,
  formatDateBr,
  formatMoney,
  formatPercent,
} from '@balcao/schema';
import type { GridColumn } from '../../ui/grid';
import {
  RepresentativesTotvsPanelPageDocument,
  type RepresentativesTotvsPanelPageQuery,
} from '../../__generated__/graphql';
import { ErpSearchGrid } from './ErpSearchGrid';
import { ErpStatusTag } from './ErpStatusTag';

type Row = RepresentativesTotvsPanelPageQuery['erpRepresentatives']['rows'][number];

const COLUMNS: GridColumn<Row>[] = [
  { key: 'code', title: 'Código', width: 100 },
  { key: 'name', title: 'Representante', width: 260 },
  { key: 'cnpj', title: 'CNPJ', width: 150, text: (r) => formatCnpj(r.cnpj) },
  {
    key: 'status',
    title: 'Situação',
    width: 90,
    text: (r) => ERP_CLIENT_STATUS_LABEL[r.status],
    render: (r) => <ErpStatusTag status={r.status} />,
  },
  {
    key: 'commissionPercentage',
    title: 'Comissão (%)',
    width: 125,
    text: (r) => formatPercent(r.commissionPercentage),
  },
  {
    key: 'salesLast12Months',
    title: 'Vendas em 12 meses',
    width: 170,
    text: (r) => formatMoney(r.salesLast12Months),
  },
  { key: 'lastSaleDate', title: 'Última venda', width: 115, text: (r) => formatDateBr(r.lastSaleDate) },
  { key: 'city', title: 'Cidade/UF', width: 170, text: (r) => `${r.city}/${r.state}` },
];

/**
 * /client/representatives/totvsPanel: the representatives as the ERP (TOTVS) knows them, searched
 * by name, code or CNPJ, through the services' ERP adapter.
 */
export function RepresentativesTotvsPanelPage() {
  return (
    <div className="page">
      <h1 className="page-title">Representantes TOTVS</h1>
      <ErpSearchGrid
        query={RepresentativesTotvsPanelPageDocument}
        pageOf={(d) => d.erpRepresentatives}
        gridKey="representativesTotvsPanel"
        label="Representantes no TOTVS"
        columns={COLUMNS}
        rowKey={(r) => r.code}
        emptyText="Nenhum representante encontrado no TOTVS."
      />
    </div>
  );
}
