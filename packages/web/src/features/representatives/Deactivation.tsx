import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { REPRESENTATIVE_MSG } from '@balcao/schema';
import { representatives } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import { DeactivateRepresentativeDocument } from '../../__generated__/graphql';
import type { Representative } from './types';

/** DESATIVAR on his page: active or in distrato, for who holds REPRESENTANTES × INATIVAR. */
export function DeactivateButton({ representative }: { representative: Representative }) {
  const can = useCan();
  const client = useApolloClient();
  const [asking, setAsking] = useState(false);
  const [deactivate, { loading }] = useMutation(DeactivateRepresentativeDocument, OWN_ERROR_TEXT);
  if (
    !['ACTIVE', 'DISTRATO'].includes(representative.status ?? '') ||
    !can(representatives.module, 'INATIVAR')
  )
    return null;
  const answer = async (yes: boolean) => {
    if (!yes) return setAsking(false);
    try {
      const { data } = await deactivate({ variables: { id: representative.id } });
      notify.success(data?.deactivateRepresentative.message ?? REPRESENTATIVE_MSG.deactivated);
      await client.refetchQueries({ include: ['RepresentativeRecord', 'RepresentativeCustomers'] });
    } catch {
      notify.error(REPRESENTATIVE_MSG.deactivateFailed);
    }
    setAsking(false);
  };
  return (
    <>
      <Button icon="disable" intent="danger" text="DESATIVAR" onClick={() => setAsking(true)} />
      <YesNoDialog
        isOpen={asking}
        title={`Desativar ${representative.name}`}
        intent="danger"
        busy={loading}
        onAnswer={(yes) => void answer(yes)}
      >
        <p>
          O representante fica inativo. Seus clientes continuam com ele até que cada um receba outro
          representante, na lista de redistribuição desta página.
        </p>
      </YesNoDialog>
    </>
  );
}
