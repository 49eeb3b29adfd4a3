import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MSG } from '@balcao/schema';
import { GridPage, type GridColumn, type RowAction } from '../../ui/grid';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';

type SearchVars = { q?: string | null; page?: number | null; pageSize?: number | null };
type Page<Row> = { rows: Row[]; totalRegisters: number };

/**
 * A search of the ERP (TOTVS) in a grid: the search text and page in the address (?q= fills it),
 * the ERP's own order (no column sorts), and its failure as 'Erro ao consultar Api do Totvs' with a
 * retry; rows are keyed by their ERP code. The TOTVS panels of clients and of representatives are
 * this page over their query, under their title (`children`: what the panel opens beside it).
 */
export function ErpSearchPage<Row extends { code: string }, Data>(p: {
  title: string;
  children?: ReactNode;
  query: TypedDocumentNode<Data, SearchVars>;
  pageOf: (data: Data) => Page<Row>;
  gridKey: string;
  label: string;
  columns: GridColumn<Row>[];
  emptyText: string;
  actions?: RowAction<Row>[];
}) {
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(p.query, {
    ...OWN_ERROR_TEXT,
    variables: { q: state.q.trim() || null, page: state.page + 1, pageSize: state.pageSize },
  });
  const shown = data ?? previousData;
  const page = error || !shown ? undefined : p.pageOf(shown as Data);
  return (
    <GridPage
      title={p.title}
      gridKey={p.gridKey}
      label={p.label}
      columns={p.columns}
      rows={page?.rows ?? []}
      rowKey={(r) => r.code}
      totalRegisters={page?.totalRegisters ?? 0}
      loading={loading}
      error={error ? MSG.erpQueryFailed : null}
      state={state}
      onStateChange={setState}
      actions={p.actions}
      emptyText={p.emptyText}
      onRetry={() => void refetch()}
    >
      {p.children}
    </GridPage>
  );
}
