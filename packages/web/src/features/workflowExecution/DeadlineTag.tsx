import { Tag } from '@blueprintjs/core';
import { DEADLINE_INTENT, DEADLINE_LABEL, type DeadlineStatus } from '@balcao/schema';

/** A task's deadline status: colour and text together, so that neither is needed alone. */
export function DeadlineTag({ status }: { status: DeadlineStatus }) {
  return (
    <Tag minimal={status !== 'OVERDUE'} intent={DEADLINE_INTENT[status]} round>
      {DEADLINE_LABEL[status]}
    </Tag>
  );
}
