export { RecordPage, type RecordMode } from './RecordPage';
export { RecordActions, SaveButton } from './RecordActions';
