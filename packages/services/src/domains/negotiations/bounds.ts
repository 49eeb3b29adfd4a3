import type { Db } from '../../db/db.js';
import { SERVES, SERVES_FIRST, validToday } from '../pricing/pricing.repo.js';

/** What bounds a negotiated price: the table's price and floor for the customer today, and the product's IPI. */
export type ItemBounds = { tablePrice: string; floorPrice: string; ipi: string };

/**
 * For each (customer, product), the price of the first active table serving the customer that has
 * the product (his table, his related one, then the most specific by scope: pricing.repo), its
 * floor (the table's lowest price, or its price less the largest discount, to the cent; the price
 * itself when the table gives neither) and the product's IPI: numeric all the way, in one query
 * for any number of pairs. A pair without a price has no entry (by its index in `pairs`).
 */
export async function boundsOf(
  db: Db,
  pairs: readonly { customerId: number; productId: number }[],
): Promise<Map<number, ItemBounds>> {
  if (!pairs.length) return new Map();
  const { rows } = await db.query<ItemBounds & { at: number }>(
    `select distinct on (u.at) (u.at - 1)::int as at, i.price::text as "tablePrice",
            coalesce(i.min_price, round(i.price * (100 - coalesce(i.max_discount, 0)) / 100, 2))::text as "floorPrice",
            coalesce(p.ipi, 0)::text as ipi
       from unnest($1::bigint[], $2::bigint[]) with ordinality as u(customer_id, product_id, at)
       join customers c on c.id = u.customer_id
       join price_tables t on ${validToday()} and ${SERVES}
       join price_table_items i on i.price_table_id = t.id and i.product_id = u.product_id
       join products p on p.id = u.product_id
      order by u.at, ${SERVES_FIRST}`,
    [pairs.map((p) => p.customerId), pairs.map((p) => p.productId)],
  );
  return new Map(rows.map(({ at, ...b }) => [Number(at), b]));
}
