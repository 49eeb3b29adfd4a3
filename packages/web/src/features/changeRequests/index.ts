export { PendingChange, type PendingRequest } from './PendingChange';
export { ownRequestValues, refusedRequestText } from './requests';
export { ChangeRequestWorkflow } from './ChangeRequestWorkflow';
