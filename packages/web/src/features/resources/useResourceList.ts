import { useQuery } from '@apollo/client/react';
import { actionFor, resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import { listExports } from '../../lib/download';
import { useCan } from '../../lib/access';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { toListInput, withFilters } from '../../ui/grid';
import type { BaseRecord, ListDocs } from './docs';
import { useResourceToggle } from './useResourceToggle';

/**
 * A kit area's list, headless (within `scope`, filters always applied): the grid's state in the address, the page of rows (typed as the
 * area's generated row), what the user may do, the status toggle and the exports. The kit's
 * ResourceList draws it; a screen that needs its own view keeps this hook.
 */
export function useResourceList<LQ, Row extends BaseRecord>(
  def: ResourceDef,
  docs: ListDocs<LQ, Row>,
  scope: Record<string, string[]> = {},
) {
  const can = useCan();
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(docs.list, {
    variables: { input: toListInput(state, scope) },
  });
  const shown = data ?? previousData;
  const page = shown ? docs.page(shown) : undefined;
  const toggle = useResourceToggle(def, docs);
  return {
    state,
    setState,
    rows: page?.rows ?? [],
    totalRegisters: page?.totalRegisters ?? 0,
    /** The total is an estimate (a list too large to count at every page: the orders'). */
    totalEstimated: page?.totalEstimated ?? false,
    /** Where the page starts and ends: the pager's next and previous pages are read from them. */
    cursors: { start: page?.startCursor, end: page?.endCursor },
    loading,
    error: error && !page ? resourceMessages(def).listFailed : null,
    refetch,
    may: {
      create: can(def.module, actionFor(def, 'create')),
      edit: can(def.module, 'EDITAR'),
      toggle: def.active === 'toggle' && can(def.module, 'INATIVAR'),
      remove: Boolean(def.remove) && can(def.module, actionFor(def, 'remove')),
      workflow: can(def.module, 'WORKFLOW'),
    },
    /** Activates or deactivates a row, then reads the page again. */
    setActive: (row: Row, active: boolean) => void toggle(row, active).then(() => refetch()),
    exports: listExports(withFilters(state, scope), def.rest, def.noun.many, { log: true }),
  };
}

export type ResourceListState<Row extends BaseRecord> = ReturnType<typeof useResourceList<unknown, Row>>;
