import type {
  ActionTitle,
  WorkflowAction,
  ListInput,
  SubstituteReportPage,
  TaskItemPage,
  TaskScope,
  UserWithTask,
  WorkflowContext,
  WorkflowExecutionSummary,
  WorkflowRole,
  WorkflowSla,
  WorkflowTask,
  WorkflowVersion,
} from '../__generated__/resolvers.js';
import DataLoader from 'dataloader';
import type { Http } from './http.js';
import { listPath } from './list.js';

// The REST bodies are the SDL's types field for field (ids as numbers), so the generated types describe them.
type Json = Record<string, unknown>;
const id = (v: string | number) => encodeURIComponent(String(v));
const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? undefined : Number(v);
const QUEUE: Record<TaskScope, string> = {
  MINE: 'mine',
  ASSUMED: 'assumed',
  PENDING: 'pending',
  FINANCIAL: 'financial',
};

/** The workflow engine's REST calls: the only gateway file that knows their paths and bodies. */
export const workflowsClient = (http: Http, token: string | null) => {
  const get = <T>(path: string) => http.request<T>('GET', path, token);
  const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: object) =>
    http.request<T>(method, path, token, body);
  // A page of titles that asks each one's actions reads them in one call (the client lives for one request).
  const actions = new DataLoader<string, WorkflowAction[]>(
    async (ids) => {
      const byTitle = await get<Record<string, WorkflowAction[]>>(
        `/services/action-titles/actions?ids=${ids.map(id).join(',')}`,
      );
      return ids.map((i) => byTitle[i] ?? []);
    },
    { maxBatchSize: 1000 },
  );
  const step = (executionWorkflowId: string, stepId: string) => ({
    executionWorkflowId: Number(executionWorkflowId),
    stepId: Number(stepId),
  });
  return {
    context: (ref: {
      registerId?: string | null;
      workflowTypeId?: string | null;
      workflowTypeCode?: string | null;
      executionWorkflowId?: string | null;
    }) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(ref)) if (v) q.set(k, String(v));
      return get<WorkflowContext>(`/services/workflows/context?${q.toString()}`);
    },
    start: (input: {
      workflowTypeId?: string | null;
      workflowTypeCode?: string | null;
      registerId?: string | null;
      executionWorkflowId?: string | null;
      amount?: string | null;
    }) =>
      send<WorkflowContext>('POST', '/services/workflows/startExecution', {
        amount: input.amount ?? undefined,
        workflowTypeId: num(input.workflowTypeId),
        workflowTypeCode: input.workflowTypeCode ?? undefined,
        registerId: input.registerId ?? undefined,
        executionWorkflowId: num(input.executionWorkflowId),
      }),
    answer: (input: {
      executionWorkflowId: string;
      stepId: string;
      actionId: string;
      values?: unknown;
      items?: { id: string; approved: boolean }[] | null;
      presidency?: boolean | null;
    }) =>
      send<WorkflowContext>(
        'POST',
        input.presidency
          ? '/services/workflows/updateExecutionPresidency'
          : '/services/workflows/updateExecution',
        {
          ...step(input.executionWorkflowId, input.stepId),
          actionId: Number(input.actionId),
          values: input.values ?? undefined,
          items: input.items ?? undefined,
        },
      ),
    saveDraft: (executionWorkflowId: string, stepId: string, values: unknown) =>
      send<WorkflowContext>('PUT', `/services/workflows/updateDraft/${id(executionWorkflowId)}`, {
        stepId: Number(stepId),
        values,
      }),
    agree: (executionWorkflowId: string, stepId: string) =>
      send<WorkflowContext>(
        'POST',
        '/services/workflows/agreeWithExecutionWorkflow',
        step(executionWorkflowId, stepId),
      ),
    stepAction: (
      kind: 'assume' | 'managerAssume' | 'managerLeave',
      executionWorkflowId: string,
      stepId: string,
    ) =>
      send<WorkflowContext>(
        'PUT',
        `/services/workflows/${kind}ExecutionWorkflow/${id(executionWorkflowId)}`,
        { stepId: Number(stepId) },
      ),
    deactivateExecution: (executionWorkflowId: string) =>
      send<WorkflowContext>(
        'PUT',
        `/services/workflows/executionWorkflow/${id(executionWorkflowId)}/deactivate`,
      ),
    transfer: async (fromUserId: string, toUserId: string) =>
      (
        await send<{ executions: number }>('POST', '/services/tasks/transfer', {
          fromUserId: Number(fromUserId),
          toUserId: Number(toUserId),
        })
      ).executions,
    tasks: (scope: TaskScope, input: ListInput | null | undefined) =>
      get<TaskItemPage>(listPath(`/services/tasks/${QUEUE[scope]}`, input)),
    usersWithTask: async () => (await get<{ rows: UserWithTask[] }>('/services/tasks/users-with-task')).rows,

    versions: (typeId: string) => get<WorkflowVersion[]>(`/services/workflows/${id(typeId)}/versions`),
    createVersion: (typeId: string) =>
      send<WorkflowVersion>('POST', `/services/workflows/${id(typeId)}/versions`),
    activeTypes: () =>
      get<{ id: number; code: string; title: string; recordPath: string | null }[]>(
        '/services/workflows/active',
      ),
    historic: (ref: {
      registerId: string;
      workflowTypeId?: string | null;
      workflowTypeCode?: string | null;
    }) => {
      const q = new URLSearchParams();
      for (const [k, v] of Object.entries(ref)) if (v) q.set(k, String(v));
      return get<WorkflowExecutionSummary[]>(`/services/workflows/historic?${q.toString()}`);
    },
    roles: () => get<WorkflowRole[]>('/services/workflows/roles'),
    rolesOf: (ref: string) => get<WorkflowRole[]>(`/services/workflows/by/${id(ref)}/roles`),
    tasksByType: (type: string, alias: string | null | undefined) => {
      const q = new URLSearchParams({ type });
      if (alias) q.set('alias', alias);
      return get<WorkflowTask[]>(`/services/tasks/by-type?${q.toString()}`);
    },
    sla: (ref: string) => get<WorkflowSla>(`/services/workflows/sla/${id(ref)}`),
    findByObject: async (registerId: string, type: string) =>
      (
        await get<{ execution: WorkflowExecutionSummary | null }>(
          `/services/workflows/findByObject?${new URLSearchParams({ registerId, type }).toString()}`,
        )
      ).execution,
    taskVersions: (taskId: string) => get<WorkflowVersion[]>(`/services/tasks/${id(taskId)}/versions`),
    typeIdByCode: async (code: string) =>
      (await get<{ id: number }>(`/services/workflows/code/${id(code)}`)).id,
    updateRole: async (roleId: string, managerUserId: string | null | undefined, members: string[]) =>
      (
        await send<{ success: boolean }>('PUT', `/services/workflows/roles/${id(roleId)}`, {
          managerUserId: num(managerUserId) ?? null,
          members: members.map(Number),
        })
      ).success,
    tasksOf: (versionId: string) => get<WorkflowTask[]>(`/services/tasks/version/${id(versionId)}`),
    createTask: (versionId: string, input: Json) =>
      send<WorkflowTask>('POST', '/services/tasks', { ...input, versionId: Number(versionId) }),
    updateTask: (taskId: string, input: Json) =>
      send<WorkflowTask>('PUT', `/services/tasks/${id(taskId)}`, input),
    deleteTask: async (taskId: string) =>
      (await send<{ success: boolean }>('DELETE', `/services/tasks/${id(taskId)}`)).success,
    reorderTasks: (versionId: string, taskIds: string[]) =>
      send<WorkflowTask[]>('POST', '/services/tasks/execution-order', {
        versionId: Number(versionId),
        taskIds: taskIds.map(Number),
      }),

    allActionTitles: () => get<ActionTitle[]>('/services/action-titles/all'),
    actionsOf: (titleId: string) => actions.load(titleId),
    createAction: (titleId: string, name: string, effect: string) =>
      send<ActionTitle>('POST', `/services/action-titles/${id(titleId)}/actions`, { name, effect }),
    reorderActions: (titleId: string, actionIds: string[]) =>
      send<ActionTitle>('POST', `/services/action-titles/${id(titleId)}/actions/order`, {
        actionIds: actionIds.map(Number),
      }),
    deleteAction: async (actionId: string) =>
      (await send<{ success: boolean }>('DELETE', `/services/action-titles/actions/${id(actionId)}`)).success,

    substituteUsers: (q: string) =>
      get<{ id: number; name: string }[]>(`/services/substitutes/users?q=${encodeURIComponent(q)}`),
    substitutesReport: (input: ListInput | null | undefined) =>
      get<SubstituteReportPage>(listPath('/services/substitutes/report', input)),
  };
};
