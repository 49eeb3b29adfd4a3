import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { RowAction } from '../../ui/grid';
import type { ColumnSlots } from './columns';

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
  /** A new record opens for editing, not for viewing (what belongs to it is added next). */
  editAfterCreate?: boolean;
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
