import { Button } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from '@balcao/schema';
import { WorkflowExecutionPanel } from '../workflowExecution';
import { TaskList } from './TaskList';

/**
 * /administrative/taskPanelList: my tasks; /workflow/:executionWorkflowId opens one execution when
 * its record has no page of its own yet (the type names no recordPath).
 */
export function TaskPanelPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const match = matchRoute(pathname);
  const id = pathname.split('/')[4];
  if (match?.variant === 'workflow' && id)
    return (
      <div className="page">
        <h1 className="page-title">Execução de workflow</h1>
        <div>
          <Button
            className="wf-back"
            icon="arrow-left"
            minimal
            onClick={() => navigate('/administrative/taskPanelList')}
          >
            Voltar ao painel de tarefas
          </Button>
        </div>
        <WorkflowExecutionPanel key={id} executionWorkflowId={id} />
      </div>
    );
  return <TaskList scope="MINE" title="Painel de Tarefas" gridKey="taskPanel" />;
}

export const AssumedTasksPage = () => (
  <TaskList scope="ASSUMED" title="Tarefas Assumidas" gridKey="assumedTasks" />
);
export const PendingTasksPage = () => (
  <TaskList scope="PENDING" title="Tarefas Pendentes" gridKey="pendingTasks" />
);
/** /financial/tasks: the finance team's queue, the task panel of the financial workflow types. */
export const FinancialTasksPage = () => (
  <TaskList scope="FINANCIAL" title="Tarefas do Financeiro" gridKey="financialTasks" />
);
