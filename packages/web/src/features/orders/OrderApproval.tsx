import { useState } from 'react';
import { Button, ButtonGroup, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ORDER_APPROVAL_PATH, ORDER_MSG, ORDERS_PATH } from '@balcao/schema';
import { displayOf, orderItems, orders } from '@balcao/schema/resources';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import { RowsTable } from '../../ui/table';
import { orderDocs } from '../../__generated__/resources';
import { ApproveOrderItemsDocument, OrderProductsDocument } from '../../__generated__/graphql';
import { RecordFigures } from '../resources';
import { OrderStatusTags } from './OrderStatus';

const SUMMARY = [
  'corporateName',
  'representativeName',
  'negotiationNumber',
  'orderType',
  'conditionPayment',
  'typeFreight',
  'deliveryDate',
  'totalAmount',
  'totalValue',
  'percDesconto',
] as const;
const COLUMNS = [
  'productCode',
  'productName',
  'quantity',
  'price',
  'minPrice',
  'discountPercent',
  'totalValue',
] as const;
const NUMERIC = new Set(['quantity', 'price', 'minPrice', 'discountPercent', 'totalValue']);

/**
 * /sales/orders/approval/workflow/:id: the approver answers each pending item (approve it, or
 * return it to the representative for correction) and sends the answer once; the approved ones go
 * to the ERP. Someone who answered first makes this answer a conflict, told as such.
 */
export function OrderApproval({ id }: { id: string }) {
  const navigate = useNavigate();
  const order = useQuery(orderDocs.record, { variables: { id }, fetchPolicy: 'network-only' });
  const items = useQuery(OrderProductsDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [answer, answering] = useMutation(ApproveOrderItemsDocument, OWN_ERROR_TEXT);
  const [decisions, setDecisions] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const o = order.data?.order;
  if ((order.loading && !o) || (items.loading && !items.data)) return <Spinner aria-label="Carregando" />;
  if (!o) return <NonIdealState icon="error" title={ORDER_MSG.notFound} />;
  const all = items.data?.orderProducts ?? [];
  const pending = all.filter((i) => i.status === 'PENDING');
  const decided = pending.every((i) => decisions[i.id] !== undefined);
  const waiting = o.status === 'IN_APPROVAL' && pending.length > 0;
  return (
    <div className="page order-approval">
      <h1 className="page-title">
        Aprovação do pedido {o.orderNumber} <OrderStatusTags o={o} />
      </h1>
      <section className="form-card" aria-label="Pedido">
        <dl className="order-approval-summary">
          <RecordFigures def={orders} record={o} keys={SUMMARY} />
        </dl>
      </section>
      {error && (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      )}
      <section className="form-card" aria-label="Itens do pedido">
        <h2>Itens do pedido</h2>
        <RowsTable
          className="order-approval-table"
          rows={all}
          columns={[
            ...COLUMNS.map((k) => ({
              title: orderItems.fields[k].label,
              className: NUMERIC.has(k) ? 'num' : undefined,
              cell: (item: (typeof all)[number]) => displayOf(orderItems, k, item[k]),
            })),
            {
              title: 'Decisão',
              cell: (item) =>
                item.status === 'PENDING' && waiting ? (
                  <ButtonGroup role="group" aria-label={`Decisão sobre ${item.productCode}`}>
                    <Button
                      small
                      icon="tick"
                      text="Aprovar"
                      intent={decisions[item.id] === true ? 'success' : 'none'}
                      aria-pressed={decisions[item.id] === true}
                      onClick={() => setDecisions((d) => ({ ...d, [item.id]: true }))}
                    />
                    <Button
                      small
                      icon="undo"
                      text="Devolver"
                      intent={decisions[item.id] === false ? 'danger' : 'none'}
                      aria-pressed={decisions[item.id] === false}
                      onClick={() => setDecisions((d) => ({ ...d, [item.id]: false }))}
                    />
                  </ButtonGroup>
                ) : (
                  displayOf(orderItems, 'status', item.status)
                ),
            },
          ]}
        />
        {!waiting && <p>{ORDER_MSG.notInApproval}.</p>}
      </section>
      <div className="form-actions">
        <Button text="VOLTAR" onClick={() => void navigate(ORDER_APPROVAL_PATH)} />
        <Button
          text="VER PEDIDO"
          icon="document-open"
          onClick={() => void navigate(`${ORDERS_PATH}/view/${id}`)}
        />
        {waiting && (
          <Button
            intent="primary"
            icon="tick-circle"
            text="APROVAR ITENS"
            disabled={!decided}
            title={decided ? undefined : ORDER_MSG.decideEveryItem}
            loading={answering.loading}
            onClick={() => {
              setError(null);
              void answer({
                variables: { id, items: pending.map((i) => ({ id: i.id, approved: decisions[i.id]! })) },
              }).then(
                () => {
                  notify.success('Resposta registrada');
                  void navigate(ORDER_APPROVAL_PATH);
                },
                (e: unknown) => {
                  const conflict =
                    (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code ===
                    'CONFLICT';
                  setError(
                    conflict ? 'Outro aprovador respondeu este pedido antes de você.' : ORDER_MSG.saveFailed,
                  );
                  void order.refetch();
                  void items.refetch();
                },
              );
            }}
          />
        )}
      </div>
    </div>
  );
}
