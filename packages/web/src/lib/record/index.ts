export { RecordPage, type RecordMode } from './RecordPage';
export { RecordActions } from './RecordActions';
