import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { NEGOTIATION_MSG } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { BlockNegotiationDocument, SendNegotiationDocument } from '../../__generated__/graphql';
import type { Negotiation } from './types';

const M = negotiations.module;

/**
 * The deal's own buttons on its page: send a draft to approval (the alçada that approves it is
 * told), and block or unblock it ('Erro ao bloquear negociação.' when that fails).
 */
export function NegotiationActions({ negotiation }: { negotiation: Negotiation }) {
  const can = useCan();
  const [send, sending] = useMutation(SendNegotiationDocument);
  const [block, blocking] = useMutation(BlockNegotiationDocument, OWN_ERROR_TEXT);
  const { id, status, blocked } = negotiation;
  return (
    <>
      {status === 'DRAFT' && !blocked && can(M, 'EDITAR') && (
        <Button
          icon="send-message"
          intent="primary"
          text="ENVIAR PARA APROVAÇÃO"
          loading={sending.loading}
          onClick={() =>
            void send({ variables: { id } }).then(({ data }) => {
              const to = data?.sendNegotiation.responsibleApproval;
              if (to) notify.success(`Negociação enviada para aprovação: ${to}`);
            })
          }
        />
      )}
      {status !== 'CONCLUDED' && can(M, 'INATIVAR') && (
        <Button
          icon={blocked ? 'unlock' : 'lock'}
          text={blocked ? 'DESBLOQUEAR' : 'BLOQUEAR'}
          loading={blocking.loading}
          onClick={() =>
            void block({ variables: { id, blocked: !blocked } }).then(
              () => notify.success(blocked ? 'Negociação desbloqueada' : 'Negociação bloqueada'),
              () => notify.error(NEGOTIATION_MSG.blockFailed),
            )
          }
        />
      )}
    </>
  );
}
