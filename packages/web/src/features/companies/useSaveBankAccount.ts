import { useMutation } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { conflictCurrent } from '../../ui/form';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import {
  CreateBankAccountDocument,
  RequestBankAccountChangeDocument,
  UpdateBankAccountDocument,
  type BankAccountInput,
} from '../../__generated__/graphql';
import { refusedRequestText } from '../changeRequests';
import { forbiddenText } from './records';

/** The account saved, or asked for: `requested` when its data waits for approval. */
type Saved = { id: string; requested: boolean };

/**
 * Creates or saves a bank account and tells the user: the spec's success texts; field errors go back
 * to the form (`fieldErrors` returns true when it placed them); a stale save says so. When the
 * services say so (`changeByRequest`), an existing account's data is asked for instead
 * (ALTERACAO_CADASTRAL_CONTA).
 */
export function useSaveBankAccount() {
  const [create, created] = useMutation(CreateBankAccountDocument, OWN_ERROR_TEXT);
  const [update, updated] = useMutation(UpdateBankAccountDocument, OWN_ERROR_TEXT);
  const [request, requested] = useMutation(RequestBankAccountChangeDocument, OWN_ERROR_TEXT);
  const save = async (
    account: { id: string; updatedAt: string; changeByRequest?: boolean | null } | null,
    input: Omit<BankAccountInput, 'updatedAt'>,
    fieldErrors: (err: unknown) => boolean,
  ): Promise<Saved | null> => {
    try {
      if (account?.changeByRequest) {
        await request({ variables: { id: account.id, input } });
        notify.success(MSG.changeRequested);
        return { id: account.id, requested: true };
      }
      if (account) {
        const r = await update({
          variables: { id: account.id, input: { ...input, updatedAt: account.updatedAt } },
        });
        notify.success(MSG.bankAccountUpdated);
        return { id: r.data!.updateBankAccount.id, requested: false };
      }
      const r = await create({ variables: { input } });
      notify.success(MSG.bankAccountCreated);
      return { id: r.data!.createBankAccount.id, requested: false };
    } catch (err) {
      if (conflictCurrent(err)) notify.error(MSG.staleWrite);
      else if (!fieldErrors(err))
        notify.error(forbiddenText(err) ?? refusedRequestText(err) ?? MSG.bankAccountSaveFailed);
      return null;
    }
  };
  return { save, saving: created.loading || updated.loading || requested.loading };
}
