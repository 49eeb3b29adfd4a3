/**
 * Where a task opens: the record's own page in workflow mode when its type names one
 * (e.g. '/client/customer' → '/client/customer/workflow/42'), otherwise the task panel's
 * generic execution page. Notifications and the task panel both use this.
 */
export function workflowLink(recordPath: string | null, registerId: string, executionId: number) {
  return recordPath
    ? `${recordPath}/workflow/${encodeURIComponent(registerId)}?executionWorkflowId=${executionId}`
    : `/administrative/taskPanelList/workflow/${executionId}`;
}
