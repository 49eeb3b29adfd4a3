import type { OrderRecordQuery, OrdersListQuery } from '../../__generated__/graphql';

export type OrderRow = OrdersListQuery['orders']['rows'][number];
export type Order = NonNullable<OrderRecordQuery['order']>;

/** An order changes while it is an active draft or returned for correction. */
export const isEditable = (o: Pick<Order, 'status' | 'active'>) =>
  o.active && (o.status === 'DRAFT' || o.status === 'RETURNED');

/** Deactivated only while not sent to the ERP nor in approval (the services refuse the rest). */
export const isDeactivatable = (o: Pick<Order, 'status' | 'erpStatus'>) =>
  o.erpStatus === 'NOT_SENT' && o.status !== 'IN_APPROVAL';
