export { RowsTable, type RowsTableColumn } from './RowsTable';
