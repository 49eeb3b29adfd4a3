import { FAN_MSG } from '@balcao/schema';
import { fans } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { MutationButton } from '../../lib/MutationButton';
import { notify } from '../../lib/toaster';
import { ConcludeFanDocument } from '../../__generated__/graphql';
import type { Fan } from './types';

/**
 * The FAN's own button on its page: its requester concludes the correction of a returned FAN, which
 * goes back to its approver. 'Falha ao editar FAN.' (and the reason) when refused.
 */
export function FanActions({ fan }: { fan: Fan }) {
  const can = useCan();
  if (fan.status !== 'RETURNED' || !can(fans.module, 'EDITAR')) return null;
  return (
    <MutationButton
      icon="send-message"
      intent="primary"
      text="CONCLUIR CORREÇÃO"
      mutation={ConcludeFanDocument}
      variables={{ workflowFanId: fan.id }}
      onDone={() => notify.success(FAN_MSG.concluded)}
      failure={(e) => `${FAN_MSG.editFailed} ${(e as Error).message}`}
    />
  );
}
