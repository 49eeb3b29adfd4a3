import { useApolloClient } from '@apollo/client/react';
import { WorkflowExecutionPanel } from '../workflowExecution';

/**
 * A record's workflow started by the record's own actions (a registration change asked for from its
 * form, a deal sent to approval), as its workflow page shows it below the record: no start button,
 * and once the execution ends (approved: the record holds the asked values or its new status;
 * deactivated: the request is gone) the record's query `recordQuery` is read again.
 */
export function ChangeRequestWorkflow({
  registerId,
  workflowTypeCode,
  recordQuery,
  startHere = false,
  executionWorkflowId,
}: {
  registerId: string;
  /** The execution to show (a task's link names it), where the record has more than one workflow. */
  executionWorkflowId?: string;
  workflowTypeCode: string;
  recordQuery: string;
  /** The workflow is started from this page (the record's own, started by hand). */
  startHere?: boolean;
}) {
  const client = useApolloClient();
  return (
    <WorkflowExecutionPanel
      registerId={registerId}
      workflowTypeCode={workflowTypeCode}
      executionWorkflowId={executionWorkflowId}
      startHere={startHere}
      onContext={(ctx) => {
        if (ctx.status !== 'IN_PROGRESS') void client.refetchQueries({ include: [recordQuery] });
      }}
    />
  );
}
