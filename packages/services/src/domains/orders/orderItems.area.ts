import { compareDecimal, formatMoney, ORDER_MSG } from '@balcao/schema';
import { orderItems } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { boundsOf } from '../negotiations/bounds.js';
import { assertOrderAccess } from './access.js';
import { assertOrderEditable } from './orders.area.js';
import { ITEM_SQL } from './orders.sql.js';

async function orderOf(db: Db, id: number) {
  const { rows } = await db.query<{
    customerId: number;
    negotiationId: number | null;
    status: string;
    active: boolean;
  }>(
    `select customer_id as "customerId", negotiation_id as "negotiationId", status, active
       from orders where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** An approved item stays as approved; a pending or rejected one of an editable order changes. */
function assertItemEditable(
  order: { status: string; active: boolean },
  item: Record<string, unknown> | null,
) {
  assertOrderEditable(order);
  if (item && item.status === 'APPROVED') throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.itemNotEditable);
}

/**
 * What bounds an item: from a negotiation, its item of that product (its price without IPI the
 * lowest price, its quantity the highest); from the price table, the table valid today for the
 * customer (its floor the lowest price). Field errors in pt-BR past either.
 */
export async function orderItemBounds(
  db: Db,
  order: { customerId: number; negotiationId: number | null },
  item: { productId: number; quantity: number; price: string },
) {
  const errors: FieldError[] = [];
  let found: { tablePrice: string; minPrice: string; maxQuantity: number | null; ipi: string };
  if (order.negotiationId) {
    const { rows } = await db.query<{
      tablePrice: string;
      minPrice: string;
      maxQuantity: number;
      ipi: string;
    }>(
      `select table_price::text as "tablePrice", negotiated_price_without_ipi::text as "minPrice",
              negotiated_quantity as "maxQuantity", ipi::text as ipi
         from negotiation_items where negotiation_id = $1 and product_id = $2`,
      [order.negotiationId, item.productId],
    );
    if (!rows[0]) throw validationFailed([{ field: 'productId', messages: [ORDER_MSG.notInNegotiation] }]);
    found = { ...rows[0], maxQuantity: Number(rows[0].maxQuantity) };
    if (item.quantity > found.maxQuantity!)
      errors.push({ field: 'quantity', messages: [ORDER_MSG.aboveNegotiated(String(found.maxQuantity))] });
    if (compareDecimal(item.price, found.minPrice) < 0)
      errors.push({ field: 'price', messages: [ORDER_MSG.belowNegotiated(formatMoney(found.minPrice))] });
  } else {
    const table = (
      await boundsOf(db, [{ customerId: Number(order.customerId), productId: item.productId }])
    ).get(0);
    if (!table) throw validationFailed([{ field: 'productId', messages: [ORDER_MSG.noPrice] }]);
    found = { tablePrice: table.tablePrice, minPrice: table.floorPrice, maxQuantity: null, ipi: table.ipi };
    if (compareDecimal(item.price, found.minPrice) < 0)
      errors.push({ field: 'price', messages: [ORDER_MSG.belowFloor(formatMoney(found.minPrice))] });
  }
  if (errors.length) throw validationFailed(errors);
  return found;
}

/**
 * An order's items on the kit, saved and edited below it. Their own rules: the caller may see the
 * order, which is editable (a draft, or returned for correction: then only its pending and rejected
 * items change, and a corrected one is pending again); the item is bound by the order's negotiation
 * or by the price table (orderItemBounds).
 */
export const orderItemsArea: ResourceArea = resourceArea(
  orderItems,
  {
    table: 'order_items',
    alias: 'i',
    from: `order_items i join orders o on o.id = i.order_id join products p on p.id = i.product_id`,
    columns: {
      ...ITEM_SQL,
      orderNumber: `'PED-' || lpad(o.id::text, 6, '0')`,
      productCode: 'p.code',
      productName: 'p.name',
      tablePrice: 'i.table_price',
      minPrice: 'i.min_price',
      maxQuantity: 'i.max_quantity',
      ipi: 'i.ipi',
      status: 'i.status',
      sentToErp: 'i.sent_to_erp',
      invoicedQuantity: 'i.invoiced_quantity',
    },
  },
  {
    // An item stays in its order.
    prepare: ({ input, before }) => (before ? { ...input, orderId: before.orderId } : input),
    validate: async (db, { caller, input, before }) => {
      const id = Number(input.orderId);
      if (caller) await assertOrderAccess(db, caller, id);
      assertItemEditable((await orderOf(db, id))!, before);
    },
    derive: async (db, { input }) => {
      const order = (await orderOf(db, Number(input.orderId)))!;
      const found = await orderItemBounds(db, order, {
        productId: Number(input.productId),
        quantity: Number(input.quantity),
        price: String(input.price),
      });
      return { ...found, status: 'PENDING' };
    },
    beforeRemove: async (db, { before }) => {
      assertItemEditable((await orderOf(db, Number(before.orderId)))!, before);
    },
  },
);
