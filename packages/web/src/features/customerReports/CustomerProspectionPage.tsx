import { Tag } from '@blueprintjs/core';
import {
  CUSTOMER_REPORT_MSG,
  CUSTOMER_STATUS_LABEL,
  DEADLINE_INTENT,
  DEADLINE_LABEL,
  formatDateTime,
  PROSPECT_STATUSES,
  type DeadlineStatus,
} from '@balcao/schema';
import { createdAtColumn, filterSelects, GridPage, type GridColumn } from '../../ui/grid';
import { useCan } from '../../lib/access';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useListGrid } from '../../lib/useListGrid';
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

const STATUS_OPTIONS = [
  { value: '', label: 'Todos' },
  ...PROSPECT_STATUSES.map((s) => ({ value: s, label: CUSTOMER_STATUS_LABEL[s] })),
];
const DEADLINE_OPTIONS = [
  { value: '', label: 'Todos' },
  ...Object.entries(DEADLINE_LABEL).map(([value, label]) => ({ value, label })),
];

/** /client/customerProspection/view (PROSPECCAO_CLIENTE): prospects and their flow's deadline, read only. */
export function CustomerProspectionPage() {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const { grid } = useListGrid(CustomerProspectionPageDocument, [state, setState], {
    pageOf: (d) => d.customerProspects,
    errorText: CUSTOMER_REPORT_MSG.prospectsFailed,
    ownErrorText: true,
  });
  const canView = can('CLIENTES', 'VISUALIZAR') || can('PRE_CADASTRO_CLIENTE', 'VISUALIZAR');
  const actions = useViewCustomerAction<Row>(canView);
  const select = filterSelects(state, setState, 'prospects');
  const active = ['status', 'deadlineStatus'].filter((k) => state.filters[k]?.[0]).length;
  return (
    <GridPage
      title="Prospecção de Clientes"
      gridKey="customerProspects"
      label="Clientes em prospecção"
      columns={COLUMNS}
      {...grid}
      actions={actions}
      emptyText="Nenhum cliente em prospecção."
      activeFilters={active}
      filters={
        <>
          {select('status', 'Situação', STATUS_OPTIONS)}
          {select('deadlineStatus', 'Status do prazo', DEADLINE_OPTIONS)}
        </>
      }
    />
  );
}
