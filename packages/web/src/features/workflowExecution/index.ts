export { WorkflowExecutionPanel, type WorkflowRef } from './WorkflowExecutionPanel';
export { DeadlineTag } from './DeadlineTag';
