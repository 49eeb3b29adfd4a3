import type { Db } from '../../db/db.js';
import { todaySql } from '../../lib/zone.js';
import { ITEM_SQL } from '../orders/orders.sql.js';

/**
 * The days of each installment of a payment condition `d.condition_payment`, as an array: the
 * numbers it names ('30/60/90 dias': 30, 60, 90; at most 12 of them, none past ten years), or
 * one due on the invoice's day when it names none ('À vista'); one alone when the value does not
 * reach a cent per installment.
 */
const DAYS_SQL = `(select case when cardinality(x.ds) = 0 then array[0]
                            when d.value * 100 < cardinality(x.ds) then x.ds[1:1] else x.ds end
     from (select array(select least(m[1]::int, 3650) from regexp_matches(d.condition_payment, '(\\d{1,4})', 'g') m
                         limit 12) as ds) x)`;

/**
 * Issues the receivables of what orders invoiced and no title of their invoices holds yet (their
 * items' invoiced quantities at their prices with IPI, less the titles already issued from
 * invoices): one per installment of the order's payment condition, due that many days after
 * `invoiceDate` (null: the order's completion date, else a week after its day, never after today:
 * the demo book's invoiced orders). The value is split to the cent, the last installment taking
 * what the division leaves. `orderIds` null: every order. Answers the new titles' ids.
 */
export async function issueReceivables(db: Db, orderIds: number[] | null, invoiceDate: string | null) {
  const { rows } = await db.query<{ id: number }>(
    `with due as (
       select o.id as order_id, o.customer_id, o.condition_payment,
              coalesce($2::date, o.completion_date, least(o.issue_date + 7, ${todaySql()})) as invoice_date,
              sum(${ITEM_SQL.priceWithIpi} * i.invoiced_quantity)
                - coalesce((select sum(r.value) from receivables r
                             where r.order_id = o.id and r.origin = 'INVOICE'), 0) as value
         from orders o join order_items i on i.order_id = o.id
        where ($1::bigint[] is null or o.id = any($1::bigint[])) and i.invoiced_quantity > 0
        group by o.id),
     parts as (
       select d.*, u.days, u.n, cardinality(p.ds) as total
         from due d cross join lateral (select ${DAYS_SQL} as ds) p
        cross join lateral unnest(p.ds) with ordinality u(days, n)
        where d.value > 0)
     insert into receivables (order_id, customer_id, origin, installment, invoice_date, due_date, value)
     select order_id, customer_id, 'INVOICE', n || '/' || total, invoice_date, invoice_date + days,
            case when n = total then value - trunc(value / total, 2) * (total - 1) else trunc(value / total, 2) end
       from parts order by order_id, n
     returning id`,
    [orderIds, invoiceDate],
  );
  return rows.map((r) => Number(r.id));
}
