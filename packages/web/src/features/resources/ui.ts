import type { ReactNode } from 'react';
import type { IconName } from '@blueprintjs/core';
import type { Control, FieldValues } from 'react-hook-form';
import type { GridState, RowAction } from '../../ui/grid';
import type { ColumnSlots } from './columns';
import type { BaseRecord } from './docs';
import type { ResourceListState } from './useResourceList';

/**
 * Another view of an area's list beside its grid (the negotiations' pipeline board), chosen by a
 * toggle above it and remembered per list; it reads and changes the same list state (its search).
 */
export type ListView = {
  key: string;
  label: string;
  icon: IconName;
  render: (list: ListViewState) => ReactNode;
};
/** What a list view reads of the list: its state in the address (search, filters) and its setter. */
export type ListViewState = Pick<ResourceListState<BaseRecord>, 'state' | 'setState'>;

/** What a field's own widget gets: the form, and whether it may be changed now. */
export type FieldSlotProps<Rec> = {
  control: Control<FieldValues>;
  name: string;
  readOnly: boolean;
  record: Rec | null;
};

/** What a list filter's own widget gets: the filter's value ('' for none) and how to change it. */
export type FilterSlotProps<Row> = { value: string; onChange: (value: string) => void; rows: readonly Row[] };

/**
 * An area's own screen pieces over the generated ones, each keyed by field name (never by
 * position): a column's renderer, a field's widget, a filter's widget, tags beside the title.
 */
export type ResourceUi<Row, Rec> = {
  /**
   * The part of the area a screen lists: filters always applied (the spec's persistent filters),
   * never offered to change, also in the exports (the financial types' alçadas at
   * /financial/jurisdiction).
   */
  scope?: Record<string, string[]>;
  columns?: ColumnSlots<Row>;
  fields?: Partial<Record<string, (p: FieldSlotProps<Rec>) => ReactNode>>;
  filters?: Partial<Record<string, (p: FilterSlotProps<Row>) => ReactNode>>;
  headerTags?: (record: Rec) => ReactNode;
  /** More buttons of the record's page (a link to the record it belongs to). */
  recordActions?: (record: Rec) => ReactNode;
  /**
   * What belongs to the record, under its form (and its workflow panel), saved as it changes: a
   * company's bank accounts, a price table's items (`ResourceChildList`), an action title's
   * actions. Called with null on a new record. A dialog area with it reads its record fresh,
   * stays open on a new record to add them, and is closed, not cancelled.
   */
  below?: (record: Rec | null, readOnly: boolean) => ReactNode;
  /** Whether the record may be edited now (a blocked negotiation may not): EDITAR is offered only then. */
  editable?: (record: Rec) => boolean;
  /**
   * Whether an active row or record may be deactivated now (an order sent to the ERP or in approval
   * may not, as the services refuse): INATIVAR is offered only then.
   */
  deactivatable?: (record: Row | Rec) => boolean;
  /** A new record opens for editing, not for viewing (what belongs to it is added next). */
  editAfterCreate?: boolean;
  /** More buttons of the list's toolbar, given the grid's state (its search, filters and order). */
  toolbar?: (state: GridState) => ReactNode;
  /**
   * The area's own screens at its route's other variants (routeData): /pdf/:id (a record's
   * document) and /import (its rows in bulk from a file).
   */
  screens?: { pdf?: (id: string) => ReactNode; import?: () => ReactNode };
  /** Views of the list beside its grid ('Lista'), each behind a toggle above it. */
  views?: ListView[];
  /**
   * The area's own row actions, after the kit's edit ones (a profile's clone): a hook, called by the
   * list on every render (declared once, it is always the same one); `refetch` reads the list again.
   */
  useRowActions?: (refetch: () => void) => RowAction<Row>[];
  /**
   * A question asked before a save, or null for none (a profile turned 'Acesso total'): the save
   * goes on only once it is confirmed.
   */
  confirmSave?: (
    values: Record<string, unknown>,
    record: Rec | null,
  ) => { title: string; text: string } | null;
};
