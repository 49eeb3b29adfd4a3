import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { pageGridProps, toListInput, type GridState, type GridStateUpdate } from '../ui/grid';
import type { ListInput } from '../__generated__/graphql';
import { OWN_ERROR_TEXT } from './ownErrorText';

type Page<Row> = { rows: readonly Row[]; totalRegisters: number };

/**
 * A grid over a list query: the query read with the grid's state as its `input` (with `variables`
 * beside it), and what the grid shows as DataGrid props (`grid`: rows, count, loading, the error
 * as `errorText` when no page is there to show, its state). The page read last stays while the
 * next one loads. `ownErrorText`: the screen tells the failure, not the global toast.
 */
export function useListGrid<Data, Row extends { id: string }, Extra extends object = object>(
  query: TypedDocumentNode<Data, Extra & { input?: ListInput | null }>,
  [state, setState]: readonly [GridState, (update: GridStateUpdate) => void],
  p: {
    pageOf: (data: Data) => Page<Row> | undefined;
    errorText: string;
    variables?: Extra;
    /** What the query selects, when it is not all the grid's state (a filter kept for a label). */
    input?: ListInput;
    fetchPolicy?: 'cache-and-network';
    ownErrorText?: boolean;
  },
) {
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables: { ...p.variables, input: p.input ?? toListInput(state) } as Extra & { input: ListInput },
    ...(p.fetchPolicy ? { fetchPolicy: p.fetchPolicy } : {}),
    ...(p.ownErrorText ? OWN_ERROR_TEXT : {}),
  });
  const shown = data ?? previousData;
  const page = shown ? p.pageOf(shown as Data) : undefined;
  return {
    page,
    refetch,
    grid: { ...pageGridProps(page, loading, error, p.errorText), state, onStateChange: setState },
  };
}
