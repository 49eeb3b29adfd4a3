import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import {
  AgreeWithWorkflowTaskDocument,
  AnswerWorkflowTaskDocument,
  AssumeWorkflowTaskDocument,
  DeactivateWorkflowExecutionDocument,
  ManagerAssumeWorkflowTaskDocument,
  ManagerLeaveWorkflowTaskDocument,
  SaveWorkflowDraftDocument,
  StartWorkflowExecutionDocument,
  type WorkflowExecutionPanel_ContextFragment,
} from '../../__generated__/graphql';
import { actionErrorText } from './errors';

type Ctx = WorkflowExecutionPanel_ContextFragment;

/**
 * The execution's mutations. Each answers the new context, which replaces the shown one (the
 * context has no id for the cache to merge); a refused action leaves its message beside the panel.
 */
export function useWorkflowActions(onContext: (ctx: Ctx) => void) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [start] = useMutation(StartWorkflowExecutionDocument);
  const [answer] = useMutation(AnswerWorkflowTaskDocument);
  const [draft] = useMutation(SaveWorkflowDraftDocument);
  const [agree] = useMutation(AgreeWithWorkflowTaskDocument);
  const [assume] = useMutation(AssumeWorkflowTaskDocument);
  const [managerAssume] = useMutation(ManagerAssumeWorkflowTaskDocument);
  const [managerLeave] = useMutation(ManagerLeaveWorkflowTaskDocument);
  const [deactivate] = useMutation(DeactivateWorkflowExecutionDocument);

  async function run<T>(call: () => Promise<{ data?: T | null }>, pick: (d: T) => Ctx, success?: string) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await call();
      if (data) onContext(pick(data));
      if (success) notify.success(success);
    } catch (e) {
      setError(actionErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  /** An action on the current step that needs nothing but it (the session says who acts). */
  const onStep =
    <T>(
      mutate: (options: { variables: ReturnType<typeof ids> }) => Promise<{ data?: T | null }>,
      pick: (d: T) => Ctx,
      success: string,
    ) =>
    (ctx: Ctx) =>
      run(() => mutate({ variables: ids(ctx) }), pick, success);

  return {
    error,
    busy,
    start: (registerId: string, workflowTypeId: string, executionWorkflowId?: string | null) =>
      run(
        () =>
          start({
            variables: {
              input: executionWorkflowId ? { executionWorkflowId } : { registerId, workflowTypeId },
            },
          }),
        (d) => d.startWorkflowExecution,
        MSG.workflowStarted,
      ),
    answer: (ctx: Ctx, actionId: string, values: Record<string, string>, presidency: boolean) =>
      run(
        () =>
          answer({
            variables: {
              input: {
                executionWorkflowId: ctx.executionWorkflowId!,
                stepId: ctx.currentStepId!,
                actionId,
                values,
                presidency,
              },
            },
          }),
        (d) => d.answerWorkflowTask,
        MSG.workflowAnswered,
      ),
    saveDraft: (ctx: Ctx, values: Record<string, string>) =>
      run(
        () =>
          draft({
            variables: { executionWorkflowId: ctx.executionWorkflowId!, stepId: ctx.currentStepId!, values },
          }),
        (d) => d.saveWorkflowDraft,
        MSG.draftSaved,
      ),
    agree: onStep(agree, (d) => d.agreeWithWorkflowTask, MSG.changeSaved),
    assume: onStep(assume, (d) => d.assumeWorkflowTask, MSG.taskAssumed),
    managerAssume: onStep(managerAssume, (d) => d.managerAssumeWorkflowTask, MSG.taskAssumed),
    deactivate: (ctx: Ctx) =>
      run(
        () => deactivate({ variables: { executionWorkflowId: ctx.executionWorkflowId! } }),
        (d) => d.deactivateWorkflowExecution,
        MSG.changeSaved,
      ),
    managerLeave: onStep(managerLeave, (d) => d.managerLeaveWorkflowTask, MSG.changeSaved),
  };
}

const ids = (ctx: Ctx) => ({ executionWorkflowId: ctx.executionWorkflowId!, stepId: ctx.currentStepId! });
