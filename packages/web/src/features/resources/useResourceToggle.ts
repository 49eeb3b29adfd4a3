import { resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import { useToggleActive } from '../../lib/useToggleActive';
import type { ToggleDocs } from './docs';

/** A kit area's status toggle (the same texts as every area's). */
export function useResourceToggle(def: ResourceDef, docs: ToggleDocs) {
  // Apollo reads the document only when the mutation runs: an area without a toggle never calls it.
  return useToggleActive(docs.setActive!, resourceMessages(def).toggleFailed);
}
