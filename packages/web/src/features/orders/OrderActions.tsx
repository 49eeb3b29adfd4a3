import { useNavigate } from 'react-router-dom';
import { ORDER_MSG, ORDERS_PATH } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { MutationButton } from '../../lib/MutationButton';
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
  const { id } = order;
  return (
    <>
      {isEditable(order) && can(M, 'EDITAR') && (
        <MutationButton
          icon="send-message"
          intent="primary"
          text={order.status === 'RETURNED' ? 'REENVIAR PARA APROVAÇÃO' : 'ENVIAR PARA APROVAÇÃO'}
          mutation={SendOrderDocument}
          variables={{ id }}
          onDone={() => notify.success(ORDER_MSG.sent)}
        />
      )}
      {order.erpStatus === 'FAILED' && can(M, 'EDITAR') && (
        <MutationButton
          icon="refresh"
          intent="warning"
          text="REENVIAR AO ERP"
          mutation={ResendOrderToErpDocument}
          variables={{ id }}
          onDone={(data) => notify.success(ORDER_MSG.erpSent(data?.resendOrderToErp.totvsCode ?? ''))}
          failure={() => ORDER_MSG.erpOrderFailed}
        />
      )}
      {can(M, 'INCLUIR') && (
        <MutationButton
          icon="duplicate"
          text="CLONAR"
          mutation={CloneOrderDocument}
          variables={{ id }}
          onDone={(data) => {
            const copy = data?.cloneOrder;
            if (!copy) return;
            notify.success(ORDER_MSG.cloned(copy.orderNumber ?? ''));
            void navigate(`${ORDERS_PATH}/edit/${copy.id}`);
          }}
          failure={() => ORDER_MSG.cloneFailed}
        />
      )}
    </>
  );
}
