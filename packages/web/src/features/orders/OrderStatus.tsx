import { Tag } from '@blueprintjs/core';
import { displayOf, orders } from '@balcao/schema/resources';
import { RecordFigures, RecordStatusTag } from '../resources';
import type { Order } from './types';

const STATUS_INTENT = {
  DRAFT: 'none',
  IN_APPROVAL: 'warning',
  RETURNED: 'danger',
  APPROVED: 'success',
  PARTIALLY_INVOICED: 'primary',
  INVOICED: 'primary',
} as const;

/** The order's status, and beside it what people must know: deactivated, or its ERP sending failed. */
export function OrderStatusTags({ o }: { o: Pick<Order, 'status' | 'active' | 'erpStatus'> }) {
  return (
    <>
      <RecordStatusTag def={orders} status={o.status} intents={STATUS_INTENT} />
      {!o.active && (
        <Tag minimal className="title-tag">
          Inativo
        </Tag>
      )}
      {o.erpStatus === 'FAILED' && (
        <Tag minimal intent="danger" icon="error" className="title-tag">
          {displayOf(orders, 'erpStatus', o.erpStatus)}
        </Tag>
      )}
    </>
  );
}

const FIGURES = [
  'itemCount',
  'totalAmount',
  'totalValue',
  'discountValue',
  'percDesconto',
  'invoicedValue',
  'totvsCode',
  'erpStatus',
  'responsibleApproval',
] as const;

/** The order's figures, computed by the services from its items, and where it stands with the ERP. */
export function OrderTotals({ order }: { order: Order }) {
  return (
    <section className="form-card order-totals" aria-label="Totais do pedido">
      <h2>Totais</h2>
      <dl>
        <RecordFigures def={orders} record={order} keys={FIGURES} />
      </dl>
    </section>
  );
}
