export {
  DataGrid,
  type DataGridProps,
  type GridColumn,
  type RowAction,
  type RowActionKind,
} from './DataGrid';
export { initialGridState, toListInput, withChange, type GridState, type ListInputValue } from './gridState';
export type { GridView } from './useGridView';
export { exportQueryString } from './gridState';
