import type { signInAs } from './testApp.js';

type Call = Awaited<ReturnType<typeof signInAs>>;
export type RecordCtx = {
  executionWorkflowId: string;
  currentStepId: string;
  status: string;
  actions: { id: string; name: string }[];
};

/**
 * A record's workflow as its page reads it, and `who` answering its current task by the action's
 * name, through the REST routes (GET /workflows/context, POST /workflows/updateExecution).
 */
export function recordWorkflow(call: Call, workflowTypeCode: string) {
  const context = async (who: string, registerId: number | string) =>
    (
      await call(
        who,
        'GET',
        `/services/workflows/context?registerId=${registerId}&workflowTypeCode=${workflowTypeCode}`,
      )
    ).json<RecordCtx>();
  /** An answer to the task as `ctx` showed it (two people answering what both read at once). */
  const answerAs = (who: string, ctx: RecordCtx, action: string) =>
    call(who, 'POST', '/services/workflows/updateExecution', {
      executionWorkflowId: ctx.executionWorkflowId,
      stepId: ctx.currentStepId,
      actionId: ctx.actions.find((a) => a.name === action)!.id,
    });
  const answer = async (who: string, registerId: number | string, action: string) =>
    answerAs(who, await context(who, registerId), action);
  return { context, answer, answerAs };
}
