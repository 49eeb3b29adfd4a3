import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, ORDER_APPROVAL_PATH, ORDER_MSG } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import type { RowAction } from '../../ui/grid';
import { OrderApprovalsDocument } from '../../__generated__/graphql';
import { ResourceQueue, type ColumnSlots } from '../resources';
import { OrderApproval } from './OrderApproval';
import { OrderStatusTags } from './OrderStatus';
import './orders.css';
import type { OrderRow } from './types';

const SHOWN = [
  'orderNumber',
  'issueDate',
  'status',
  'corporateName',
  'representativeName',
  'negotiationNumber',
  'orderType',
  'conditionPayment',
  'itemCount',
  'totalAmount',
  'totalValue',
  'percDesconto',
  'updatedAt',
];
const SLOTS: ColumnSlots<OrderRow> = { status: { render: (r) => <OrderStatusTags o={r} /> } };

/**
 * /sales/orders/approval (APROVACAO_PEDIDOS): the orders waiting for the approver's answer;
 * /workflow/:id answers one item by item.
 */
export function OrderApprovalPage() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const id = pathname.split('/').filter(Boolean)[4];
  if (match?.variant === 'workflow' && id) return <OrderApproval key={id} id={id} />;
  return <ApprovalList />;
}

function ApprovalList() {
  const navigate = useNavigate();
  const actions = useMemo<RowAction<OrderRow>[]>(
    () => [
      {
        kind: 'custom',
        label: 'Aprovar itens',
        icon: 'tick-circle',
        onClick: (r) => navigate(`${ORDER_APPROVAL_PATH}/workflow/${r.id}`),
      },
    ],
    [navigate],
  );
  return (
    <ResourceQueue
      title="Aprovação de Pedidos"
      def={orders}
      query={OrderApprovalsDocument}
      pageOf={(d) => d.orderApprovals}
      shown={SHOWN}
      slots={SLOTS}
      gridKey="orderApprovals"
      label="Pedidos aguardando aprovação"
      errorText={ORDER_MSG.listFailed}
      rowLabel={(r) => r.orderNumber ?? r.id}
      actions={actions}
      emptyText="Nenhum pedido aguardando a sua aprovação."
    />
  );
}
