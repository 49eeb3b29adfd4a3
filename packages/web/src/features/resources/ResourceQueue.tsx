import { useMemo } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ResourceDef } from '@balcao/schema/resources';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { useListGrid } from '../../lib/useListGrid';
import { GridPage, type RowAction } from '../../ui/grid';
import type { ListInput } from '../../__generated__/graphql';
import { resourceColumns, type ColumnSlots } from './columns';
import type { BaseRecord } from './docs';

type Page<Row> = { rows: Row[]; totalRegisters: number };

/**
 * A kit area's records that wait on the user's answer, from a list query of their own, on a page
 * of their own: the area's columns (only `shown`, in the area's order, with `slots`), paging and
 * order in the address, read again on each visit, and row actions that answer a record. The
 * presidency's negotiations and the orders waiting for approval are this page.
 */
export function ResourceQueue<Row extends BaseRecord, Data>(p: {
  title: string;
  def: ResourceDef;
  query: TypedDocumentNode<Data, { input?: ListInput | null }>;
  pageOf: (data: Data) => Page<Row>;
  shown: readonly string[];
  slots: ColumnSlots<Row>;
  gridKey: string;
  label: string;
  errorText: string;
  rowLabel: (row: Row) => string;
  actions: RowAction<Row>[];
  emptyText: string;
}) {
  const { def, slots, shown } = p;
  const { grid, refetch } = useListGrid(p.query, useGridUrlState(), {
    pageOf: p.pageOf,
    errorText: p.errorText,
    fetchPolicy: 'cache-and-network',
  });
  const columns = useMemo(
    () => resourceColumns<Row>(def, slots).filter((c) => shown.includes(c.key)),
    [def, slots, shown],
  );
  return (
    <GridPage
      title={p.title}
      gridKey={p.gridKey}
      label={p.label}
      columns={columns}
      {...grid}
      rowLabel={p.rowLabel}
      onRetry={() => void refetch()}
      actions={p.actions}
      emptyText={p.emptyText}
    />
  );
}
