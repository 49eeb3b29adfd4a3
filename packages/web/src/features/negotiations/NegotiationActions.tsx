import { NEGOTIATION_MSG } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { MutationButton } from '../../lib/MutationButton';
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
  const { id, status, blocked } = negotiation;
  return (
    <>
      {status === 'DRAFT' && !blocked && can(M, 'EDITAR') && (
        <MutationButton
          icon="send-message"
          intent="primary"
          text="ENVIAR PARA APROVAÇÃO"
          mutation={SendNegotiationDocument}
          variables={{ id }}
          onDone={(data) => {
            const to = data?.sendNegotiation.responsibleApproval;
            if (to) notify.success(`Negociação enviada para aprovação: ${to}`);
          }}
        />
      )}
      {status !== 'CONCLUDED' && can(M, 'INATIVAR') && (
        <MutationButton
          icon={blocked ? 'unlock' : 'lock'}
          text={blocked ? 'DESBLOQUEAR' : 'BLOQUEAR'}
          mutation={BlockNegotiationDocument}
          variables={{ id, blocked: !blocked }}
          onDone={() => notify.success(blocked ? 'Negociação desbloqueada' : 'Negociação bloqueada')}
          failure={() => NEGOTIATION_MSG.blockFailed}
        />
      )}
    </>
  );
}
