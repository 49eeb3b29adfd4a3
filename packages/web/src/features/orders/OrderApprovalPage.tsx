import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { matchRoute, ORDER_APPROVAL_PATH, ORDER_MSG } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import { useGridUrlState } from '../../lib/useGridUrlState';
import { DataGrid, pageGridProps, toListInput, type RowAction } from '../../ui/grid';
import { OrderApprovalsDocument } from '../../__generated__/graphql';
import { resourceColumns } from '../resources';
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
  const [state, setState] = useGridUrlState();
  const { data, previousData, loading, error, refetch } = useQuery(OrderApprovalsDocument, {
    variables: { input: toListInput(state) },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.orderApprovals;
  const columns = useMemo(
    () =>
      resourceColumns<OrderRow>(orders, { status: { render: (r) => <OrderStatusTags o={r} /> } }).filter(
        (c) => SHOWN.includes(c.key),
      ),
    [],
  );
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
    <div className="page">
      <h1 className="page-title">Aprovação de Pedidos</h1>
      <DataGrid
        gridKey="orderApprovals"
        label="Pedidos aguardando aprovação"
        columns={columns}
        {...pageGridProps(page, loading, error, ORDER_MSG.listFailed)}
        rowLabel={(r) => r.orderNumber ?? r.id}
        onRetry={() => void refetch()}
        state={state}
        onStateChange={setState}
        actions={actions}
        emptyText="Nenhum pedido aguardando a sua aprovação."
      />
    </div>
  );
}
