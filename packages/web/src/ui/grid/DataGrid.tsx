import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  ButtonGroup,
  Callout,
  Checkbox,
  HTMLSelect,
  InputGroup,
  Menu,
  MenuItem,
  NonIdealState,
  Popover,
  Spinner,
  type IconName,
} from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode, Table2, TableLoadingOption } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useDebouncedCallback } from 'use-debounce';
import { GRID } from '@balcao/schema';
import { isPristine, pageCount, withChange, type GridState } from './gridState';
import { GridViewMenu, viewOf, type SavedGridView, type SavedViewStore } from './GridViewMenu';
import { fitView, useGridView, type GridView } from './useGridView';
import { IconButton } from '../form/IconButton';
import { GridExports, type GridExportsConfig } from './GridExports';
import './DataGrid.css';

export type GridColumn<Row> = {
  /** The list's column key: what orderBy and filters name. */
  key: string;
  title: string;
  width?: number;
  sortable?: boolean;
  /** What the cell shows; default: the row's value under `key`, as text. */
  render?: (row: Row) => ReactNode;
  /** Plain text of the cell, for tooltips and copying; default: String(value). */
  text?: (row: Row) => string;
};

export type RowActionKind = 'edit' | 'view' | 'delete' | 'download' | 'redirect' | 'bind' | 'pin' | 'custom';

export type RowAction<Row> = {
  kind: RowActionKind;
  label: string;
  icon?: IconName;
  onClick: (row: Row) => void;
  hidden?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
  /** A toggle (pin: the row's fixed flag): on shows pressed, with `activeLabel` (and the unpin icon). */
  active?: (row: Row) => boolean;
  activeLabel?: string;
};

/** spec/02 §6: a row is inactive when its status is INACTIVE or isActive/active is false. */
export const isInactiveRow = (row: unknown) => {
  const r = row as { status?: unknown; isActive?: unknown; active?: unknown };
  return r.status === 'INACTIVE' || r.isActive === false || r.active === false;
};

const ACTION_ICONS: Record<RowActionKind, IconName> = {
  edit: 'edit',
  view: 'eye-open',
  delete: 'trash',
  download: 'download',
  redirect: 'arrow-right',
  bind: 'link',
  pin: 'pin',
  custom: 'more',
};

export type DataGridProps<Row> = {
  /** Names the grid for its saved view (columns, widths, order). */
  gridKey: string;
  /** Screen reader name of the grid. */
  label: string;
  columns: GridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalRegisters: number;
  loading: boolean;
  /** An error text to show instead of rows. */
  error?: string | null;
  state: GridState;
  onStateChange: (next: GridState) => void;
  actions?: RowAction<Row>[];
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
  const change = (c: Partial<GridState>) => onStateChange(withChange(state, c));
  const debouncedSearch = useDebouncedCallback((q: string) => change({ q }), GRID.searchDebounceMs);

  useEffect(() => setSearch(state.q), [state.q]);

  const applyView = (v: SavedGridView) => {
    setView(
      fitView(
        v.columns,
        columns.map((c) => c.key),
      ),
    );
    onStateChange(
      withChange(state, {
        orderBy: v.orderBy,
        sort: v.orderBy ? v.sort : undefined,
        pageSize: v.pageSize ?? state.pageSize,
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
    // applyView reads the state of this render, which is what should be replaced.
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
  const pages = pageCount(props.totalRegisters, state.pageSize);
  const first = props.totalRegisters === 0 ? 0 : state.page * state.pageSize + 1;
  const last = Math.min(props.totalRegisters, (state.page + 1) * state.pageSize);
  const actionsWidth = Math.max(70, actions.length * 30 + 12);
  const offset = actions.length ? 1 : 0;
  const height = HEADER_HEIGHT + Math.max(rows.length, 1) * ROW_HEIGHT + 18;

  const headerRenderer = (c: GridColumn<Row>) => () => (
    <ColumnHeaderCell
      name={c.title}
      nameRenderer={(name) => (
        <span className="grid-header-name">
          {name}
          {state.orderBy === c.key && (
            <span aria-label={state.sort === 'DESC' ? 'decrescente' : 'crescente'}>
              {state.sort === 'DESC' ? ' ▼' : ' ▲'}
            </span>
          )}
        </span>
      )}
      menuRenderer={
        c.sortable
          ? () => (
              <Menu>
                <MenuItem
                  icon="arrow-up"
                  text="Ordenar crescente"
                  onClick={() => change({ orderBy: c.key, sort: 'ASC' })}
                />
                <MenuItem
                  icon="arrow-down"
                  text="Ordenar decrescente"
                  onClick={() => change({ orderBy: c.key, sort: 'DESC' })}
                />
                {state.orderBy === c.key && (
                  <MenuItem
                    icon="cross"
                    text="Ordem padrão"
                    onClick={() => change({ orderBy: undefined, sort: undefined })}
                  />
                )}
              </Menu>
            )
          : undefined
      }
    />
  );

  const cellText = (c: GridColumn<Row>, row: Row) =>
    c.text ? c.text(row) : String((row as Record<string, unknown>)[c.key] ?? '');

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
        <Popover
          placement="bottom-start"
          content={
            <div className="grid-columns-chooser" aria-label="Colunas visíveis">
              {view.order.map((k) => {
                const c = columns.find((x) => x.key === k);
                if (!c) return null;
                const shown = !view.hidden.includes(k);
                return (
                  <Checkbox
                    key={k}
                    label={c.title}
                    checked={shown}
                    disabled={shown && visible.length === 1}
                    onChange={() =>
                      setView({
                        ...view,
                        hidden: shown ? [...view.hidden, k] : view.hidden.filter((h) => h !== k),
                      })
                    }
                  />
                );
              })}
              <Button variant="minimal" size="small" text="Restaurar colunas" onClick={() => setView(null)} />
            </div>
          }
        >
          <Button icon="column-layout" text="Colunas" />
        </Popover>
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
        <NonIdealState icon="error" title={props.error} />
      ) : !loading && rows.length === 0 ? (
        <NonIdealState icon="search" title={props.emptyText ?? 'Nenhum registro encontrado'} />
      ) : (
        <div
          className="grid-table"
          style={{ height, maxHeight: `calc(100vh - ${GRID.heightOffset}px)` }}
          aria-busy={loading}
        >
          <Table2
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
                                  <RowActionButton
                                    key={a.label}
                                    action={a}
                                    row={row}
                                    name={cellText(visible[0] ?? columns[0]!, row)}
                                  />
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
                  columnHeaderCellRenderer={headerRenderer(c)}
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
          </Table2>
        </div>
      )}
      <div className="grid-pager" role="navigation" aria-label="Paginação">
        <label className="grid-page-size">
          Linhas por página
          <HTMLSelect
            value={state.pageSize}
            onChange={(e) => change({ pageSize: Number(e.target.value) })}
            options={GRID.pageSizes.map((n) => ({ value: n, label: String(n) }))}
          />
        </label>
        <span className="grid-range" aria-live="polite">
          {loading && <Spinner size={14} aria-label="Carregando" />}
          {first.toLocaleString('pt-BR')}–{last.toLocaleString('pt-BR')} de{' '}
          {props.totalRegisters.toLocaleString('pt-BR')}
        </span>
        <ButtonGroup variant="minimal">
          <Button
            icon="double-chevron-left"
            aria-label="Primeira página"
            disabled={state.page === 0}
            onClick={() => change({ page: 0 })}
          />
          <Button
            icon="chevron-left"
            aria-label="Página anterior"
            disabled={state.page === 0}
            onClick={() => change({ page: state.page - 1 })}
          />
          <span className="grid-page-number">
            Página {state.page + 1} de {pages.toLocaleString('pt-BR')}
          </span>
          <Button
            icon="chevron-right"
            aria-label="Próxima página"
            disabled={state.page + 1 >= pages}
            onClick={() => change({ page: state.page + 1 })}
          />
          <Button
            icon="double-chevron-right"
            aria-label="Última página"
            disabled={state.page + 1 >= pages}
            onClick={() => change({ page: pages - 1 })}
          />
        </ButtonGroup>
      </div>
    </section>
  );
}

export type { GridView };

function RowActionButton<Row>({ action: a, row, name }: { action: RowAction<Row>; row: Row; name: string }) {
  const on = a.active?.(row) ?? false;
  const label = on && a.activeLabel ? a.activeLabel : a.label;
  return (
    <IconButton
      icon={a.icon ?? (a.kind === 'pin' && on ? 'unpin' : ACTION_ICONS[a.kind])}
      tooltip={label}
      label={`${label}: ${name}`}
      pressed={a.active ? on : undefined}
      disabled={a.disabled?.(row)}
      onClick={() => a.onClick(row)}
    />
  );
}
