import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ORDER_MSG, ORDERS_PATH } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { CloneOrderDocument, ResendOrderToErpDocument, SendOrderDocument } from '../../__generated__/graphql';
import { isEditable, type Order } from './types';

const M = orders.module;

/**
 * The order's own buttons on its page: send it (or its corrections) to approval, send its approved
 * items again to the ERP after a failure, and clone it into a new draft.
 */
export function OrderActions({ order }: { order: Order }) {
  const can = useCan();
  const navigate = useNavigate();
  const [send, sending] = useMutation(SendOrderDocument);
  const [clone, cloning] = useMutation(CloneOrderDocument, OWN_ERROR_TEXT);
  const [resend, resending] = useMutation(ResendOrderToErpDocument, OWN_ERROR_TEXT);
  const { id } = order;
  return (
    <>
      {isEditable(order) && can(M, 'EDITAR') && (
        <Button
          icon="send-message"
          intent="primary"
          text={order.status === 'RETURNED' ? 'REENVIAR PARA APROVAÇÃO' : 'ENVIAR PARA APROVAÇÃO'}
          loading={sending.loading}
          onClick={() => void send({ variables: { id } }).then(() => notify.success(ORDER_MSG.sent))}
        />
      )}
      {order.erpStatus === 'FAILED' && can(M, 'EDITAR') && (
        <Button
          icon="refresh"
          intent="warning"
          text="REENVIAR AO ERP"
          loading={resending.loading}
          onClick={() =>
            void resend({ variables: { id } }).then(
              ({ data }) => notify.success(ORDER_MSG.erpSent(data?.resendOrderToErp.totvsCode ?? '')),
              () => notify.error(ORDER_MSG.erpOrderFailed),
            )
          }
        />
      )}
      {can(M, 'INCLUIR') && (
        <Button
          icon="duplicate"
          text="CLONAR"
          loading={cloning.loading}
          onClick={() =>
            void clone({ variables: { id } }).then(
              ({ data }) => {
                const copy = data?.cloneOrder;
                if (!copy) return;
                notify.success(ORDER_MSG.cloned(copy.orderNumber ?? ''));
                void navigate(`${ORDERS_PATH}/edit/${copy.id}`);
              },
              () => notify.error(ORDER_MSG.cloneFailed),
            )
          }
        />
      )}
    </>
  );
}
