import { Tag } from '@blueprintjs/core';
import { displayOf, vpcRequests } from '@balcao/schema/resources';

const INTENT = {
  DRAFT: 'none',
  IN_APPROVAL: 'warning',
  RETURNED: 'danger',
  APPROVED: 'success',
  CANCELLED: 'none',
} as const;

/** Where a VPC request stands, colored as the other requests' statuses are. */
export function VpcStatusTag({ status }: { status: string | null | undefined }) {
  return (
    <Tag minimal intent={INTENT[status as keyof typeof INTENT] ?? 'none'} className="title-tag">
      {displayOf(vpcRequests, 'status', status)}
    </Tag>
  );
}
