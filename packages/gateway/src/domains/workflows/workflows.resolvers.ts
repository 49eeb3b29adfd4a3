import type { Resolvers } from '../../__generated__/resolvers.js';

export const workflowsResolvers: Resolvers = {
  Query: {
    workflowContext: (_, args, { upstream }) => upstream.workflows.context(args),
    workflowVersions: (_, { workflowTypeId }, { upstream }) => upstream.workflows.versions(workflowTypeId),
    activeWorkflowTypes: (_, __, { upstream }) => upstream.workflows.activeTypes(),
    workflowHistoric: (_, args, { upstream }) => upstream.workflows.historic(args),
    workflowRoles: (_, __, { upstream }) => upstream.workflows.roles(),
    workflowTasks: (_, { versionId }, { upstream }) => upstream.workflows.tasksOf(versionId),
    tasks: (_, { scope, input }, { upstream }) => upstream.workflows.tasks(scope ?? 'MINE', input),
    usersWithTask: (_, __, { upstream }) => upstream.workflows.usersWithTask(),
    allActionTitles: (_, __, { upstream }) => upstream.workflows.allActionTitles(),
    substituteUsers: (_, { q }, { upstream }) => upstream.workflows.substituteUsers(q ?? ''),
    substitutesReport: (_, { input }, { upstream }) => upstream.workflows.substitutesReport(input),
    workflowRolesByWorkflow: (_, { ref }, { upstream }) => upstream.workflows.rolesOf(ref),
    tasksByWorkflowType: (_, { type, alias }, { upstream }) => upstream.workflows.tasksByType(type, alias),
    workflowSla: (_, { ref }, { upstream }) => upstream.workflows.sla(ref),
    workflowFindByObject: (_, { registerId, type }, { upstream }) =>
      upstream.workflows.findByObject(registerId, type),
    taskVersions: (_, { taskId }, { upstream }) => upstream.workflows.taskVersions(taskId),
    workflowTypeIdByCode: async (_, { code }, { upstream }) =>
      String(await upstream.workflows.typeIdByCode(code)),
  },
  Mutation: {
    startWorkflowExecution: (_, { input }, { upstream }) => upstream.workflows.start(input),
    answerWorkflowTask: (_, { input }, { upstream }) => upstream.workflows.answer(input),
    saveWorkflowDraft: (_, { executionWorkflowId, stepId, values }, { upstream }) =>
      upstream.workflows.saveDraft(executionWorkflowId, stepId, values),
    agreeWithWorkflowTask: (_, { executionWorkflowId, stepId }, { upstream }) =>
      upstream.workflows.agree(executionWorkflowId, stepId),
    assumeWorkflowTask: (_, { executionWorkflowId, stepId }, { upstream }) =>
      upstream.workflows.stepAction('assume', executionWorkflowId, stepId),
    managerAssumeWorkflowTask: (_, { executionWorkflowId, stepId }, { upstream }) =>
      upstream.workflows.stepAction('managerAssume', executionWorkflowId, stepId),
    managerLeaveWorkflowTask: (_, { executionWorkflowId, stepId }, { upstream }) =>
      upstream.workflows.stepAction('managerLeave', executionWorkflowId, stepId),
    deactivateWorkflowExecution: (_, { executionWorkflowId }, { upstream }) =>
      upstream.workflows.deactivateExecution(executionWorkflowId),
    transferTasks: (_, { fromUserId, toUserId }, { upstream }) =>
      upstream.workflows.transfer(fromUserId, toUserId),
    createWorkflowVersion: (_, { workflowTypeId }, { upstream }) =>
      upstream.workflows.createVersion(workflowTypeId),
    updateWorkflowRole: (_, { id, managerUserId, members }, { upstream }) =>
      upstream.workflows.updateRole(id, managerUserId, members),
    createWorkflowTask: (_, { versionId, input }, { upstream }) =>
      upstream.workflows.createTask(versionId, { ...input, actionTitleId: Number(input.actionTitleId) }),
    updateWorkflowTask: (_, { id, input }, { upstream }) =>
      upstream.workflows.updateTask(id, { ...input, actionTitleId: Number(input.actionTitleId) }),
    deleteWorkflowTask: (_, { id }, { upstream }) => upstream.workflows.deleteTask(id),
    reorderWorkflowTasks: (_, { versionId, taskIds }, { upstream }) =>
      upstream.workflows.reorderTasks(versionId, taskIds),
    createWorkflowAction: (_, { actionTitleId, name, effect }, { upstream }) =>
      upstream.workflows.createAction(actionTitleId, name, effect),
    reorderWorkflowActions: (_, { actionTitleId, actionIds }, { upstream }) =>
      upstream.workflows.reorderActions(actionTitleId, actionIds),
    deleteWorkflowAction: (_, { id }, { upstream }) => upstream.workflows.deleteAction(id),
  },
  ActionTitle: {
    // The list and the record answer the title alone; its actions are read when asked for.
    actions: (t, _, { upstream }) =>
      'actions' in t && Array.isArray(t.actions) ? t.actions : upstream.workflows.actionsOf(String(t.id)),
  },
};
