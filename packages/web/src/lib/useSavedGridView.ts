import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { MSG } from '@balcao/schema';
import {
  DeleteGridViewDocument,
  SaveGridViewDocument,
  SavedGridViewDocument,
} from '../__generated__/graphql';
import type { SavedGridView, SavedViewStore } from '../ui/grid';
import { notify } from './toaster';

/** The signed-in user's saved view of a grid, kept by the server (so it follows him to any browser). */
export function useSavedGridView(gridKey: string): SavedViewStore {
  const variables = { gridKey };
  const { data, loading, error } = useQuery(SavedGridViewDocument, { variables });
  const refetch = {
    refetchQueries: [{ query: SavedGridViewDocument, variables }],
    awaitRefetchQueries: true,
  };
  const [save] = useMutation(SaveGridViewDocument, refetch);
  const [remove] = useMutation(DeleteGridViewDocument, refetch);
  const view = loading ? undefined : error ? null : ((data?.myGridView.view ?? null) as SavedGridView | null);
  return useMemo(
    () => ({
      view,
      onSave: async (v) => {
        try {
          await save({ variables: { gridKey, view: v } });
          notify.success(MSG.gridViewSaved);
        } catch {
          notify.error(MSG.gridViewSaveFailed);
        }
      },
      onDelete: async () => {
        await remove({ variables: { gridKey } }).catch(() => undefined);
        notify.success(MSG.gridViewDeleted);
      },
    }),
    [view, save, remove, gridKey],
  );
}
