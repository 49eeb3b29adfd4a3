import { useQuery } from '@apollo/client/react';
import { useWatch } from 'react-hook-form';
import { orders } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { negotiationDocs, orderDocs } from '../../__generated__/resources';
import { CustomerRefField } from '../buyers';
import { RefSelect, ResourcePage, type FieldSlotProps, type ResourceUi } from '../resources';
import { ImportButton, ImportScreen } from '../imports';
import { OrderActions } from './OrderActions';
import { OrderDownloads } from './OrderDownloads';
import { OrderInvoice } from './OrderInvoice';
import { OrderItems } from './OrderItems';
import { OrderStatusTags, OrderTotals } from './OrderStatus';
import './orders.css';
import { isDeactivatable, isEditable, type Order, type OrderRow } from './types';

/** The order's negotiation: one of the approved negotiations of the chosen customer, or none. */
function NegotiationField(p: FieldSlotProps<Order>) {
  const customerId = useWatch({ control: p.control, name: 'customerId' }) as string | undefined;
  const { data } = useQuery(negotiationDocs.list, {
    variables: {
      input: {
        pageSize: 100,
        filters: [
          { key: 'customerId', values: [String(customerId)] },
          { key: 'status', values: ['APPROVED'] },
        ],
      },
    },
    skip: !customerId || p.record !== null,
  });
  const options = (data?.negotiations.rows ?? []).map((n) => ({
    value: n.id,
    label: `${n.negotiationNumber} — ${n.campaign ?? n.typeOfFunds}`,
  }));
  const chosen = p.record?.negotiationId
    ? [{ value: p.record.negotiationId, label: p.record.negotiationNumber ?? '' }]
    : [];
  return (
    <RefSelect
      def={orders}
      options={p.record ? chosen : options}
      {...p}
      readOnly={p.readOnly || p.record !== null}
    />
  );
}

function Below({ order, readOnly }: { order: Order; readOnly: boolean }) {
  const can = useCan();
  return (
    <>
      <OrderTotals order={order} />
      <OrderItems
        orderId={order.id}
        readOnly={readOnly && !(isEditable(order) && can(orders.module, 'EDITAR'))}
      />
      <OrderInvoice key={order.updatedAt} order={order} />
    </>
  );
}

const UI: ResourceUi<OrderRow, Order> = {
  fields: {
    customerId: (p) => (
      <CustomerRefField {...p} readOnly={p.readOnly || p.record !== null} shows="corporateName" />
    ),
    negotiationId: (p) => <NegotiationField {...p} />,
  },
  columns: { status: { render: (r) => <OrderStatusTags o={r} /> } },
  headerTags: (o) => <OrderStatusTags o={o} />,
  recordActions: (o) => <OrderActions order={o} />,
  below: (o, readOnly) => o && <Below order={o} readOnly={readOnly} />,
  toolbar: (state) => (
    <>
      <OrderDownloads state={state} />
      <ImportButton module={orders.module} path={`${orders.path}/import`} />
    </>
  ),
  screens: {
    import: () => (
      <ImportScreen
        kind="ORDERS"
        title="Importar pedidos"
        back={{ path: orders.path, text: 'VOLTAR PARA OS PEDIDOS' }}
        lists={[orderDocs.list]}
      />
    ),
  },
  editable: isEditable,
  deactivatable: isDeactivatable,
  editAfterCreate: true,
};

/**
 * /sales/orders and its /create, /edit/:id, /view/:id, /historic/:id and /import (orders from XLSX,
 * for who may import in bulk): a representative's orders (a regional manager's region, every order
 * for who sees all), each with its items below it, sent to approval, invoiced and cloned from its
 * page; the list's downloads (orders, invoiced items, customers) arrive as notifications.
 */
export function OrdersPage() {
  return <ResourcePage def={orders} docs={orderDocs} ui={UI} />;
}
