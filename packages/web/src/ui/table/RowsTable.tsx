import type { CSSProperties, ReactNode } from 'react';
import { HTMLTable } from '@blueprintjs/core';

/** One column: its header and, for each row, its cell. */
export type RowsTableColumn<T> = {
  /** The header's text; none for a column of buttons. */
  title?: ReactNode;
  /** The accessible name of a header that shows no text. */
  headLabel?: string;
  /** The class of the header and of each cell ('num' for figures). */
  className?: string;
  /** The cells' class, when it is not the header's. */
  cellClassName?: string | ((row: T) => string);
  cell: (row: T) => ReactNode;
  /** Its cells name their rows (`<th scope="row">`): the field, the action, the group. */
  rowHeader?: boolean;
};

type Props<T> = {
  rows: readonly T[];
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Its columns; `false` for one left out (`editing && {...}`). */
  columns: readonly (RowsTableColumn<T> | false)[];
  /** A row's own class ('selected'). */
  rowClassName?: (row: T) => string | undefined;
  /** Its headers say they are the columns' (`scope="col"`), beside a column of row headers. */
  scoped?: boolean;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Its footer's rows (totals). */
  foot?: ReactNode;
} & ([T] extends [{ id: string }] ? { rowKey?: RowKey<T> } : { rowKey: RowKey<T> });

/** A row's React key: its own, or its place when rows have none (lines of a result). */
type RowKey<T> = (row: T, index: number) => string | number;

const byId = (row: unknown) => (row as { id: string }).id;

/**
 * A small list shown whole (no paging, sorting or filtering: those are DataGrid's), in the app's
 * compact striped table: a header row, then a row per record (keyed by its id unless told).
 */
export function RowsTable<T>({
  rows,
  empty,
  rowKey = byId,
  columns,
  rowClassName,
  scoped,
  foot,
  ...table
}: Props<T>) {
  if (rows.length === 0 && empty !== undefined) return empty;
  const shown = columns.filter((c): c is RowsTableColumn<T> => c !== false);
  return (
    <HTMLTable compact striped {...table}>
      <thead>
        <tr>
          {shown.map((c, i) => (
            <th key={i} scope={scoped ? 'col' : undefined} className={c.className} aria-label={c.headLabel}>
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} className={rowClassName?.(row)}>
            {shown.map((c, i) => {
              const className =
                typeof c.cellClassName === 'function'
                  ? c.cellClassName(row)
                  : (c.cellClassName ?? c.className);
              return c.rowHeader ? (
                <th key={i} scope="row" className={className}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={i} className={className}>
                  {c.cell(row)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </HTMLTable>
  );
}
