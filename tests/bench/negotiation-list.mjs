// The negotiations list through the whole stack (GraphQL `negotiations`: gateway, services, SQL) over
// 200,000 negotiations on the PostgreSQL server, as the representative `vendedor` (his own deals,
// record-level access) and as admin (every deal). Run after `pnpm -r run build`:
//   node tests/bench/negotiation-list.mjs [queries per case=200] [negotiations=200000]
// (BENCH_EXPLAIN=1 also prints the plans of the representative's first page: count and page keys;
// BENCH_CASES=n times the first n cases only.)
//
// It makes a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the services (migrations, demo data) and a gateway on it, adds the volume deals with
// generate_series (the four representatives' customers in turn, every status, two items each), times
// each case's queries one after another (p50, p95, max) and drops the database.
import { fileURLToPath } from 'node:url';
import { graphqlAt, onThrowawayStack, REPRESENTATIVES_CUSTOMERS, timed } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const queries = Number(process.argv[2] ?? 200);
const volume = Number(process.argv[3] ?? 200_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LIST = `query($input: ListInput) { negotiations(input: $input) { totalRegisters rows {
  id negotiationNumber status blocked customerId corporateName corporateNameMatriz buyerId buyerName
  representativeName regionalManager responsibleApproval typeOfFunds typeOfPayment campaign reason
  firstPeriod lastPeriod destinationState conditionPayment expirationDate totvsNegotiationNumber
  valueBudget budgetDescription budgetBalance itemCount totalAmount totalValue discountValue
  percDesconto mkpNegotiation issueDate updatedAt } } }`;

const CASES = [
  ['first page (number, newest first)', {}],
  ['page 200', { page: 200 }],
  ['status: em aprovação', { filters: [{ key: 'status', values: ['IN_APPROVAL'] }] }],
  ['search: customer name', { q: 'Aurora' }],
  ['order: total value', { orderBy: 'totalValue', sort: 'DESC' }],
];

async function run({ db, stack }) {
  const t0 = performance.now();
  await db.query(
    `${REPRESENTATIVES_CUSTOMERS}
       insert into negotiations (customer_id, representative_id, created_by, status, blocked, type_of_funds,
                                 type_of_payment, campaign, reason, first_period, last_period, destination_state,
                                 value_budget, issue_date, created_at, updated_at)
       select c.id, c.representative_id, c.representative_id,
              (array['DRAFT','DRAFT','IN_APPROVAL','APPROVED','CONCLUDED'])[1 + g % 5], g % 37 = 0,
              (array['VERBA_COMERCIAL','VPC','FAN','SEM_VERBA'])[1 + g % 4], 'BOLETO', 'Volume ' || (g % 50),
              'Negociação de volume ' || g, date '2026-01-01' + (g % 300), date '2026-01-01' + (g % 300) + 60,
              'SP', (g % 10000)::numeric, date '2025-01-01' + (g % 600),
              now() - (g % 600) * interval '1 day', now() - (g % 600) * interval '1 day'
         from generate_series(1, $1::int) g join c on c.k = g % c.n`,
    [volume],
  );
  await db.query(
    `insert into negotiation_items (negotiation_id, product_id, negotiated_quantity, negotiated_price_without_ipi,
                                      perc_price_vpc, table_price, floor_price, ipi)
       select n.id, p.id, 1 + n.id % 20, 95 + (n.id % 5), 2.5, 100, 90, 10
         from negotiations n
         join lateral (select id from products order by id offset (n.id % 40) limit 2) p on true
        where n.reason like 'Negociação de volume %'`,
  );
  await db.query('VACUUM ANALYZE negotiations');
  await db.query('VACUUM ANALYZE negotiation_items');
  const { rows } = await db.query('select count(*)::int as n from negotiations');
  console.log(
    `${rows[0].n.toLocaleString('en')} negotiations loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { gql, signIn } = graphqlAt(stack.base);
  const results = [];
  for (const user of ['vendedor', 'admin']) {
    const token = await signIn(user);
    for (const [name, input] of CASES.slice(0, Number(process.env.BENCH_CASES ?? CASES.length))) {
      const { first, ...figures } = await timed(queries, () => gql(LIST, { input }, token));
      results.push({ caller: user, case: name, listed: first.negotiations.totalRegisters, ...figures });
    }
  }
  // The plans of the representative's first page as the services build it (lib/list): the count
  // and the page's keys.
  if (process.env.BENCH_EXPLAIN) {
    const dist = (m) => new URL(`../../packages/services/dist/${m}`, import.meta.url).href;
    await import(dist('app.js')); // the areas in the order the services load them
    const { negotiationsArea } = await import(dist('domains/negotiations/negotiations.area.js'));
    const { NEGOTIATION_ACCESS_SQL } = await import(dist('domains/negotiations/access.js'));
    const { whereOf, orderOf } = await import(dist('lib/list.js'));
    const { rows: u } = await db.query(`select id from users where user_name = 'vendedor'`);
    const spec = {
      ...negotiationsArea.store.list,
      where: [{ sql: NEGOTIATION_ACCESS_SQL, params: [u[0].id] }],
    };
    const query = { page: 1, pageSize: 10 };
    const { where, params } = whereOf(spec, query);
    const order = orderOf(spec, query);
    for (const sql of [
      `select count(*)::int as n from ${spec.from} ${where}`,
      `select ${spec.tieBreaker} as page_key from ${spec.from} ${where} ${order} limit 10`,
    ]) {
      const plan = await db.query(`explain (analyze, costs off) ${sql}`, params);
      console.log(`\n--- ${sql.slice(0, 60).replace(/\s+/g, ' ')}…`);
      console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  }
  console.log(
    `\nGraphQL negotiations (gateway → services → PostgreSQL server) over ${rows[0].n.toLocaleString('en')} negotiations, ${queries} queries per case, page of 10`,
  );
  console.table(results);
}

await onThrowawayStack(root, adminUrl, {}, run);
