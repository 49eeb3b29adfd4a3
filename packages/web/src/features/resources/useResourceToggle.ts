import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { MSG } from '@balcao/schema';
import { resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import type { ToggleDocs } from './docs';

/**
 * Activates or deactivates a record and says so, with the same texts in every area: 'Alteração salva
 * com sucesso', or the services' 403 text, or the area's 'Falha ao alterar a situação d…'.
 * Resolves true when it was done.
 */
export function useResourceToggle(def: ResourceDef, docs: ToggleDocs) {
  // Apollo reads the document only when the mutation runs: an area without a toggle never calls it.
  const [setActive] = useMutation(docs.setActive!, OWN_ERROR_TEXT);
  return async (record: { id: string }, active: boolean) => {
    try {
      await setActive({ variables: { id: record.id, active } });
      notify.success(MSG.changeSaved);
      return true;
    } catch (err) {
      const first = CombinedGraphQLErrors.is(err) ? err.errors[0] : null;
      notify.error(
        first?.extensions?.code === 'FORBIDDEN' ? first.message : resourceMessages(def).toggleFailed,
      );
      return false;
    }
  };
}
