// The price of one product for one customer through the whole stack (GraphQL productPrice: gateway,
// services, SQL) on the PostgreSQL server: first over the demo book's price tables (the baseline),
// then with 200 more tables of 250 items each (50,000 items), side by side; and the price-table
// report (XLSX, streamed) of every table valid today, downloaded by admin before and after the
// volume, with the time it takes and how far the services' memory rises meanwhile. Run after
// `pnpm -r run build`:
//   node tests/bench/price.mjs [queries per case=400]
//
// It makes a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the services (migrations, demo data) and a gateway on it, times the queries one after another
// (p50, p95, max) as the representative `vendedor` for his own customers, and drops the database.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, pct, startNode, startServices, stop, throwawayDatabase, waitReady } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const queries = Number(process.argv[2] ?? 400);
const TABLES = 200;
const ITEMS_PER_TABLE = 250;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const database = await throwawayDatabase(adminUrl);
  const children = [];
  try {
    const [servicesPort, gatewayPort] = [await freePort(), await freePort()];
    const gatewayKey = randomBytes(24).toString('hex');
    const services = startServices(root, {
      DATABASE_URL: database.url,
      PORT: String(servicesPort),
      GATEWAY_KEY: gatewayKey,
      SEED_BULK_USERS: '0',
    });
    children.push(services);
    await waitReady(services, `http://127.0.0.1:${servicesPort}`);
    const gateway = startNode(root, 'packages/gateway/dist/server.js', {
      PORT: String(gatewayPort),
      UPSTREAM_URL: `http://127.0.0.1:${servicesPort}`,
      GATEWAY_KEY: gatewayKey,
      NODE_ENV: 'production',
    });
    children.push(gateway);
    const base = `http://127.0.0.1:${gatewayPort}`;
    await waitReady(gateway, base);

    const gql = async (query, variables, token) => {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = await res.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    };
    const { login } = await gql(
      'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
      { u: 'vendedor', p: 'demo1234' },
    );
    const token = login.accessToken;

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    // What a representative asks: his customers, and the products the demo tables price for them.
    const { pricingCustomers } = await gql(
      '{ pricingCustomers(input: { pageSize: 20 }) { rows { id } } }',
      {},
      token,
    );
    const customers = pricingCustomers.rows.map((r) => r.id);
    const asked = [];
    for (const customerId of customers) {
      const { rows } = await db.query(
        `select distinct p.code from price_table_items i
           join price_tables t on t.id = i.price_table_id and t.active
                and current_date between t.valid_from and t.valid_to
           join products p on p.id = i.product_id
           join customers c on c.id = $1
          where (cardinality(t.states) = 0 or c.uf = any(t.states))
            and (t.customer_group is null or t.customer_group = c.customer_group)
          order by p.code limit 20`,
        [customerId],
      );
      for (const r of rows) asked.push({ customerId, productCode: r.code });
    }
    if (!asked.length) throw new Error('the demo book prices nothing for vendedor');

    const QUERY = `query($c: ID!, $p: String!) { productPrice(customerId: $c, productCode: $p) { price tableCode } }`;
    async function measure() {
      for (const a of asked.slice(0, 20)) await gql(QUERY, { c: a.customerId, p: a.productCode }, token);
      const times = [];
      for (let i = 0; i < queries; i++) {
        const a = asked[i % asked.length];
        const t0 = performance.now();
        await gql(QUERY, { c: a.customerId, p: a.productCode }, token);
        times.push(performance.now() - t0);
      }
      times.sort((x, y) => x - y);
      return { p50: pct(times, 50), p95: pct(times, 95), max: times.at(-1) };
    }
    const adminToken = (
      await gql('mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }', {
        u: 'admin',
        p: 'demo1234',
      })
    ).login.accessToken;
    const rssKb = () => {
      const status = readFileSync(`/proc/${services.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
    };
    /** The report downloaded once: its time, its size, and the services' resident memory's rise. */
    async function report() {
      const before = rssKb();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssKb())), 10);
      const t0 = performance.now();
      const res = await fetch(`${base}/files/price-tables/report`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      const bytes = (await res.arrayBuffer()).byteLength;
      const ms = performance.now() - t0;
      clearInterval(sampler);
      if (!res.ok) throw new Error(`report: ${res.status}`);
      return { ms, bytes, riseMb: (peak - before) / 1024 };
    }

    const count = async () =>
      Number((await db.query('select count(*)::int as n from price_table_items')).rows[0].n);

    const baselineItems = await count();
    const baseline = await measure();
    await report(); // warm-up: the first download loads the XLSX writer
    const baselineReport = await report();

    // 200 tables valid today, each for a customer group of its own (no two overlap), with 250 of the
    // catalogue's products each: the volume the lookup must see past.
    await db.query(
      `insert into price_tables (code, description, valid_from, valid_to, customer_group)
       select 'BENCH-' || n, 'Tabela de volume ' || n, current_date - 30, current_date + 30, 'BENCH-' || n
         from generate_series(1, $1) n`,
      [TABLES],
    );
    await db.query(
      `insert into price_table_items (price_table_id, product_id, price)
       select t.id, p.id, 100 + (p.id % 900) + (t.id % 7)
         from price_tables t
         cross join lateral (select id from products order by id limit $1) p
        where t.code like 'BENCH-%'`,
      [ITEMS_PER_TABLE],
    );
    await db.query('ANALYZE price_tables; ANALYZE price_table_items');
    const volumeItems = await count();
    const volume = await measure();
    const volumeReport = await report();
    await db.end();

    const ms = (v) => v.toFixed(1);
    console.log(
      `\nGraphQL productPrice as vendedor, gateway + services on the PostgreSQL server, ${queries} queries per case over ${asked.length} customer × product pairs`,
    );
    console.table([
      {
        case: 'demo book (baseline)',
        items: baselineItems,
        'p50 ms': ms(baseline.p50),
        'p95 ms': ms(baseline.p95),
        'max ms': ms(baseline.max),
      },
      {
        case: `+${TABLES} tables × ${ITEMS_PER_TABLE} items`,
        items: volumeItems,
        'p50 ms': ms(volume.p50),
        'p95 ms': ms(volume.p95),
        'max ms': ms(volume.max),
      },
    ]);
    console.log(
      `p95 ratio volume / baseline: ${(volume.p95 / baseline.p95).toFixed(2)} (budget: p95 ≤ 50 ms)`,
    );
    console.log('\nThe price-table report as admin (every table valid today), one download each');
    const kb = (b) => (b / 1024).toFixed(0);
    const reportRow = (label, items, r) => ({
      case: label,
      items,
      'time ms': ms(r.ms),
      'file KB': kb(r.bytes),
      'services RSS rise MB': r.riseMb.toFixed(1),
    });
    console.table([
      reportRow('demo book (baseline)', baselineItems, baselineReport),
      reportRow(`+${TABLES} tables × ${ITEMS_PER_TABLE} items`, volumeItems, volumeReport),
    ]);
  } finally {
    for (const child of children.reverse()) await stop(child);
    await database.drop();
  }
}

await main();
