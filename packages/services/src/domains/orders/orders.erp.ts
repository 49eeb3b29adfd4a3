import { ORDER_ERP_STATUSES, ORDER_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { ErpError, type ErpAdapter, type ErpOrder } from '../../erp/erp.adapter.js';
import { HttpError } from '../../errors.js';
import { recordOrderUpdate, TOUCH } from './orders.fate.js';

type Sendable = { order: ErpOrder; itemIds: number[]; erpStatus: keyof typeof ORDER_ERP_STATUSES };

/** The order as the ERP receives it: its approved items not yet sent. */
async function sendable(db: Db, orderId: number): Promise<Sendable | null> {
  const { rows } = await db.query<Omit<ErpOrder, 'items'> & { erpStatus: Sendable['erpStatus'] }>(
    `select 'PED-' || lpad(o.id::text, 6, '0') as "orderNumber", o.totvs_code as "totvsCode",
            c.cnpj as "customerCnpj", o.customer_order_code as "customerOrderCode",
            o.remittance_order_code as "remittanceOrderCode", o.establishment_code as "establishmentCode",
            o.order_type as "orderType", o.condition_payment as "conditionPayment",
            o.type_freight as "typeFreight", o.erp_status as "erpStatus"
       from orders o join customers c on c.id = o.customer_id where o.id = $1`,
    [orderId],
  );
  if (!rows[0]) return null;
  const items = await db.query<ErpOrder['items'][number]>(
    `select i.id as "itemId", p.code as "productCode", i.quantity, i.price::text as price, i.ipi::text as ipi
       from order_items i join products p on p.id = i.product_id
      where i.order_id = $1 and i.status = 'APPROVED' and not i.sent_to_erp order by i.id`,
    [orderId],
  );
  if (!items.rows.length) return null;
  const { erpStatus, ...order } = rows[0];
  return {
    order: {
      ...order,
      items: items.rows.map((i) => ({ ...i, itemId: Number(i.itemId), quantity: Number(i.quantity) })),
    },
    itemIds: items.rows.map((i) => Number(i.itemId)),
    erpStatus,
  };
}

async function setErpStatus(
  tx: Db,
  orderId: number,
  actor: number | null,
  from: { erpStatus: string; totvsCode: string | null },
  to: { erpStatus: string; totvsCode: string | null },
) {
  await tx.query(`update orders set erp_status = $2, totvs_code = $3, ${TOUCH} where id = $1`, [
    orderId,
    to.erpStatus,
    to.totvsCode,
  ]);
  const label = ORDER_ERP_STATUSES as Record<string, string>;
  await recordOrderUpdate(
    tx,
    orderId,
    actor,
    { erpStatus: label[from.erpStatus], totvsCode: from.totvsCode },
    { erpStatus: label[to.erpStatus], totvsCode: to.totvsCode },
  );
}

/**
 * Sends the order's approved items not yet sent to the ERP, all of them in one call, and keeps the
 * number it answers; the items are marked sent in one transaction with it, so an order is never
 * half-sent. The ERP failing leaves the order as it is (approved), its integration FAILED, to be
 * sent again (`retry`: 502 'Erro ao consultar Api de Pedido do Totvs' to whoever retries by hand).
 * Answers whether something was sent.
 */
export async function sendToErp(
  db: Db,
  erp: ErpAdapter | null,
  log: { error: (obj: object, msg: string) => void },
  orderId: number,
  actor: number | null,
  opts: { retry?: boolean } = {},
) {
  const found = await sendable(db, orderId);
  if (!found) {
    if (opts.retry) throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.nothingToResend);
    return false;
  }
  let totvsCode: string;
  try {
    if (!erp) throw new ErpError('ERP not configured');
    totvsCode = (await erp.sendOrder(found.order)).totvsCode;
  } catch (err) {
    if (!(err instanceof ErpError)) throw err;
    log.error({ err: { message: err.message }, orderId }, 'ERP order send failed');
    if (found.erpStatus !== 'FAILED')
      await db.transaction((tx) =>
        setErpStatus(
          tx,
          orderId,
          actor,
          { erpStatus: found.erpStatus, totvsCode: found.order.totvsCode },
          {
            erpStatus: 'FAILED',
            totvsCode: found.order.totvsCode,
          },
        ),
      );
    if (opts.retry) throw new HttpError(502, 'ERP_UNAVAILABLE', ORDER_MSG.erpOrderFailed);
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `update order_items set sent_to_erp = true, ${TOUCH} where order_id = $1 and id = any($2::bigint[])`,
      [orderId, found.itemIds],
    );
    await setErpStatus(
      tx,
      orderId,
      actor,
      { erpStatus: found.erpStatus, totvsCode: found.order.totvsCode },
      { erpStatus: 'SENT', totvsCode },
    );
  });
  return true;
}
