import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Callout, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, TableLoadingOption } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useDebouncedCallback } from 'use-debounce';
import { GRID } from '@balcao/schema';
import { isPristine, withChange, type GridState, type GridStateUpdate } from './gridState';
import { GridViewMenu, viewOf, type SavedGridView, type SavedViewStore } from './GridViewMenu';
import { fitView, useGridView, type GridView } from './useGridView';
import { GridColumnsChooser } from './GridColumnsChooser';
import { GridPager, type GridCursors } from './GridPager';
import { ErrorPanel } from '../feedback';
import { sortableHeader } from './sortableHeader';
import { RowActionButton, type GridColumn, type RowAction } from './rowActions';
import { GridExports, type GridExportsConfig } from './GridExports';
import { useReachableBody } from './useReachableBody';
import { GridTable } from './GridTable';
import './DataGrid.css';

export type DataGridProps<Row> = {
  /** Names the grid for its saved view (columns, widths, order). */
  gridKey: string;
  /** Screen reader name of the grid. */
  label: string;
  columns: GridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalRegisters: number;
  /** `totalRegisters` is an estimate: the pager says 'cerca de'. */
  totalEstimated?: boolean;
  /** The page's cursors, when the list answers them: the pager reads the next and previous pages from them. */
  cursors?: GridCursors;
  loading: boolean;
  /** An error text to show instead of rows, with 'Tentar novamente'. */
  error?: string | null;
  /** What 'Tentar novamente' does (the list query's refetch); default: the screen is loaded again. */
  onRetry?: () => void;
  state: GridState;
  /** Gets each change as an update of the latest state, so that changes made in one tick compose. */
  onStateChange: (update: GridStateUpdate) => void;
  actions?: RowAction<Row>[];
  /**
   * Names a row in its actions' accessible names ('Excluir: <name>'); default: the text of the first
   * visible column that has any. Give it where that column is not the row's name (a checkbox, a flag).
   */
  rowLabel?: (row: Row) => string;
  onAdd?: () => void;
  addLabel?: string;
  /** The filter panel the screen draws; the filter button shows it. */
  filters?: ReactNode;
  activeFilters?: number;
  /** More toolbar buttons. */
  toolbar?: ReactNode;
  /** Exports of what the grid selects, with the columns the user sees, in that order. */
  exports?: GridExportsConfig;
  emptyText?: string;
  /** The user's saved view on the server: applied when the grid opens with nothing chosen yet. */
  savedView?: SavedViewStore;
  /** spec/02 §9: an optional warning shown when a page takes longer than `afterMs`. */
  longWait?: { afterMs: number; message: string };
};

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 30;

/**
 * The data grid every list uses (spec/02 §2, §7, §9): server paging (10/25/50/100), sorting from the
 * column header menu, search debounced 500 ms, a filter panel, row actions with per-row conditions,
 * loading and empty states, sticky header and at most the viewport height minus 215 px; columns can
 * be resized, reordered and hidden, and that view is kept per grid.
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { columns, rows, state, onStateChange, actions = [], loading } = props;
  const [view, setView] = useGridView(props.gridKey, columns);
  const [search, setSearch] = useState(state.q);
  const [showFilters, setShowFilters] = useState(false);
  const [waitedLong, setWaitedLong] = useState(false);
  const change = (c: Partial<GridState>) => onStateChange((s) => withChange(s, c));
  const debouncedSearch = useDebouncedCallback((q: string) => change({ q }), GRID.searchDebounceMs);

  useEffect(() => setSearch(state.q), [state.q]);

  const applyView = (v: SavedGridView) => {
    setView(
      fitView(
        v.columns,
        columns.map((c) => c.key),
      ),
    );
    onStateChange((s) =>
      withChange(s, {
        orderBy: v.orderBy,
        sort: v.orderBy ? v.sort : undefined,
        pageSize: v.pageSize ?? s.pageSize,
        filters: v.filters ?? {},
      }),
    );
  };
  // A saved view applies once, when the grid opens as it would by default (a link with its own
  // page, sort or filters keeps them).
  const savedLoaded = props.savedView?.view;
  const [appliedSaved, setAppliedSaved] = useState(false);
  useEffect(() => {
    if (appliedSaved || savedLoaded === undefined) return;
    setAppliedSaved(true);
    if (savedLoaded && isPristine(state)) applyView(savedLoaded);
    // Only when the saved view arrives: whether the grid is still as it opens is this render's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedLoaded, appliedSaved]);
  useEffect(() => {
    if (!loading || !props.longWait) return setWaitedLong(false);
    const t = setTimeout(() => setWaitedLong(true), props.longWait.afterMs);
    return () => clearTimeout(t);
  }, [loading, props.longWait]);

  const visible = useMemo(
    () =>
      view.order
        .map((k) => columns.find((c) => c.key === k))
        .filter((c): c is GridColumn<Row> => Boolean(c) && !view.hidden.includes(c!.key)),
    [columns, view],
  );
  const actionsWidth = Math.max(70, actions.length * 30 + 12);
  const offset = actions.length ? 1 : 0;
  const height = HEADER_HEIGHT + Math.max(rows.length, 1) * ROW_HEIGHT + 18;

  const cellText = (c: GridColumn<Row>, row: Row) =>
    c.text ? c.text(row) : String((row as Record<string, unknown>)[c.key] ?? '');
  const rowName = (row: Row) =>
    props.rowLabel?.(row) ?? [...visible, ...columns].map((c) => cellText(c, row).trim()).find(Boolean) ?? '';
  const tableRef = useReachableBody(props.label);

  return (
    <section className="data-grid" aria-label={props.label}>
      <div className="grid-toolbar">
        <InputGroup
          leftIcon="search"
          type="search"
          placeholder="Pesquisar"
          aria-label="Pesquisar"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            debouncedSearch(e.target.value);
          }}
          onKeyDown={(e) => e.key === 'Enter' && debouncedSearch.flush()}
          className="grid-search"
        />
        {props.filters && (
          <Button
            icon="filter"
            text={props.activeFilters ? `Filtros (${props.activeFilters})` : 'Filtros'}
            active={showFilters}
            aria-expanded={showFilters}
            onClick={() => setShowFilters((s) => !s)}
          />
        )}
        <GridColumnsChooser columns={columns} view={view} visibleCount={visible.length} setView={setView} />
        {props.savedView && (
          <GridViewMenu store={props.savedView} current={() => viewOf(view, state)} onApply={applyView} />
        )}
        {props.exports && (
          <GridExports
            config={props.exports}
            totalRegisters={props.totalRegisters}
            columns={() => visible.map((c) => c.key)}
          />
        )}
        {props.toolbar}
        <span className="grid-toolbar-spacer" />
        {props.onAdd && (
          <Button intent="primary" icon="plus" text={props.addLabel ?? 'Incluir'} onClick={props.onAdd} />
        )}
      </div>
      {showFilters && props.filters && <div className="grid-filters">{props.filters}</div>}
      {waitedLong && props.longWait && (
        <Callout intent="warning" role="status" className="grid-long-wait">
          {props.longWait.message}
        </Callout>
      )}
      {props.error ? (
        <ErrorPanel title={props.error} onRetry={props.onRetry} />
      ) : !loading && rows.length === 0 ? (
        <NonIdealState icon="search" title={props.emptyText ?? 'Nenhum registro encontrado'} />
      ) : (
        <div
          ref={tableRef}
          className="grid-table"
          style={{ height, maxHeight: `calc(100vh - ${GRID.heightOffset}px)` }}
          aria-busy={loading}
        >
          <GridTable
            numRows={rows.length || (loading ? state.pageSize : 0)}
            defaultRowHeight={ROW_HEIGHT}
            enableRowHeader={false}
            enableColumnReordering
            enableColumnResizing
            enableFocusedCell={false}
            renderMode={RenderMode.NONE}
            loadingOptions={loading ? [TableLoadingOption.CELLS] : []}
            // The actions come first and stay in view while the other columns scroll sideways.
            numFrozenColumns={offset}
            columnWidths={[
              ...(actions.length ? [actionsWidth] : []),
              ...visible.map((c) => view.widths[c.key] ?? c.width ?? 160),
            ]}
            onColumnWidthChanged={(index, size) => {
              const c = visible[index - offset];
              if (c) setView({ ...view, widths: { ...view.widths, [c.key]: size } });
            }}
            onColumnsReordered={(oldIndex, newIndex, length) => {
              if (oldIndex < offset || newIndex < offset) return;
              const keys = visible.map((c) => c.key);
              const moved = keys.splice(oldIndex - offset, length);
              keys.splice(newIndex - offset, 0, ...moved);
              const hidden = view.order.filter((k) => !keys.includes(k));
              setView({ ...view, order: [...keys, ...hidden] });
            }}
            cellRendererDependencies={[rows, visible, actions]}
            getCellClipboardData={(r, c) => {
              const col = visible[c - offset];
              const row = rows[r];
              return col && row !== undefined ? cellText(col, row) : '';
            }}
          >
            {[
              ...(actions.length
                ? [
                    <Column
                      key="__actions"
                      id="__actions"
                      name="Ações"
                      columnHeaderCellRenderer={() => <ColumnHeaderCell name="Ações" />}
                      cellRenderer={(r) => {
                        const row = rows[r];
                        return (
                          <Cell interactive className="grid-actions">
                            {row !== undefined &&
                              actions
                                .filter((a) => !a.hidden?.(row))
                                .map((a) => (
                                  <RowActionButton key={a.label} action={a} row={row} name={rowName(row)} />
                                ))}
                          </Cell>
                        );
                      }}
                    />,
                  ]
                : []),
              ...visible.map((c) => (
                <Column
                  key={c.key}
                  id={c.key}
                  name={c.title}
                  columnHeaderCellRenderer={() => sortableHeader(c, state, change)}
                  cellRenderer={(r) => {
                    const row = rows[r];
                    return (
                      <Cell tooltip={row === undefined ? undefined : cellText(c, row)}>
                        {row === undefined ? '' : c.render ? c.render(row) : cellText(c, row)}
                      </Cell>
                    );
                  }}
                />
              )),
            ]}
          </GridTable>
        </div>
      )}
      <GridPager
        state={state}
        totalRegisters={props.totalRegisters}
        estimated={props.totalEstimated ?? false}
        cursors={props.cursors}
        loading={loading}
        change={change}
      />
    </section>
  );
}

export type { GridView };
export { isInactiveRow, type GridColumn, type RowAction, type RowActionKind } from './rowActions';
