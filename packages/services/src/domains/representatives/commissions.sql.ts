import type { Db } from '../../db/db.js';
import type { RulerBand } from '../../ruler/ruler.adapter.js';

/** The period of a query: a month ('YYYY-MM') or a year. */
export type Period = { month: string } | { year: number };

const periodSql = (p: Period, at: number) =>
  'month' in p
    ? `o.issue_date >= $${at}::date and o.issue_date < $${at}::date + interval '1 month'`
    : `o.issue_date >= make_date($${at}::int, 1, 1) and o.issue_date < make_date($${at}::int + 1, 1, 1)`;
const periodParam = (p: Period) => ('month' in p ? `${p.month}-01` : p.year);

/**
 * His commission per approved order line, in one statement over his orders ($1 his id, $2 and $3
 * the ruler's bands, $4 the period): the line's value (price × quantity, without IPI), its
 * discount on the table price, and its percentage: the one set by hand (the commission import),
 * else his commission percentage moved by the ruler's band for that discount, held within his
 * minimum and maximum. Only a commissioned representative's active orders, approved or invoiced,
 * and their approved items count.
 */
function linesSql(p: Period) {
  return `with bands as (
    select b.max_discount, b.adjustment, b.n
      from unnest($2::numeric[], $3::numeric[]) with ordinality as b(max_discount, adjustment, n)
  ), lines as (
    select oi.id as item_id, o.id as order_id, o.issue_date, c.corporate_name, p.code, p.name,
           round(oi.price * oi.quantity, 2) as base,
           round((1 - oi.price / oi.table_price) * 100, 2) as discount,
           pa.commission_percentage, pa.min_commission, pa.max_commission, ov.percentage as manual
      from representatives rp
      join representative_parameters pa on pa.representative_id = rp.id and pa.commission
      join orders o on o.representative_id = rp.user_id and o.active
           and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')
      join order_items oi on oi.order_id = o.id and oi.status = 'APPROVED'
      join customers c on c.id = o.customer_id
      join products p on p.id = oi.product_id
      left join representative_commission_overrides ov on ov.order_item_id = oi.id
     where rp.id = $1 and ${periodSql(p, 4)}
  ), priced as (
    select l.*, coalesce(l.manual, greatest(l.min_commission, least(l.max_commission,
             l.commission_percentage + coalesce((select b.adjustment from bands b
               where b.max_discount is null or l.discount <= b.max_discount order by b.n limit 1), 0)))) as percentage
      from lines l
  )
  select priced.*, round(base * percentage / 100, 2) as commission from priced`;
}

const bandParams = (bands: RulerBand[]) => [bands.map((b) => b.maxDiscount), bands.map((b) => b.adjustment)];

/** His commission per month of a year: lines, their value and his commission. */
export async function commissionMonths(db: Db, id: number, year: number, bands: RulerBand[]) {
  const { rows } = await db.query(
    `select to_char(issue_date, 'YYYY-MM') as month, count(*)::int as lines, sum(base)::text as base,
            sum(commission)::text as commission
       from (${linesSql({ year })}) x group by 1 order by 1`,
    [id, ...bandParams(bands), year],
  );
  return rows;
}

const LINE_COLUMNS = `item_id::text as "itemId", 'PED-' || lpad(order_id::text, 6, '0') as "orderNumber",
  to_char(issue_date, 'YYYY-MM-DD') as "issueDate", corporate_name as "customerName", code as "productCode",
  name as "productName", base::text as base, discount::text as discount, percentage::text as percentage,
  manual is not null as manual, commission::text as commission`;

/** His commission per line in a month, a page at a time (newest orders first). */
export async function commissionLines(
  db: Db,
  id: number,
  month: string,
  bands: RulerBand[],
  page?: { page: number; pageSize: number },
) {
  const { rows } = await db.query<Record<string, unknown> & { total?: number }>(
    `select ${LINE_COLUMNS}, (count(*) over ())::int as total from (${linesSql({ month })}) x
      order by issue_date desc, order_id desc, code
      ${page ? `limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}` : ''}`,
    [id, ...bandParams(bands), periodParam({ month })],
  );
  const totalRegisters = Number(rows[0]?.total ?? 0);
  return { rows: rows.map(({ total: _total, ...r }) => r), totalRegisters };
}
