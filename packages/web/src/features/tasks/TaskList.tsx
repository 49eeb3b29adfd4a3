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
  filterSelects,
  GridPage,
  twoWayOptions,
  type GridColumn,
  type RowAction,
} from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useListGrid } from '../../lib/useListGrid';
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

const DEADLINE_OPTIONS = [
  { value: '', label: 'Abertas' },
  ...DEADLINE_STATUSES.map((s) => ({ value: s, label: DEADLINE_LABEL[s] })),
];

/**
 * A queue of open workflow tasks (across every module, or the financial ones); a row opens its
 * record in workflow mode. The deadline-status filter also reaches answered, not-completed and
 * programmed tasks.
 */
export function TaskList({ scope, title, gridKey }: { scope: TaskScope; title: string; gridKey: string }) {
  const navigate = useNavigate();
  const [state, setState] = useGridUrlState();
  const { grid } = useListGrid(TaskListDocument, [state, setState], {
    pageOf: (d) => d.tasks,
    errorText: MSG.workflowListFailed,
    variables: { scope },
    fetchPolicy: 'cache-and-network',
  });
  const types = useQuery(TaskListTypesDocument);
  const actions = useMemo<RowAction<TaskRow>[]>(
    () => [{ kind: 'redirect', label: 'Abrir tarefa', onClick: (t) => navigate(t.link) }],
    [navigate],
  );
  const select = filterSelects(state, setState, gridKey);

  return (
    <GridPage
      title={title}
      gridKey={gridKey}
      label={title}
      columns={COLUMNS}
      {...grid}
      actions={actions}
      emptyText={state.filters.deadlineStatus?.[0] ? 'Nenhuma tarefa nesta situação.' : EMPTY_TEXT[scope]}
      activeFilters={activeFilterCount(state)}
      filters={
        <>
          {select('deadlineStatus', 'Situação do prazo', DEADLINE_OPTIONS, 'deadline')}
          {select('overdue', 'Prazo', twoWayOptions('Todos', 'Atrasadas', 'No prazo'))}
          {select('assumed', 'Assumida', twoWayOptions('Todas', 'Assumidas', 'Na fila'))}
          {types.data &&
            select(
              'workflowTypeId',
              'Workflow',
              [
                { value: '', label: 'Todos' },
                ...types.data.activeWorkflowTypes
                  // The finance queue offers its own workflows only.
                  .filter((t) => scope !== 'FINANCIAL' || isFinancialRecordPath(t.recordPath))
                  .map((t) => ({ value: t.id, label: t.title })),
              ],
              'type',
            )}
        </>
      }
    />
  );
}
