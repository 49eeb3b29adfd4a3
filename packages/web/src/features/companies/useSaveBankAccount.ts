import { useMutation } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { conflictCurrent } from '../../ui/form';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import {
  CreateBankAccountDocument,
  UpdateBankAccountDocument,
  type BankAccountInput,
} from '../../__generated__/graphql';
import { forbiddenText } from './records';

type Saved = { id: string };

/**
 * Creates or saves a bank account and tells the user: the spec's success texts; field errors go back
 * to the form (`fieldErrors` returns true when it placed them); a stale save says so.
 */
export function useSaveBankAccount() {
  const [create, created] = useMutation(CreateBankAccountDocument, OWN_ERROR_TEXT);
  const [update, updated] = useMutation(UpdateBankAccountDocument, OWN_ERROR_TEXT);
  const save = async (
    account: { id: string; updatedAt: string } | null,
    input: Omit<BankAccountInput, 'updatedAt'>,
    fieldErrors: (err: unknown) => boolean,
  ): Promise<Saved | null> => {
    try {
      if (account) {
        const r = await update({
          variables: { id: account.id, input: { ...input, updatedAt: account.updatedAt } },
        });
        notify.success(MSG.bankAccountUpdated);
        return r.data!.updateBankAccount;
      }
      const r = await create({ variables: { input } });
      notify.success(MSG.bankAccountCreated);
      return r.data!.createBankAccount;
    } catch (err) {
      if (conflictCurrent(err)) notify.error(MSG.staleWrite);
      else if (!fieldErrors(err)) notify.error(forbiddenText(err) ?? MSG.bankAccountSaveFailed);
      return null;
    }
  };
  return { save, saving: created.loading || updated.loading };
}
