import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { YesNoDialog } from '../../ui/dialogs';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { DeleteBankAccountDocument } from '../../__generated__/graphql';
import { forbiddenText } from './records';

type Account = { id: string; bankName: string; agencyCode: string; accountCode: string };

/** Asks, then deletes a bank account: 'Conta bancária excluída com sucesso!'. */
export function useDeleteBankAccount(onDeleted: () => void) {
  const [asking, setAsking] = useState<Account | null>(null);
  const [remove, removing] = useMutation(DeleteBankAccountDocument, OWN_ERROR_TEXT);
  const answer = async (yes: boolean) => {
    const account = asking;
    if (!yes || !account) return setAsking(null);
    try {
      await remove({ variables: { id: account.id } });
      notify.success(MSG.bankAccountDeleted);
      onDeleted();
    } catch (err) {
      notify.error(forbiddenText(err) ?? MSG.bankAccountDeleteFailed);
    }
    setAsking(null);
  };
  const dialog = (
    <YesNoDialog
      isOpen={asking !== null}
      title="Excluir conta bancária"
      intent="danger"
      busy={removing.loading}
      onAnswer={(yes) => void answer(yes)}
    >
      {asking && (
        <p>
          Excluir a conta {asking.accountCode}, agência {asking.agencyCode}, do banco {asking.bankName}?
        </p>
      )}
    </YesNoDialog>
  );
  return { ask: setAsking, dialog };
}
