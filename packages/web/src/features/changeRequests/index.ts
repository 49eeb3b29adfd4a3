export { PendingChange, type PendingRequest } from './PendingChange';
export { recordValues, refusedRequestText } from './requests';
export { ChangeRequestWorkflow } from './ChangeRequestWorkflow';
export { ChangeRequestRecordPage, type ChangeRequestFormProps } from './ChangeRequestRecordPage';
