// A list page over 1,000,000 users on the PostgreSQL server, through the services' HTTP route
// (GET /services/users: the generic table GET every grid uses). Run after `pnpm -r run build`:
//   node tests/bench/list-1m.mjs [fetches per case=20] [rows=1000000]
//
// It makes a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// starts the services on it (migrations, demo data, then the volume users made by generate_series),
// times each case's fetches one after another (p50, p95, max) and drops the database at the end.
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, pct, startServices, stop, throwawayDatabase, waitReady } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fetches = Number(process.argv[2] ?? 20);
const rows = Number(process.argv[3] ?? 1_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const q = (o) => new URLSearchParams(o).toString();
const lastPage = Math.ceil((rows + 5) / 10);
const CASES = [
  ['first page (default order)', q({ page: 1, pageSize: 10 })],
  ['middle page', q({ page: Math.floor(lastPage / 2), pageSize: 10 })],
  ['last page', q({ page: lastPage, pageSize: 10 })],
  ['sorted by e-mail DESC, first page', q({ page: 1, pageSize: 10, orderBy: 'email', sort: 'DESC' })],
  ['sorted by e-mail, middle page', q({ page: Math.floor(lastPage / 2), pageSize: 10, orderBy: 'email' })],
  ['search "conceição" (accents off), first page', q({ page: 1, pageSize: 10, q: 'conceicao' })],
  ['search "usuario.123456", first page', q({ page: 1, pageSize: 10, q: 'usuario.123456' })],
  ['filter inactive, first page', q({ page: 1, pageSize: 10, active: 'false' })],
  [
    'filter inactive + sort by name, page 100',
    q({ page: 100, pageSize: 10, active: 'false', orderBy: 'name' }),
  ],
  [
    'search + filter + sort, 100 rows',
    q({ page: 1, pageSize: 100, q: 'silva', active: 'true', orderBy: 'updatedAt', sort: 'DESC' }),
  ],
];

async function main() {
  const database = await throwawayDatabase(adminUrl);
  let child;
  try {
    const port = await freePort();
    const started = performance.now();
    child = startServices(root, {
      DATABASE_URL: database.url,
      PORT: String(port),
      SEED_BULK_USERS: String(rows),
    });
    const base = `http://127.0.0.1:${port}`;
    await waitReady(child, base);
    console.log(
      `services ready with ${rows.toLocaleString('en')} volume users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // What autovacuum would have done by now on a table loaded in one statement: the visibility
    // map lets a deep page's key lookup read the index alone.
    const vac = new pg.Client({ connectionString: database.url });
    await vac.connect();
    await vac.query('VACUUM ANALYZE users');
    await vac.end();
    const login = await fetch(`${base}/services/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'demo1234' }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.accessToken}` };

    const table = [];
    for (const [label, qs] of CASES) {
      const times = [];
      let total = 0;
      // One warm-up fetch, not counted: the first plan and cache fill.
      await fetch(`${base}/services/users?${qs}`, { headers }).then((r) => r.json());
      for (let i = 0; i < fetches; i++) {
        const t0 = performance.now();
        const res = await fetch(`${base}/services/users?${qs}`, { headers });
        const body = await res.json();
        times.push(performance.now() - t0);
        if (!res.ok) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
        total = body.totalRegisters;
      }
      times.sort((a, b) => a - b);
      table.push({
        case: label,
        totalRegisters: total,
        'p50 ms': pct(times, 50).toFixed(1),
        'p95 ms': pct(times, 95).toFixed(1),
        'max ms': times.at(-1).toFixed(1),
      });
    }
    console.log(
      `\nGET /services/users over ${rows.toLocaleString('en')} users, PostgreSQL server, ${fetches} fetches per case`,
    );
    console.table(table);
  } finally {
    await stop(child);
    await database.drop();
  }
}

await main();
