import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, CFOP_FAMILIES, MSG, REGIONS, type Region } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { regionSql } from '../../lib/regions.js';
import { zoneSql } from '../../lib/zone.js';
import { seesAllOrders } from '../orders/access.js';
import { monthLabel } from './summary.js';

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MSG.invalidDate)
  .optional();

/** The dashboard's filters: months from and to (YYYY-MM, both included), a region. */
export const salesQuery = z.object({
  from: month,
  to: month,
  region: z.enum(Object.keys(REGIONS) as [Region, ...Region[]]).optional(),
});
export type SalesQuery = z.infer<typeof salesQuery>;

/** One bar and its table line: orders and their value (decimal text) of a group. */
export type SalesRow = { key: string; label: string; orders: number; value: string };

/**
 * Who sees every sale: the dashboard's or the orders' confidential access (the board). The others
 * see their own: as the representative, as the regional manager (the order's, or its customer's in
 * the business hierarchy): the orders' record rule without its approvers' arm.
 */
const seesAll = (caller: Caller) =>
  can(caller.accessSet, 'DASHBOARD_VENDAS', 'ACESSO_A_INFORMACAO_CONFIDENCIAL') || seesAllOrders(caller);
const scopeSql = (user: string) => `(r.representative_id = ${user} or r.regional_manager_id = ${user}
  or r.customer_id = any(array(select h.customer_id from customer_business_hierarchy h
                                where h.regional_manager_id = ${user})))`;

/** The months of the period: by default the twelve up to this one, in the business's zone. */
async function period(db: Db, q: SalesQuery) {
  if (q.from && q.to && q.to < q.from)
    throw validationFailed([{ field: 'to', messages: [MSG.endBeforeStart] }]);
  const thisMonth = `date_trunc('month', now() at time zone ${zoneSql()})::date`;
  const { rows } = await db.query<{ m: string }>(
    `select to_char(g, 'YYYY-MM') as m
       from generate_series(coalesce($1::date, coalesce($2::date, ${thisMonth}) - interval '11 months'),
                            coalesce($2::date, ${thisMonth}), interval '1 month') g`,
    [q.from ? `${q.from}-01` : null, q.to ? `${q.to}-01` : null],
  );
  return rows.map((r) => r.m);
}

const line = (key: string | null, label: string, orders: unknown, value: unknown): SalesRow => ({
  key: key ?? '',
  label,
  orders: Number(orders),
  value: String(value),
});
const byValue = (a: SalesRow, b: SalesRow) =>
  Number(b.value) - Number(a.value) || a.label.localeCompare(b.label);

type Grouped = {
  g: number;
  month: string | null;
  rep: string | null;
  region: string | null;
  customer: string | null;
  orders: number;
  value: string | null;
};

/**
 * The families' figures of the period (`where`: month and region over `r`): admin's from the
 * totals per month × representative × regional manager × UF (migration 410); another caller's
 * from those of his orders (his as representative or regional manager) and, at the customer grain,
 * those of the other orders of his business hierarchy's customers.
 */
async function familyFigures(db: Db, where: string[], params: unknown[], user: string | null) {
  const totals = `select r.family, r.orders, r.value from sales_rollup_family_totals r
     where ${[...where, ...(user ? [`(r.representative_id = ${user} or r.regional_manager_id = ${user})`] : [])].join(' and ')}`;
  const hierarchy = user
    ? `union all select r.family, r.orders, r.value from sales_rollup_families r
        where ${where.join(' and ')} and r.customer_id = any(array(select h.customer_id
              from customer_business_hierarchy h where h.regional_manager_id = ${user}))
          and r.representative_id is distinct from ${user} and r.regional_manager_id is distinct from ${user}`
    : '';
  const { rows } = await db.query<{ family: string; orders: number; value: string }>(
    `select r.family, sum(r.orders)::int as orders, sum(r.value)::text as value
       from (${totals} ${hierarchy}) r group by 1 having sum(r.orders) > 0`,
    params,
  );
  return rows;
}

/**
 * The sales of a period (months), of a region, that the caller may see: in all, and by month,
 * representative, region, product family and customer (the ten largest), summed in numeric from the
 * monthly rollups (migrations 401 and 410, the customer's UF on their rows): one scan of the
 * customer grain for the orders' figures and, beside it, one of the families' totals.
 */
export async function salesDashboard(db: Db, q: SalesQuery, caller: Caller) {
  const months = await period(db, q);
  if (!months.length) throw validationFailed([{ field: 'from', messages: [MSG.invalidDate] }]);
  const params: unknown[] = [`${months[0]}-01`, `${months.at(-1)}-01`];
  const where = ['r.month >= $1::date', 'r.month <= $2::date'];
  const region = regionSql('r.uf');
  if (q.region) where.push(`${region} = $${params.push(q.region)}`);
  const user = seesAll(caller) ? null : `$${params.push(caller.auth.userId)}::bigint`;
  // The two scans side by side (two connections of the server's pool).
  const [{ rows }, families] = await Promise.all([
    db.query<Grouped>(
      `select grouping(r.month, r.representative_id, ${region}, r.customer_id) as g,
            to_char(r.month, 'YYYY-MM') as month, r.representative_id::text as rep, ${region} as region,
            r.customer_id::text as customer, sum(r.orders)::int as orders, sum(r.value)::text as value
       from sales_rollup r where ${[...where, ...(user ? [scopeSql(user)] : [])].join(' and ')}
      group by grouping sets ((r.month), (r.representative_id), (${region}), (r.customer_id), ())`,
      params,
    ),
    familyFigures(db, where, params, user),
  ]);
  // grouping(): a bit per grouped expression (the month's the highest), set where the row is not grouped by it.
  const of = (bits: number) => rows.filter((r) => Number(r.g) === bits);
  const names = async (sql: string, ids: string[]) =>
    new Map(
      (await db.query<{ id: string; name: string }>(sql, [ids])).rows.map((r) => [String(r.id), r.name]),
    );
  const reps = of(0b1011);
  const repName = await names(
    'select id::text as id, name from users where id = any($1::bigint[])',
    reps.flatMap((r) => (r.rep ? [r.rep] : [])),
  );
  const top = of(0b1110)
    .map((r) => line(r.customer, '', r.orders, r.value))
    .sort(byValue)
    .slice(0, 10);
  const customerName = await names(
    'select id::text as id, corporate_name as name from customers where id = any($1::bigint[])',
    top.map((t) => t.key),
  );
  const perMonth = new Map(of(0b0111).map((r) => [r.month, r]));
  const total = of(0b1111)[0];
  return {
    from: months[0]!,
    to: months.at(-1)!,
    orders: Number(total?.orders ?? 0),
    value: total?.value ?? '0.00',
    customers: of(0b1110).length,
    byMonth: months.map((m) => {
      const r = perMonth.get(m);
      return line(m, monthLabel(m), r?.orders ?? 0, r?.value ?? '0.00');
    }),
    byRepresentative: reps
      .map((r) => line(r.rep, (r.rep && repName.get(r.rep)) || 'Sem representante', r.orders, r.value))
      .sort(byValue),
    byRegion: of(0b1101)
      .map((r) => line(r.region, r.region ? REGIONS[r.region as Region] : 'Não informado', r.orders, r.value))
      .sort(byValue),
    byFamily: families
      .map((r) =>
        line(r.family, CFOP_FAMILIES[r.family as keyof typeof CFOP_FAMILIES] ?? r.family, r.orders, r.value),
      )
      .sort(byValue),
    byCustomer: top.map((t) => ({ ...t, label: customerName.get(t.key) ?? t.key })),
  };
}

/** GET /sales-dashboard (DASHBOARD_VENDAS × VISUALIZAR): the caller's sales of a period and region. */
export const salesDashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/sales-dashboard', {
    schema: { tags: ['financial'], querystring: salesQuery },
    config: { access: { module: 'DASHBOARD_VENDAS', action: 'VISUALIZAR' } },
    handler: (req) => salesDashboard(db, req.query, req),
  });
};
