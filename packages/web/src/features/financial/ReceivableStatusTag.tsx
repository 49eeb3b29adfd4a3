import { Tag } from '@blueprintjs/core';
import { displayOf, receivables } from '@balcao/schema/resources';

const INTENT = { DUE: 'primary', OVERDUE: 'danger', PAID: 'success' } as const;

/** Where a receivable stands as of today: overdue in red, paid in green. */
export function ReceivableStatusTag({ status }: { status: string | null | undefined }) {
  return (
    <Tag
      minimal={status !== 'OVERDUE'}
      intent={INTENT[status as keyof typeof INTENT] ?? 'none'}
      icon={status === 'OVERDUE' ? 'warning-sign' : undefined}
      className="title-tag"
    >
      {displayOf(receivables, 'status', status)}
    </Tag>
  );
}
