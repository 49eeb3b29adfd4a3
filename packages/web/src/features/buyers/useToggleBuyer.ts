import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { BUYER_MSG, MSG } from '@balcao/schema';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { SetBuyerActiveDocument } from '../../__generated__/graphql';

/** Activates or deactivates a buyer and says so; resolves true when it was done. */
export function useToggleBuyer() {
  const [setActive] = useMutation(SetBuyerActiveDocument, OWN_ERROR_TEXT);
  return async (buyer: { id: string }, active: boolean) => {
    try {
      await setActive({ variables: { id: buyer.id, active } });
      notify.success(MSG.changeSaved);
      return true;
    } catch (err) {
      const first = CombinedGraphQLErrors.is(err) ? err.errors[0] : null;
      notify.error(first?.extensions?.code === 'FORBIDDEN' ? first.message : BUYER_MSG.toggleFailed);
      return false;
    }
  };
}
