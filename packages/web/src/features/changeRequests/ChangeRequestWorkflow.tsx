import { useApolloClient } from '@apollo/client/react';
import { WorkflowExecutionPanel } from '../workflowExecution';

/**
 * A record's registration change workflow, as its workflow page shows it below the record: no
 * start button (the record's form asks for changes), and once the execution ends (approved: the
 * record holds the asked values; deactivated: the request is gone) the record's query `recordQuery`
 * is read again.
 */
export function ChangeRequestWorkflow({
  registerId,
  workflowTypeCode,
  recordQuery,
}: {
  registerId: string;
  workflowTypeCode: string;
  recordQuery: string;
}) {
  const client = useApolloClient();
  return (
    <WorkflowExecutionPanel
      registerId={registerId}
      workflowTypeCode={workflowTypeCode}
      startHere={false}
      onContext={(ctx) => {
        if (ctx.status !== 'IN_PROGRESS') void client.refetchQueries({ include: [recordQuery] });
      }}
    />
  );
}
