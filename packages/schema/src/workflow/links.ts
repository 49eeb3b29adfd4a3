import { ORDER_APPROVAL_PATH, ORDERS_PATH } from '../orders/model.js';

/**
 * Where the requester corrects a record returned to him, by its type's record route, when that
 * route is the approvers' page (an order's approval page: the representative corrects it in its
 * edit page, which he may open).
 */
const CORRECTION_PAGES: Readonly<Record<string, string>> = { [ORDER_APPROVAL_PATH]: `${ORDERS_PATH}/edit` };

/**
 * Where a task opens: the record's own page in workflow mode when its type names one
 * (e.g. '/client/customer' → '/client/customer/workflow/42'), otherwise the task panel's
 * generic execution page; the requester's own task (`taskIndex` 0) where he corrects the record
 * when its record route is the approvers' page. Notifications and the task panel both use this.
 */
export function workflowLink(
  recordPath: string | null,
  registerId: string,
  executionId: number,
  taskIndex?: number,
) {
  const correction = taskIndex === 0 && recordPath ? CORRECTION_PAGES[recordPath] : undefined;
  if (correction) return `${correction}/${encodeURIComponent(registerId)}`;
  return recordPath
    ? `${recordPath}/workflow/${encodeURIComponent(registerId)}?executionWorkflowId=${executionId}`
    : `/administrative/taskPanelList/workflow/${executionId}`;
}
