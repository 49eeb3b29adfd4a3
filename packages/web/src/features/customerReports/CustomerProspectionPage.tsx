import { useMemo } from 'react';
import { FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import {
  CUSTOMER_REPORT_MSG,
  CUSTOMER_STATUS_LABEL,
  DEADLINE_INTENT,
  DEADLINE_LABEL,
  formatCnpj,
  formatCpf,
  formatDateTime,
  PROSPECT_STATUSES,
  type DeadlineStatus,
} from '@balcao/schema';
import { DataGrid, toListInput, withFilter, type GridColumn, type RowAction } from '../../ui/grid';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { useGridUrlState } from '../../lib/useGridUrlState';
import {
  CustomerProspectionPageDocument,
  type CustomerProspectionPageQuery,
} from '../../__generated__/graphql';
import { StatusTag } from './StatusTag';

type Row = CustomerProspectionPageQuery['customerProspects']['rows'][number];
const RECORD = '/client/customer/view';

const COLUMNS: GridColumn<Row>[] = [
  { key: 'corporateName', title: 'Razão social', width: 260, sortable: true },
  {
    key: 'cnpj',
    title: 'CNPJ / CPF',
    width: 160,
    sortable: true,
    text: (r) => (r.cnpj ? formatCnpj(r.cnpj) : formatCpf(r.cpf ?? '')),
  },
  { key: 'companyCode', title: 'Matriz', width: 100 },
  { key: 'city', title: 'Cidade', width: 150, text: (r) => (r.city ? `${r.city}/${r.uf ?? ''}` : '') },
  { key: 'representativeName', title: 'Representante', width: 160 },
  {
    key: 'status',
    title: 'Situação',
    width: 120,
    sortable: true,
    render: (r) => <StatusTag status={r.status} />,
  },
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
  {
    key: 'createdAt',
    title: 'Cadastrado em',
    width: 160,
    sortable: true,
    text: (r) => formatDateTime(r.createdAt),
  },
];

/** /client/customerProspection/view (PROSPECCAO_CLIENTE): prospects and their flow's deadline, read only. */
export function CustomerProspectionPage() {
  const can = useCan();
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error } = useQuery(CustomerProspectionPageDocument, {
    variables: { input: toListInput(state) },
    ...OWN_ERROR_TEXT,
  });
  const page = (data ?? previousData)?.customerProspects;
  const canView = can('CLIENTES', 'VISUALIZAR') || can('PRE_CADASTRO_CLIENTE', 'VISUALIZAR');
  const actions = useMemo<RowAction<Row>[]>(
    () => [
      {
        kind: 'view',
        label: 'Visualizar',
        hidden: () => !canView,
        onClick: (r) => navigate(`${RECORD}/${r.id}`),
      },
    ],
    [canView, navigate],
  );
  const filter = (key: string, label: string, options: { value: string; label: string }[]) => (
    <FormGroup label={label} labelFor={`prospects-filter-${key}`} inline>
      <HTMLSelect
        id={`prospects-filter-${key}`}
        value={state.filters[key]?.[0] ?? ''}
        onChange={(e) => setState((s) => withFilter(s, key, e.target.value))}
        options={[{ value: '', label: 'Todos' }, ...options]}
      />
    </FormGroup>
  );
  const active = ['status', 'deadlineStatus'].filter((k) => state.filters[k]?.[0]).length;
  return (
    <div className="page">
      <h1 className="page-title">Prospecção de Clientes</h1>
      <DataGrid
        gridKey="customerProspects"
        label="Clientes em prospecção"
        columns={COLUMNS}
        rows={page?.rows ?? []}
        rowKey={(r) => r.id}
        totalRegisters={page?.totalRegisters ?? 0}
        loading={loading}
        error={error && !page ? CUSTOMER_REPORT_MSG.prospectsFailed : null}
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
