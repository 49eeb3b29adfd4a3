export { HistoryPanel } from './HistoryPanel';
export { formatValue } from './formatValue';
