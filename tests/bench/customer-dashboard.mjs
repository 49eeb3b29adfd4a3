// The customer dashboard (GET /services/customers/dashboard: counts by status, state, risk class and
// month of the customers the caller may see) over a large book, on the PostgreSQL server, with the
// dashboard's indexes (migration 150) and without them (the baseline), side by side. Run after
// `pnpm -r run build`:
//   node tests/bench/customer-dashboard.mjs [fetches per case=20] [customers=200000]
//
// It makes a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the services on it (migrations, the demo data), adds the volume customers with generate_series
// (spread over the demo matrices and the four representatives, states, risk classes, statuses and
// two years of registrations, as the demo book is), times each
// case's fetches one after another (p50, p95), drops the indexes and times them again, and drops
// the database at the end.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, pct, startServices, stop, throwawayDatabase, waitReady } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fetches = Number(process.argv[2] ?? 20);
const volume = Number(process.argv[3] ?? 200_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const INDEXES = [
  'customers_dashboard_status on customers (status)',
  'customers_dashboard_uf on customers (uf)',
  'customers_dashboard_risk on customers (risk_class)',
  'customers_dashboard_created on customers (created_at)',
];
// admin sees every customer; vendedor, a representative, only his own (record-level access).
const USERS = ['admin', 'vendedor'];

async function time(base, token) {
  const headers = { authorization: `Bearer ${token}` };
  const get = async () => {
    const res = await fetch(`${base}/services/customers/dashboard`, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const body = await get(); // warm-up, not counted
  const times = [];
  for (let i = 0; i < fetches; i++) {
    const t0 = performance.now();
    await get();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { total: body.total, p50: pct(times, 50), p95: pct(times, 95) };
}

async function main() {
  const database = await throwawayDatabase(adminUrl);
  let child;
  const db = new pg.Client({ connectionString: database.url });
  try {
    const port = await freePort();
    const started = performance.now();
    child = startServices(root, { DATABASE_URL: database.url, PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await waitReady(child, base);
    await db.connect();
    await db.query(
      `insert into customers (company_id, representative_id, status, person_type, cpf, corporate_name, short_name,
         city, uf, risk_class, suggested_limit, created_at)
       select co.id, r.id,
              (array['ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','ACTIVE','INACTIVE','PRE_REGISTRATION','IN_APPROVAL'])[1 + g % 9],
              'PF', lpad((90000000000 + g)::text, 11, '0'), 'Cliente Volume ' || g, 'Volume ' || g,
              'Cidade ' || (g % 97),
              (array['AC','AL','AM','AP','BA','CE','DF','ES','GO','MA','MG','MS','MT','PA','PB','PE','PI','PR','RJ','RN','RO','RR','RS','SC','SE','SP','TO'])[1 + g % 27],
              (array['A','B','C','D','E'])[1 + g % 5], (g % 500000)::numeric, now() - (g % 730) * interval '1 day'
         from generate_series(1, $1::int) g
         join lateral (select id from companies order by id offset (g % 500) limit 1) co on true
         join lateral (select id from users where user_name = any(array['vendedor','ralmeida','mcosta','pnogueira'])
                        order by id offset (g % 4) limit 1) r on true`,
      [volume],
    );
    // What autovacuum would have done by now on a table loaded in bulk.
    await db.query('VACUUM ANALYZE customers');
    const { rows } = await db.query('select count(*)::int as n from customers');
    console.log(
      `services ready with ${rows[0].n.toLocaleString('en')} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const tokens = {};
    for (const u of USERS) {
      const login = await fetch(`${base}/services/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: u, password: 'demo1234' }),
      }).then((r) => r.json());
      tokens[u] = login.accessToken;
    }
    const indexed = {};
    for (const u of USERS) indexed[u] = await time(base, tokens[u]);
    for (const ix of INDEXES) await db.query(`DROP INDEX ${ix.split(' ')[0]}`);
    await db.query('ANALYZE customers');
    const baseline = {};
    for (const u of USERS) baseline[u] = await time(base, tokens[u]);
    for (const ix of INDEXES) await db.query(`CREATE INDEX ${ix}`);

    console.log(
      `\nGET /services/customers/dashboard over ${rows[0].n.toLocaleString('en')} customers, PostgreSQL server, ${fetches} fetches per case`,
    );
    console.table(
      USERS.map((u) => ({
        caller: u,
        'customers counted': indexed[u].total,
        'baseline p50 ms': baseline[u].p50.toFixed(1),
        'baseline p95 ms': baseline[u].p95.toFixed(1),
        'indexed p50 ms': indexed[u].p50.toFixed(1),
        'indexed p95 ms': indexed[u].p95.toFixed(1),
      })),
    );
  } finally {
    await db.end().catch(() => {});
    await stop(child);
    await database.drop();
  }
}

await main();
