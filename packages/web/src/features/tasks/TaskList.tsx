import { useMemo } from 'react';
import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import {
  DEADLINE_LABEL,
  DEADLINE_STATUSES,
  formatDateTime,
  isFinancialRecordPath,
  MSG,
} from '@balcao/schema';
import {
  DataGrid,
  pageGridProps,
  toListInput,
  withFilter,
  type GridColumn,
  type RowAction,
} from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { DeadlineTag } from '../workflowExecution';
import {
  TaskListDocument,
  TaskListTypesDocument,
  type TaskListQuery,
  type TaskScope,
} from '../../__generated__/graphql';

type TaskRow = TaskListQuery['tasks']['rows'][number];

const COLUMNS: GridColumn<TaskRow>[] = [
  {
    key: 'deadlineStatus',
    title: 'Situação do prazo',
    width: 170,
    text: (t) => DEADLINE_LABEL[t.deadlineStatus],
    render: (t) => <DeadlineTag status={t.deadlineStatus} />,
  },
  { key: 'taskTitle', title: 'Tarefa', width: 240, sortable: true },
  { key: 'workflowTitle', title: 'Workflow', width: 190, sortable: true },
  {
    key: 'registerId',
    title: 'Registro',
    width: 300,
    sortable: true,
    text: (t) => t.registerName ?? `Registro ${t.registerId}`,
  },
  { key: 'requester', title: 'Solicitante', width: 170, sortable: true },
  {
    key: 'assignee',
    title: 'Responsável',
    width: 170,
    sortable: true,
    text: (t) => t.assignee ?? 'Fila do papel',
  },
  {
    key: 'openedAt',
    title: 'Recebida em',
    width: 160,
    sortable: true,
    text: (t) => (t.openedAt ? formatDateTime(t.openedAt) : '—'),
  },
  {
    key: 'dueAt',
    title: 'Prazo',
    width: 160,
    sortable: true,
    text: (t) => (t.dueAt ? formatDateTime(t.dueAt) : '—'),
  },
];

/** What an empty queue says: each queue names its own tasks. */
const EMPTY_TEXT: Record<TaskScope, string> = {
  MINE: 'Nenhuma tarefa pendente.',
  ASSUMED: 'Nenhuma tarefa assumida.',
  PENDING: 'Nenhuma tarefa pendente.',
  FINANCIAL: 'Nenhuma tarefa do financeiro pendente.',
};

/**
 * A queue of open workflow tasks (across every module, or the financial ones); a row opens its
 * record in workflow mode. The deadline-status filter also reaches answered, not-completed and
 * programmed tasks.
 */
export function TaskList({ scope, title, gridKey }: { scope: TaskScope; title: string; gridKey: string }) {
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const input = toListInput(state);
  const { data, previousData, loading, error } = useQuery(TaskListDocument, {
    variables: { scope, input },
    fetchPolicy: 'cache-and-network',
  });
  const types = useQuery(TaskListTypesDocument);
  const page = (data ?? previousData)?.tasks;
  const actions = useMemo<RowAction<TaskRow>[]>(
    () => [{ kind: 'redirect', label: 'Abrir tarefa', onClick: (t) => navigate(t.link) }],
    [navigate],
  );
  const filterValue = (key: string) => state.filters[key]?.[0] ?? '';
  const setFilter = (key: string, value: string) => setState((s) => withFilter(s, key, value));
  const activeFilters = Object.values(state.filters).filter((v) => v.some(Boolean)).length;

  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      <DataGrid
        gridKey={gridKey}
        label={title}
        columns={COLUMNS}
        {...pageGridProps(page, loading, error, MSG.workflowListFailed)}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText={filterValue('deadlineStatus') ? 'Nenhuma tarefa nesta situação.' : EMPTY_TEXT[scope]}
        activeFilters={activeFilters}
        filters={
          <>
            <FormGroup label="Situação do prazo" labelFor={`${gridKey}-filter-deadline`} inline>
              <HTMLSelect
                id={`${gridKey}-filter-deadline`}
                value={filterValue('deadlineStatus')}
                onChange={(e) => setFilter('deadlineStatus', e.target.value)}
                options={[
                  { value: '', label: 'Abertas' },
                  ...DEADLINE_STATUSES.map((s) => ({ value: s, label: DEADLINE_LABEL[s] })),
                ]}
              />
            </FormGroup>
            <FormGroup label="Prazo" labelFor={`${gridKey}-filter-overdue`} inline>
              <HTMLSelect
                id={`${gridKey}-filter-overdue`}
                value={filterValue('overdue')}
                onChange={(e) => setFilter('overdue', e.target.value)}
                options={[
                  { value: '', label: 'Todos' },
                  { value: 'true', label: 'Atrasadas' },
                  { value: 'false', label: 'No prazo' },
                ]}
              />
            </FormGroup>
            <FormGroup label="Assumida" labelFor={`${gridKey}-filter-assumed`} inline>
              <HTMLSelect
                id={`${gridKey}-filter-assumed`}
                value={filterValue('assumed')}
                onChange={(e) => setFilter('assumed', e.target.value)}
                options={[
                  { value: '', label: 'Todas' },
                  { value: 'true', label: 'Assumidas' },
                  { value: 'false', label: 'Na fila' },
                ]}
              />
            </FormGroup>
            {types.data && (
              <FormGroup label="Workflow" labelFor={`${gridKey}-filter-type`} inline>
                <HTMLSelect
                  id={`${gridKey}-filter-type`}
                  value={filterValue('workflowTypeId')}
                  onChange={(e) => setFilter('workflowTypeId', e.target.value)}
                  options={[
                    { value: '', label: 'Todos' },
                    ...types.data.activeWorkflowTypes
                      // The finance queue offers its own workflows only.
                      .filter((t) => scope !== 'FINANCIAL' || isFinancialRecordPath(t.recordPath))
                      .map((t) => ({ value: t.id, label: t.title })),
                  ]}
                />
              </FormGroup>
            )}
          </>
        }
      />
    </div>
  );
}
