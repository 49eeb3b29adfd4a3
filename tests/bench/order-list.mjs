// The order grid's page through the whole stack (GraphQL `orders`, every column the grid asks for:
// gateway, services, SQL) over 1,000,000 orders on the PostgreSQL server, as the representative
// `vendedor` (his own orders, record-level access) and as admin (every order): the first, middle and
// last page, sorted by date, and searched. Run after `pnpm -r run build`:
//   node tests/bench/order-list.mjs [queries per case=100] [orders=1000000]
// (BENCH_EXPLAIN=1 also prints the plans of the count and the page keys of each case, as admin;
// BENCH_KEEP_DB=<name> keeps the database, and a later run with the same name skips the load.)
//
// It makes a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the stack on it (tests/bench/lib.mjs), adds the volume with generate_series (the four
// representatives' customers in turn, every status but those of a running approval, two items each),
// times each case one query after another and drops the database.
import { fileURLToPath } from 'node:url';
import { addOrderVolume, graphqlAt, onThrowawayStack, timed } from './lib.mjs';

// BENCH_ROOT: another checkout's builds (a baseline run of main on the same kept database).
const root = process.env.BENCH_ROOT ?? fileURLToPath(new URL('../..', import.meta.url));
const queries = Number(process.argv[2] ?? 100);
const volume = Number(process.argv[3] ?? 1_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dist = (m) => new URL(`../../packages/services/dist/${m}`, import.meta.url).href;

const LIST = `query($input: ListInput) { orders(input: $input) { totalRegisters totalEstimated rows {
  id orderNumber issueDate status customerId corporateName corporateNameMatriz customerRegime negotiationId
  negotiationNumber representativeName regionalManager responsibleApproval establishmentCode orderType
  originOrder crmCode totvsCode erpStatus conditionPayment typeFreight logisticCompany customerOrderCode
  remittanceOrderCode deliveryDate completionDate itemCount totalAmount totalValue discountValue percDesconto
  invoicedValue active updatedAt } startCursor endCursor } }`;

/** The cases of one caller who sees `listed` orders (the page of 10 the grid opens with). */
const casesOf = (listed, search) => [
  ['first page (number, newest first)', {}],
  ['middle page', { page: Math.ceil(listed / 20) }],
  // As the pager walks: the page after the one shown, read from its last row's cursor.
  [
    'middle page, the next one (cursor)',
    { page: Math.ceil(listed / 20) + 1, afterPage: Math.ceil(listed / 20) },
  ],
  ['last page', { page: Math.ceil(listed / 10) }],
  ['sorted: date, oldest first', { orderBy: 'issueDate', sort: 'ASC' }],
  ['sorted: total value, largest first', { orderBy: 'totalValue', sort: 'DESC' }],
  [`searched: "${search}"`, { q: search }],
];

async function run({ db, stack }) {
  const t0 = performance.now();
  const kept = await addOrderVolume(db, volume);
  const { rows } = await db.query('select count(*)::int as n from orders');
  console.log(
    `${rows[0].n.toLocaleString('en')} orders ${kept ? 'kept from an earlier run, ready' : 'loaded'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  // A customer's name as people search it: a word of vendedor's first customer.
  const { rows: named } = await db.query(
    `select c.corporate_name as name from customers c join users u on u.id = c.representative_id
        where u.user_name = 'vendedor' order by c.id limit 1`,
  );
  const search = named[0].name.split(/\s+/)[0];

  const { gql, signIn } = graphqlAt(stack.base);
  const results = [];
  for (const user of ['admin', 'vendedor']) {
    const token = await signIn(user);
    const listed = (await gql(LIST, { input: { pageSize: 1 } }, token)).orders.totalRegisters;
    for (const [name, { afterPage, ...asked }] of casesOf(listed, search)) {
      const input = afterPage
        ? { ...asked, after: (await gql(LIST, { input: { page: afterPage } }, token)).orders.endCursor }
        : asked;
      const { first, ...figures } = await timed(queries, () => gql(LIST, { input }, token));
      const { totalRegisters, totalEstimated } = first.orders;
      results.push({
        caller: user,
        case: name,
        listed: `${totalEstimated ? '~' : ''}${totalRegisters}`,
        ...figures,
      });
      if (process.env.BENCH_EXPLAIN && user === 'admin')
        await explain(db, input, totalRegisters, totalEstimated);
    }
  }
  console.log(
    `\nGraphQL orders (gateway → services → PostgreSQL server) over ${rows[0].n.toLocaleString('en')} orders, ${queries} queries per case, page of 10 (~: an estimated total)`,
  );
  console.table(results);
}

/**
 * The plans of a case's bounded count and page keys as the services build them (lib/list.ts), as
 * admin, the page where the list reads it given the total it answered.
 */
async function explain(db, input, total, estimated) {
  await import(dist('app.js'));
  const { ordersArea } = await import(dist('domains/orders/orders.area.js'));
  const { listSql, windowOf } = await import(dist('lib/list.js'));
  const { page = 1, orderBy, sort, q, after } = input;
  const query = { page, pageSize: 10, orderBy, sort, q, after };
  const at = after ? undefined : windowOf(total, (query.page - 1) * 10, 10, Boolean(estimated));
  const { bounded, keys, params, countParams } = listSql(ordersArea.store.list, query, at);
  for (const [sql, values] of [
    [bounded, countParams],
    [keys, params],
  ]) {
    const plan = await db.query(`explain (analyze, costs off) ${sql}`, values);
    console.log(`\n--- ${sql.slice(0, 80).replace(/\s+/g, ' ')}…`);
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}

await onThrowawayStack(root, adminUrl, {}, run);
