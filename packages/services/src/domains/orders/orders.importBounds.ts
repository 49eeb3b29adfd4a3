import { compareDecimal, formatMoney, ORDER_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { addError, type RowErrors } from '../../imports/imports.kit.js';
import type { ImportRow } from '../../imports/imports.read.js';
import { priceByTable } from '../sales/importLookups.js';

/**
 * Import rows bound as a typed order's items (orderItemBounds), a chunk in one query: by the
 * negotiation each row names, which is an approved one of the row's customer holding the product,
 * its price without IPI the lowest price and its quantity the highest. The item's table price,
 * lowest price, highest quantity and IPI go into the row's values.
 */
export async function negotiationBounds(db: Db, rows: ImportRow[], errors: RowErrors) {
  if (!rows.length) return;
  const { rows: found } = await db.query<{
    at: number;
    status: string | null;
    customerId: number | null;
    tablePrice: string | null;
    minPrice: string | null;
    maxQuantity: number | null;
    ipi: string | null;
  }>(
    `select (u.at - 1)::int as at, n.status, n.customer_id as "customerId", ni.table_price::text as "tablePrice",
            ni.negotiated_price_without_ipi::text as "minPrice", ni.negotiated_quantity as "maxQuantity",
            ni.ipi::text as ipi
       from unnest($1::bigint[], $2::bigint[]) with ordinality as u(negotiation_id, product_id, at)
       left join negotiations n on n.id = u.negotiation_id
       left join negotiation_items ni on ni.negotiation_id = n.id and ni.product_id = u.product_id`,
    [rows.map((r) => Number(r.values.negotiationId)), rows.map((r) => Number(r.values.productId))],
  );
  for (const f of found) {
    const row = rows[Number(f.at)]!;
    const v = row.values;
    const fail = (reason: string) => addError(errors, row.line, reason);
    if (!f.status) fail(ORDER_MSG.negotiationFailed);
    else if (f.status !== 'APPROVED') fail(ORDER_MSG.negotiationNotApproved);
    else if (Number(f.customerId) !== Number(v.customerId)) fail(ORDER_MSG.negotiationOtherCustomer);
    else if (!f.tablePrice) fail(ORDER_MSG.notInNegotiation);
    else {
      if (Number(v.quantity) > Number(f.maxQuantity)) fail(ORDER_MSG.aboveNegotiated(String(f.maxQuantity)));
      if (compareDecimal(v.price!, f.minPrice!) < 0)
        fail(ORDER_MSG.belowNegotiated(formatMoney(f.minPrice!)));
      Object.assign(v, {
        tablePrice: f.tablePrice,
        minPrice: f.minPrice,
        maxQuantity: String(f.maxQuantity),
        ipi: f.ipi,
      });
    }
  }
}

/**
 * Import rows bound by the price table valid today for the row's customer (boundsOf, as a typed
 * order from the table): no price refuses the row, and a price below the table's floor too.
 */
export const tableBounds = (db: Db, rows: ImportRow[], errors: RowErrors) =>
  priceByTable(db, rows, errors, ORDER_MSG, (b) => ({
    tablePrice: b.tablePrice,
    minPrice: b.floorPrice,
    maxQuantity: '',
    ipi: b.ipi,
  }));
