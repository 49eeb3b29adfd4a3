import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { FINANCIAL_MSG } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { YesNoDialog } from '../../ui/dialogs';
import { CancelVpcRequestDocument, SendVpcRequestDocument } from '../../__generated__/graphql';
import { isVpcOpen, type VpcRequest } from './types';

const M = vpcRequests.module;

/**
 * The VPC request's own buttons on its page: send it (or its corrections) to approval, and cancel
 * it after a confirmation. 'Erro ao cadastrar Aprovação.' / 'Falha ao cancelar VPC.' on failure.
 */
export function VpcActions({ vpc }: { vpc: VpcRequest }) {
  const can = useCan();
  const [asking, setAsking] = useState(false);
  const [send, sending] = useMutation(SendVpcRequestDocument, OWN_ERROR_TEXT);
  const [cancel, cancelling] = useMutation(CancelVpcRequestDocument, OWN_ERROR_TEXT);
  if (!isVpcOpen(vpc) || !can(M, 'EDITAR')) return null;
  const variables = { id: vpc.id };
  return (
    <>
      <Button
        icon="send-message"
        intent="primary"
        text={vpc.status === 'RETURNED' ? 'REENVIAR PARA APROVAÇÃO' : 'ENVIAR PARA APROVAÇÃO'}
        loading={sending.loading}
        onClick={() =>
          void send({ variables }).then(
            () => notify.success(FINANCIAL_MSG.vpcSent),
            (e: Error) =>
              notify.error(
                e.message.startsWith(FINANCIAL_MSG.approvalFailed) ? e.message : FINANCIAL_MSG.approvalFailed,
              ),
          )
        }
      />
      <Button icon="disable" intent="danger" text="CANCELAR SOLICITAÇÃO" onClick={() => setAsking(true)} />
      <YesNoDialog
        isOpen={asking}
        title="Cancelar solicitação de VPC"
        intent="danger"
        busy={cancelling.loading}
        onAnswer={(yes) => {
          if (!yes) return setAsking(false);
          void cancel({ variables })
            .then(
              () => notify.success(FINANCIAL_MSG.vpcCancelled),
              () => notify.error(FINANCIAL_MSG.vpcCancelFailed),
            )
            .finally(() => setAsking(false));
        }}
      >
        Cancelar a solicitação {vpc.requestNumber}? Suas NDs ficam livres para outra solicitação.
      </YesNoDialog>
    </>
  );
}
