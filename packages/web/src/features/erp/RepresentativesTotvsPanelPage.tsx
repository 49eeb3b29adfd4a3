import { formatDateBr, formatMoney, formatPercent } from '@balcao/schema';
import type { GridColumn } from '../../ui/grid';
import {
  RepresentativesTotvsPanelPageDocument,
  type RepresentativesTotvsPanelPageQuery,
} from '../../__generated__/graphql';
import { ErpSearchPage } from './ErpSearchPage';
import { erpCityColumn, erpCnpjColumn, erpStatusColumn } from './erpColumns';

type Row = RepresentativesTotvsPanelPageQuery['erpRepresentatives']['rows'][number];

const COLUMNS: GridColumn<Row>[] = [
  { key: 'code', title: 'Código', width: 100 },
  { key: 'name', title: 'Representante', width: 260 },
  erpCnpjColumn(150),
  erpStatusColumn(90),
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
  erpCityColumn(170),
];

/**
 * /client/representatives/totvsPanel: the representatives as the ERP (TOTVS) knows them, searched
 * by name, code or CNPJ, through the services' ERP adapter.
 */
export function RepresentativesTotvsPanelPage() {
  return (
    <ErpSearchPage
      title="Representantes TOTVS"
      query={RepresentativesTotvsPanelPageDocument}
      pageOf={(d) => d.erpRepresentatives}
      gridKey="representativesTotvsPanel"
      label="Representantes no TOTVS"
      columns={COLUMNS}
      emptyText="Nenhum representante encontrado no TOTVS."
    />
  );
}
