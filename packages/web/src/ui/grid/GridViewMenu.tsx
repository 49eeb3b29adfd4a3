import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import type { GridState, SortDirection } from './gridState';
import type { GridView } from './useGridView';

/** What a user saves of a grid, on the server: its columns, sort, page size and filters. */
export type SavedGridView = {
  columns: GridView;
  orderBy?: string;
  sort?: SortDirection;
  pageSize?: number;
  filters?: Record<string, string[]>;
};

export type SavedViewStore = {
  /** undefined while it loads; null when the user has none. */
  view: SavedGridView | null | undefined;
  onSave: (view: SavedGridView) => Promise<void>;
  onDelete: () => Promise<void>;
};

/** The saved view of what the grid shows now. */
export function viewOf(columns: GridView, state: GridState): SavedGridView {
  const filters = Object.fromEntries(
    Object.entries(state.filters)
      .map(([k, v]) => [k, v.filter(Boolean)] as const)
      .filter(([, v]) => v.length > 0),
  );
  return {
    columns,
    ...(state.orderBy ? { orderBy: state.orderBy, sort: state.sort ?? 'ASC' } : {}),
    pageSize: state.pageSize,
    filters,
  };
}

type Props = {
  store: SavedViewStore;
  current: () => SavedGridView;
  onApply: (view: SavedGridView) => void;
};

/** 'Visão': save what the grid shows now for this user, apply the saved one, or forget it. */
export function GridViewMenu({ store, current, onApply }: Props) {
  const [busy, setBusy] = useState(false);
  const run = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  const saved = store.view;
  return (
    <PopoverNext
      placement="bottom-start"
      content={
        <Menu aria-label="Visão da lista">
          <MenuItem
            icon="floppy-disk"
            text="Salvar visão atual"
            onClick={() => run(() => store.onSave(current()))}
          />
          <MenuItem
            icon="bookmark"
            text="Aplicar visão salva"
            disabled={!saved}
            onClick={() => saved && onApply(saved)}
          />
          <MenuItem
            icon="trash"
            text="Excluir visão salva"
            disabled={!saved}
            onClick={() => run(store.onDelete)}
          />
        </Menu>
      }
    >
      <Button icon="bookmark" text="Visão" loading={busy} aria-haspopup="menu" />
    </PopoverNext>
  );
}
