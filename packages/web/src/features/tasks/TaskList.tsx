import { useMemo } from 'react';
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
  activeFilterCount,
  DataGrid,
  GridFilterSelect,
  pageGridProps,
  toListInput,
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
  const filter = { state, onStateChange: setState };

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
        emptyText={state.filters.deadlineStatus?.[0] ? 'Nenhuma tarefa nesta situação.' : EMPTY_TEXT[scope]}
        activeFilters={activeFilterCount(state)}
        filters={
          <>
            <GridFilterSelect
              {...filter}
              id={`${gridKey}-filter-deadline`}
              label="Situação do prazo"
              filterKey="deadlineStatus"
              options={[
                { value: '', label: 'Abertas' },
                ...DEADLINE_STATUSES.map((s) => ({ value: s, label: DEADLINE_LABEL[s] })),
              ]}
            />
            <GridFilterSelect
              {...filter}
              id={`${gridKey}-filter-overdue`}
              label="Prazo"
              filterKey="overdue"
              options={[
                { value: '', label: 'Todos' },
                { value: 'true', label: 'Atrasadas' },
                { value: 'false', label: 'No prazo' },
              ]}
            />
            <GridFilterSelect
              {...filter}
              id={`${gridKey}-filter-assumed`}
              label="Assumida"
              filterKey="assumed"
              options={[
                { value: '', label: 'Todas' },
                { value: 'true', label: 'Assumidas' },
                { value: 'false', label: 'Na fila' },
              ]}
            />
            {types.data && (
              <GridFilterSelect
                {...filter}
                id={`${gridKey}-filter-type`}
                label="Workflow"
                filterKey="workflowTypeId"
                options={[
                  { value: '', label: 'Todos' },
                  ...types.data.activeWorkflowTypes
                    // The finance queue offers its own workflows only.
                    .filter((t) => scope !== 'FINANCIAL' || isFinancialRecordPath(t.recordPath))
                    .map((t) => ({ value: t.id, label: t.title })),
                ]}
              />
            )}
          </>
        }
      />
    </div>
  );
}
