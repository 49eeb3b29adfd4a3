import { PRICE_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';

/** What decides whether two tables compete: their days and their scope. */
export type TableScope = {
  id: number | null;
  validFrom: string;
  validTo: string;
  states: readonly string[];
  customerGroup: string | null;
};

/**
 * Two tables share a scope when they serve the same customer group (or both none) and some state
 * alike (no states: every state). SQL over the other table aliased `o`; $2..$5 the table's scope.
 */
const SAME_SCOPE = `o.customer_group is not distinct from $5
  and (cardinality(o.states) = 0 or cardinality($4::text[]) = 0 or o.states && $4::text[])`;

/**
 * The items of other active tables whose validity shares a day with `t`, in its scope, for the
 * products `products` names (SQL over $6 or the table's own items). Aliases: `o`, `oi`, `p`.
 */
const competing = (products: string) => `
       from price_tables o
       join price_table_items oi on oi.price_table_id = o.id
       join products p on p.id = oi.product_id
      where o.active and o.id <> $1
        and o.valid_from <= $3::date and o.valid_to >= $2::date
        and ${SAME_SCOPE}
        and oi.product_id = any(${products})`;
const scopeParams = (t: TableScope) => [t.id ?? 0, t.validFrom, t.validTo, t.states, t.customerGroup || null];

/**
 * The first active table other than this one whose validity shares a day with it, in the same
 * scope, pricing one of `productIds` (none given: the table's own items). Two such tables would
 * give one customer two prices for one product on one day.
 */
export async function findOverlap(db: Db, t: TableScope, productIds?: readonly number[]) {
  const products = productIds
    ? '$6::bigint[]'
    : 'array(select product_id from price_table_items where price_table_id = $1)';
  const { rows } = await db.query<{ tableCode: string; productCode: string }>(
    `select o.code as "tableCode", p.code as "productCode" ${competing(products)}
      order by o.code, p.code
      limit 1`,
    productIds ? [...scopeParams(t), productIds] : scopeParams(t),
  );
  const hit = rows[0];
  return hit ? PRICE_MSG.overlap(hit.tableCode, hit.productCode) : null;
}

/** A table's scope as stored. */
export async function tableScope(db: Db, id: number): Promise<(TableScope & { active: boolean }) | null> {
  const { rows } = await db.query<TableScope & { active: boolean }>(
    `select id, to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_to, 'YYYY-MM-DD') as "validTo",
            states, customer_group as "customerGroup", active
       from price_tables where id = $1`,
    [id],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/**
 * Of `productIds`, those another active table of the same scope prices on a day this table is
 * valid, each with the text findOverlap gives (one query for a whole chunk of an import).
 */
export async function overlapsByProduct(db: Db, t: TableScope, productIds: readonly number[]) {
  const { rows } = await db.query<{ productId: number; tableCode: string; productCode: string }>(
    `select distinct on (oi.product_id) oi.product_id as "productId", o.code as "tableCode",
            p.code as "productCode" ${competing('$6::bigint[]')}
      order by oi.product_id, o.code`,
    [...scopeParams(t), productIds],
  );
  return new Map(rows.map((r) => [Number(r.productId), PRICE_MSG.overlap(r.tableCode, r.productCode)]));
}
