export {
  DataGrid,
  isInactiveRow,
  type DataGridProps,
  type GridColumn,
  type RowAction,
  type RowActionKind,
} from './DataGrid';
export { GridPage } from './GridPage';
export { filterSelects, twoWayOptions, type FilterOption } from './filterSelects';
export {
  activeFilterCount,
  initialGridState,
  toListInput,
  withChange,
  withFilter,
  withFilters,
  type GridState,
  type GridStateUpdate,
  type ListInputValue,
} from './gridState';
export type { GridView } from './useGridView';
export { exportQueryString } from './gridState';
export type { GridExportsConfig } from './GridExports';
export { type SavedGridView, type SavedViewStore } from './GridViewMenu';
export { activeColumn, createdAtColumn, updatedAtColumn } from './columns';
export { pageGridProps } from './pageGridProps';
