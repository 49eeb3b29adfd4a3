import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { FAN_MSG } from '@balcao/schema';
import { fans } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { ConcludeFanDocument } from '../../__generated__/graphql';
import type { Fan } from './types';

/**
 * The FAN's own button on its page: its requester concludes the correction of a returned FAN, which
 * goes back to its approver. 'Falha ao editar FAN.' (and the reason) when refused.
 */
export function FanActions({ fan }: { fan: Fan }) {
  const can = useCan();
  const [conclude, concluding] = useMutation(ConcludeFanDocument, OWN_ERROR_TEXT);
  if (fan.status !== 'RETURNED' || !can(fans.module, 'EDITAR')) return null;
  return (
    <Button
      icon="send-message"
      intent="primary"
      text="CONCLUIR CORREÇÃO"
      loading={concluding.loading}
      onClick={() =>
        void conclude({ variables: { workflowFanId: fan.id } }).then(
          () => notify.success(FAN_MSG.concluded),
          (e: Error) => notify.error(`${FAN_MSG.editFailed} ${e.message}`),
        )
      }
    />
  );
}
