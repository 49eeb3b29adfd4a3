import { FAN_MSG } from '@balcao/schema';
import { fans } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { MutationButton } from '../../lib/MutationButton';
import { notify } from '../../lib/toaster';
import { CancelFanDocument, ConcludeFanDocument } from '../../__generated__/graphql';
import { isFanOpen, type Fan } from './types';

const refused = (e: unknown) => `${FAN_MSG.editFailed} ${(e as Error).message}`;

/**
 * The FAN's own buttons on its page, while it is open (in approval or returned): its requester
 * concludes the correction of a returned FAN, which goes back to its approver; finance cancels it
 * after a confirmation, freeing its period. 'Falha ao editar FAN.' (and the reason) when refused.
 */
export function FanActions({ fan }: { fan: Fan }) {
  const can = useCan();
  if (!isFanOpen(fan) || !can(fans.module, 'EDITAR')) return null;
  const variables = { workflowFanId: fan.id };
  return (
    <>
      {fan.status === 'RETURNED' && (
        <MutationButton
          icon="send-message"
          intent="primary"
          text="CONCLUIR CORREÇÃO"
          mutation={ConcludeFanDocument}
          variables={variables}
          onDone={() => notify.success(FAN_MSG.concluded)}
          failure={refused}
        />
      )}
      <MutationButton
        icon="disable"
        intent="danger"
        text="CANCELAR FAN"
        mutation={CancelFanDocument}
        variables={variables}
        onDone={() => notify.success(FAN_MSG.cancelled)}
        failure={refused}
        confirm={{
          title: 'Cancelar FAN',
          text: `Cancelar o ${fan.fanNumber}? Seu fluxo de aprovação é encerrado e a vigência fica livre para outro FAN do cliente.`,
        }}
      />
    </>
  );
}
