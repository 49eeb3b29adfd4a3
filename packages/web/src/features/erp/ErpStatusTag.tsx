import { Tag, type Intent } from '@blueprintjs/core';
import { ERP_CLIENT_STATUS_LABEL, type ErpClientStatus } from '@balcao/schema';

const INTENT: Record<ErpClientStatus, Intent> = { ACTIVE: 'success', BLOCKED: 'danger', INACTIVE: 'none' };

/** A client's ERP status: Ativo (green), Bloqueado (red), Inativo. */
export function ErpStatusTag({ status }: { status: ErpClientStatus }) {
  return (
    <Tag minimal intent={INTENT[status]}>
      {ERP_CLIENT_STATUS_LABEL[status]}
    </Tag>
  );
}
