import type { ResourceDef } from '@balcao/schema/resources';
import { RecordStatusTag } from '../resources';

const INTENT = {
  DRAFT: 'none',
  IN_APPROVAL: 'warning',
  RETURNED: 'danger',
  APPROVED: 'success',
  CANCELLED: 'none',
} as const;

/**
 * Where a record that goes through approval stands (a VPC request, a FAN), in its area's words,
 * colored alike in every such area.
 */
export function ApprovalStatusTag({ def, status }: { def: ResourceDef; status: string | null | undefined }) {
  return <RecordStatusTag def={def} status={status} intents={INTENT} />;
}
