import { Menu, MenuItem } from '@blueprintjs/core';
import { ColumnHeaderCell } from '@blueprintjs/table';
import type { GridState } from './gridState';
import type { GridColumn } from './rowActions';

/**
 * A column header: its title with the sort arrow, and for a sortable column the sort menu. A plain
 * function, not a component: the table clones the ColumnHeaderCell it returns to give it its
 * position and width, which a wrapping component would swallow.
 */
export function sortableHeader<Row>(
  c: GridColumn<Row>,
  state: GridState,
  change: (c: Partial<GridState>) => void,
) {
  return (
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
}
