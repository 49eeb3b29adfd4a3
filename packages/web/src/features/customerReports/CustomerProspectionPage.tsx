import { Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import {
  CUSTOMER_REPORT_MSG,
  CUSTOMER_STATUS_LABEL,
  DEADLINE_INTENT,
  DEADLINE_LABEL,
  formatDateTime,
  PROSPECT_STATUSES,
  type DeadlineStatus,
} from '@balcao/schema';
import {
  createdAtColumn,
  DataGrid,
  GridFilterSelect,
  pageGridProps,
  toListInput,
  type FilterOption,
  type GridColumn,
} from '../../ui/grid';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { useGridUrlState } from '../../lib/useGridUrlState';
import {
  CustomerProspectionPageDocument,
  type CustomerProspectionPageQuery,
} from '../../__generated__/graphql';
import { customerStatusColumn } from '../customers';
import { customerIdentityColumns, useViewCustomerAction } from './customerColumns';

type Row = CustomerProspectionPageQuery['customerProspects']['rows'][number];

const COLUMNS: GridColumn<Row>[] = [
  ...customerIdentityColumns<Row>(),
  { key: 'city', title: 'Cidade', width: 150, text: (r) => (r.city ? `${r.city}/${r.uf ?? ''}` : '') },
  { key: 'representativeName', title: 'Representante', width: 160 },
  customerStatusColumn<Row>(),
  { key: 'taskTitle', title: 'Tarefa atual', width: 180, text: (r) => r.taskTitle ?? '—' },
  { key: 'assignee', title: 'Responsável', width: 150, text: (r) => r.assignee ?? '—' },
  {
    key: 'dueAt',
    title: 'Prazo',
    width: 160,
    sortable: true,
    text: (r) => (r.dueAt ? formatDateTime(r.dueAt) : '—'),
  },
  {
    key: 'deadlineStatus',
    title: 'Status do prazo',
    width: 150,
    text: (r) => (r.deadlineStatus ? DEADLINE_LABEL[r.deadlineStatus as DeadlineStatus] : 'Sem fluxo'),
    render: (r) =>
      r.deadlineStatus ? (
        <Tag minimal intent={DEADLINE_INTENT[r.deadlineStatus as DeadlineStatus]}>
          {DEADLINE_LABEL[r.deadlineStatus as DeadlineStatus]}
        </Tag>
      ) : (
        'Sem fluxo'
      ),
  },
  createdAtColumn<Row>(),
];

/** /client/customerProspection/view (PROSPECCAO_CLIENTE): prospects and their flow's deadline, read only. */
export function CustomerProspectionPage() {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error } = useQuery(CustomerProspectionPageDocument, {
    variables: { input: toListInput(state) },
    ...OWN_ERROR_TEXT,
  });
  const page = (data ?? previousData)?.customerProspects;
  const canView = can('CLIENTES', 'VISUALIZAR') || can('PRE_CADASTRO_CLIENTE', 'VISUALIZAR');
  const actions = useViewCustomerAction<Row>(canView);
  const filter = (key: string, label: string, options: FilterOption[]) => (
    <GridFilterSelect
      id={`prospects-filter-${key}`}
      label={label}
      filterKey={key}
      state={state}
      onStateChange={setState}
      options={[{ value: '', label: 'Todos' }, ...options]}
    />
  );
  const active = ['status', 'deadlineStatus'].filter((k) => state.filters[k]?.[0]).length;
  return (
    <div className="page">
      <h1 className="page-title">Prospecção de Clientes</h1>
      <DataGrid
        gridKey="customerProspects"
        label="Clientes em prospecção"
        columns={COLUMNS}
        {...pageGridProps(page, loading, error, CUSTOMER_REPORT_MSG.prospectsFailed)}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText="Nenhum cliente em prospecção."
        activeFilters={active}
        filters={
          <>
            {filter(
              'status',
              'Situação',
              PROSPECT_STATUSES.map((s) => ({ value: s, label: CUSTOMER_STATUS_LABEL[s] })),
            )}
            {filter(
              'deadlineStatus',
              'Status do prazo',
              Object.entries(DEADLINE_LABEL).map(([value, label]) => ({ value, label })),
            )}
          </>
        }
      />
    </div>
  );
}
