// The sales dashboard through the whole stack (GraphQL `salesDashboard`, every view the screen asks
// for: gateway, services, SQL over the monthly rollups) over 1,000,000 orders on the PostgreSQL
// server, as admin (every sale) and as the representative `vendedor` (his own): the last twelve
// months, and one region of them. Run after `pnpm -r run build`:
//   node tests/bench/sales-dashboard.mjs [queries per case=100] [orders=1000000]
//
// It makes a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the stack on it and adds the volume (lib.mjs: onThrowawayStack, addOrderVolume; the rollups
// built once after the inserts, as for the demo book's volume), times each case one query after
// another, checks the admin's total against the orders read straight, and drops the database.
import { fileURLToPath } from 'node:url';
import { addOrderVolume, graphqlAt, onThrowawayStack, timed } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const queries = Number(process.argv[2] ?? 100);
const volume = Number(process.argv[3] ?? 1_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const DASHBOARD = `query($from: String, $to: String, $region: String) {
  salesDashboard(from: $from, to: $to, region: $region) { from to orders value customers
    byMonth { key label orders value } byRepresentative { key label orders value }
    byRegion { key label orders value } byFamily { key label orders value }
    byCustomer { key label orders value } } }`;

async function run({ db, stack }) {
  const t0 = performance.now();
  const kept = await addOrderVolume(db, volume);
  const { rows } = await db.query('select count(*)::int as n from orders');
  const { rows: rolled } = await db.query(
    `select (select count(*) from sales_rollup)::int as r, (select count(*) from sales_rollup_families)::int as f,
            (select count(*) from sales_rollup_family_totals)::int as t`,
  );
  const n = (k) => rolled[0][k].toLocaleString('en');
  console.log(
    `${rows[0].n.toLocaleString('en')} orders ${kept ? 'kept from an earlier run' : 'loaded'} (rollups: ${n('r')} + ${n('f')} + ${n('t')} family totals rows) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { gql, signIn } = graphqlAt(stack.base);
  const results = [];
  for (const user of ['admin', 'vendedor']) {
    const token = await signIn(user);
    for (const [name, vars] of [
      ['last 12 months', {}],
      ['last 12 months, Sudeste', { region: 'SUDESTE' }],
    ]) {
      const { first, ...figures } = await timed(queries, () => gql(DASHBOARD, vars, token));
      const d = first.salesDashboard;
      results.push({ caller: user, case: name, orders: d.orders, value: d.value, ...figures });
      if (user === 'admin' && !vars.region) await check(db, d);
    }
  }
  console.log(
    `\nGraphQL salesDashboard (gateway → services → PostgreSQL server) over ${rows[0].n.toLocaleString('en')} orders, ${queries} queries per case`,
  );
  console.table(results);
}

/** The admin's figures against the orders and items read straight (no rollup): they must agree. */
async function check(db, d) {
  const { rows } = await db.query(
    `select count(distinct o.id)::int as orders, coalesce(sum(round(i.price * (1 + i.ipi / 100), 2) * i.quantity), 0)::text as value
       from orders o left join order_items i on i.order_id = o.id
      where o.active and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')
        and o.issue_date >= $1::date and o.issue_date < ($2::date + interval '1 month')`,
    [`${d.from}-01`, `${d.to}-01`],
  );
  const same = rows[0].orders === d.orders && rows[0].value === d.value;
  console.log(
    `admin's total read straight: ${rows[0].orders} orders, ${rows[0].value}: ${same ? 'equal' : 'DIFFERENT'}`,
  );
  if (!same) process.exitCode = 1;
}

await onThrowawayStack(root, adminUrl, {}, run);
