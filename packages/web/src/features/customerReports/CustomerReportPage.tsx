import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import {
  CUSTOMER_REPORT_MSG,
  customerReportFileName,
  customerReportName,
  formatDateBr,
  formatMoney,
  MSG,
  REGIONS,
} from '@balcao/schema';
import { createdAtColumn, DataGrid, toListInput, withChange, type GridColumn } from '../../ui/grid';
import { useCan } from '../../lib/access';
import { downloadFile } from '../../lib/download';
import { notify } from '../../lib/toaster';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useListGrid } from '../../lib/useListGrid';
import { CustomerReportPageDocument, type CustomerReportPageQuery } from '../../__generated__/graphql';
import { customerStatusColumn } from '../customers';
import { customerIdentityColumns, useViewCustomerAction } from './customerColumns';
import { ReportFilters } from './ReportFilters';
import './customerReports.css';

type Row = CustomerReportPageQuery['customerReport']['rows'][number];

const COLUMNS: GridColumn<Row>[] = [
  ...customerIdentityColumns<Row>(),
  { key: 'city', title: 'Cidade', width: 140, sortable: true },
  { key: 'uf', title: 'UF', width: 60, sortable: true },
  {
    key: 'region',
    title: 'Região',
    width: 110,
    sortable: true,
    text: (r) => (r.region ? REGIONS[r.region as keyof typeof REGIONS] : ''),
  },
  { key: 'representativeName', title: 'Representante', width: 160 },
  customerStatusColumn<Row>(),
  { key: 'riskClass', title: 'Classe de risco', width: 110, sortable: true },
  {
    key: 'suggestedLimit',
    title: 'Limite sugerido',
    width: 140,
    sortable: true,
    text: (r) => (r.suggestedLimit ? formatMoney(r.suggestedLimit) : ''),
  },
  {
    key: 'implantationDate',
    title: 'Implantação',
    width: 110,
    text: (r) => formatDateBr(r.implantationDate),
  },
  createdAtColumn<Row>(),
];

/** The list input's query string (no paging): what the file holds is what the preview selects. */
function downloadQuery(input: ReturnType<typeof toListInput>) {
  const p = new URLSearchParams();
  if (input.q) p.set('q', input.q);
  if (input.orderBy) p.set('orderBy', input.orderBy);
  if (input.sort) p.set('sort', input.sort);
  for (const f of input.filters ?? []) for (const v of f.values) p.append(f.key, v);
  return p.toString();
}

/** /client/customer/report (RELATORIO_CLIENTES): filters, a preview grid and the XLSX download. */
export function CustomerReportPage() {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const [downloading, setDownloading] = useState(false);
  // The representative's name is kept in the address for the filter's label only.
  const { representativeName, ...filters } = state.filters;
  const input = toListInput({ ...state, filters });
  const { grid, page } = useListGrid(CustomerReportPageDocument, [state, setState], {
    pageOf: (d) => d.customerReport,
    errorText: CUSTOMER_REPORT_MSG.reportFailed,
    input,
    ownErrorText: true,
  });
  const name = customerReportName();
  const actions = useViewCustomerAction<Row>();
  const download = () => {
    setDownloading(true);
    downloadFile(`/files/customers/report?${downloadQuery(input)}`, customerReportFileName())
      .then(
        () => notify.success(CUSTOMER_REPORT_MSG.documentGenerated),
        (e: Error) => notify.error(e.message || MSG.downloadFailedBang),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <div className="page customer-report">
      <h1 className="page-title">Relatório de Clientes</h1>
      <ReportFilters
        value={state.filters}
        onChange={(update) => setState((s) => withChange(s, { filters: update(s.filters) }))}
        representatives={can('CLIENTES', 'ACESSO_A_INFORMACAO_CONFIDENCIAL')}
        representativeName={representativeName?.[0] ?? ''}
      />
      <DataGrid
        gridKey="customerReport"
        label="Prévia do relatório de clientes"
        columns={COLUMNS}
        {...grid}
        emptyText={CUSTOMER_REPORT_MSG.empty}
        actions={actions}
        toolbar={
          <Button
            icon="download"
            intent="primary"
            loading={downloading}
            disabled={!page || page.totalRegisters === 0}
            onClick={download}
            title={`${name}.xlsx`}
          >
            Baixar “{name}”
          </Button>
        }
      />
    </div>
  );
}
