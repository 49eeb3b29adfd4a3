// What the benchmark scripts share: a free port, a percentile, a throwaway database on the
// PostgreSQL server, starting the whole stack and stopping the processes they started, GraphQL
// with a demo user's sign-in, and timing calls.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The services' JWT secret in the benchmarks' stacks. */
export const BENCH_JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';

/** A port nothing listens on now, on loopback. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** The p-th percentile of ascending `sorted` (nearest rank). */
export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * A new database on the server `adminUrl` names: its URL, and `drop()`, which removes it whatever
 * still holds it. With `keep` (BENCH_KEEP_DB=<name>), the database balcao_bench_<name> instead, made
 * when missing and never dropped, so that a run reuses the volume an earlier one loaded (the stack
 * migrates it to the build's schema as it starts).
 */
export async function throwawayDatabase(adminUrl, keep = process.env.BENCH_KEEP_DB) {
  const name = keep
    ? `balcao_bench_${keep.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}`
    : `balcao_bench_${randomBytes(5).toString('hex')}`;
  const onServer = async (sql) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return (await c.query(sql)).rows;
    } finally {
      await c.end();
    }
  };
  const exists = keep && (await onServer(`select 1 from pg_database where datname = '${name}'`)).length > 0;
  if (!exists) await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = keep
    ? async () => console.log(`(kept: database ${name})`)
    : () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  return { url: url.toString(), drop };
}

/**
 * A database for the services: a throwaway one named `name` on the PostgreSQL server at
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), else embedded PGlite in a
 * temporary directory `tmpPrefix`…; its services' env, a label, its URL (none on PGlite) and
 * `drop()`, which removes it.
 */
export async function serverOrPglite(name, tmpPrefix) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      label: 'PostgreSQL server',
      url: url.toString(),
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  } catch {
    const dir = mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
    return {
      env: { DATA_DIR: path.join(dir, 'pglite') },
      label: 'embedded PGlite',
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
}

/**
 * Starts `node args` in `root` with `env` added, its output kept, pushes it on `children` and waits
 * until `url` answers 200, trying `tries` times 100 ms apart; throws with its output when it exits
 * or does not answer.
 */
export async function startWatched(root, children, name, args, env, url, tries) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start:\n${log}`);
}

/** Stops a started process (SIGTERM) and waits for it to exit. */
export async function stop(child) {
  if (!child || child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Waits until the process `child` answers 200 on `${base}/readyz`, trying every half second
 * (`tries` times: about 10 minutes by default).
 */
export async function waitReady(child, base, tries = 1200) {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${base} exited`);
    const ok = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > tries) throw new Error(`${base} did not start`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Starts a built server script (relative to `root`) with `env` added; its output goes to ours. */
export function startNode(root, script, env) {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** The services from their build on `env` (DATABASE_URL, PORT…) with the benchmarks' JWT secret. */
export const startServices = (root, env) =>
  startNode(root, 'packages/services/dist/server.js', { JWT_SECRET: BENCH_JWT_SECRET, ...env });

/**
 * Runs `work(base)` with the whole product from its builds (scripts/run-product.mjs, its errors
 * shown) on `env` (its database, volume…) and ports of its own, ready within `tries` half-seconds;
 * then stops it.
 */
export async function withBuiltProduct(root, env, tries, work) {
  const [port, servicesPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/run-product.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitReady(child, base, tries);
    return await work(base);
  } finally {
    await stop(child);
  }
}

/** Chromium's switches for the browser benchmarks: no sandbox, GPU or background traffic. */
export const CHROMIUM_FLAGS = JSON.parse(
  readFileSync(new URL('../chromium-flags.json', import.meta.url), 'utf8'),
);

/**
 * The whole stack from the builds: the services on `env` (DATABASE_URL…; migrated, demo data) and a
 * production gateway over them, each its own process. Answers the gateway's and the services' base
 * URLs and `stop()`.
 */
export async function startStack(root, env) {
  const [servicesPort, gatewayPort] = [await freePort(), await freePort()];
  const gatewayKey = randomBytes(24).toString('hex');
  const children = [];
  const stopAll = async () => {
    for (const c of children.reverse()) await stop(c);
  };
  try {
    const services = startNode(root, 'packages/services/dist/server.js', {
      PORT: String(servicesPort),
      JWT_SECRET: BENCH_JWT_SECRET,
      GATEWAY_KEY: gatewayKey,
      SEED_BULK_USERS: '0',
      SEED_BULK_ORDERS: '0',
      ...env,
    });
    children.push(services);
    const servicesBase = `http://127.0.0.1:${servicesPort}`;
    await waitReady(services, servicesBase);
    const gateway = startNode(root, 'packages/gateway/dist/server.js', {
      PORT: String(gatewayPort),
      UPSTREAM_URL: servicesBase,
      GATEWAY_KEY: gatewayKey,
      NODE_ENV: 'production',
    });
    children.push(gateway);
    const base = `http://127.0.0.1:${gatewayPort}`;
    await waitReady(gateway, base);
    return { base, servicesBase, stop: stopAll };
  } catch (e) {
    await stopAll();
    throw e;
  }
}

/** GraphQL through the gateway at `base` (errors thrown), and a demo user's sign-in (his token). */
export function graphqlAt(base) {
  const gql = async (query, variables, token) => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const signIn = async (userName, password = 'demo1234') =>
    (
      await gql('mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }', {
        u: userName,
        p: password,
      })
    ).login.accessToken;
  return { gql, signIn };
}

/**
 * Times `n` calls of `fn`, one after another, after `warm` untimed ones: p50, p95 and max in ms
 * (as strings with one decimal), and what the first call answered.
 */
export async function timed(n, fn, warm = 5) {
  let first;
  for (let i = 0; i < warm; i++) first ??= await fn();
  const times = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    const got = await fn();
    times.push(performance.now() - s);
    first ??= got;
  }
  times.sort((a, b) => a - b);
  return {
    first,
    'p50 ms': pct(times, 50).toFixed(1),
    'p95 ms': pct(times, 95).toFixed(1),
    'max ms': times.at(-1).toFixed(1),
  };
}

/**
 * Runs `fn({ db, stack })` with the whole stack (startStack, `env` added) on a throwaway database of
 * the PostgreSQL server `adminUrl`, `db` a pg client of it; then stops the stack and drops it.
 */
export async function onThrowawayStack(root, adminUrl, env, fn) {
  const database = await throwawayDatabase(adminUrl);
  const db = new pg.Client({ connectionString: database.url });
  let stack;
  try {
    stack = await startStack(root, { DATABASE_URL: database.url, ...env });
    await db.connect();
    return await fn({ db, stack });
  } finally {
    await db.end().catch(() => {});
    await stack?.stop();
    await database.drop();
  }
}

/**
 * SQL: the four demo representatives' customers as `c` (id, representative_id, k: their position, n:
 * how many), for volume rows that take them in turn (`join c on c.k = g % c.n`).
 */
export const REPRESENTATIVES_CUSTOMERS = `with c as (
  select c.id, c.representative_id, row_number() over (order by c.id) - 1 as k, count(*) over () as n
    from customers c where c.representative_id in (
      select id from users where user_name = any(array['vendedor','ralmeida','mcosta','pnogueira'])))`;

/**
 * `volume` orders for the four demo representatives' customers in turn (REPRESENTATIVES_CUSTOMERS),
 * every status but those of a running approval (one in 23 deactivated), over the last twelve
 * months, two items each at fixed prices (products in turn, so several families), in one
 * transaction with the sales rollups deferred and built once after them, as the demo book's volume
 * (migration 410); then VACUUM ANALYZE. Their CRM codes start with BENCH-. Answers whether a kept
 * database (BENCH_KEEP_DB) held them already, in which case nothing is added.
 */
export async function addOrderVolume(db, volume) {
  // A kept database (BENCH_KEEP_DB) that an earlier run loaded holds the volume already.
  const { rows } = await db.query(`select exists (select 1 from orders where crm_code = 'BENCH-1') as yes`);
  if (rows[0].yes) return true;
  await db.query('BEGIN');
  await db.query(`select set_config('balcao.sales_rollup', 'deferred', true)`);
  await db.query(
    `${REPRESENTATIVES_CUSTOMERS}
       insert into orders (customer_id, representative_id, created_by, status, erp_status, active,
                           establishment_code, order_type, origin_order, crm_code, condition_payment,
                           type_freight, customer_order_code, issue_date, delivery_date)
       select c.id, c.representative_id, c.representative_id,
              (array['DRAFT','APPROVED','INVOICED','PARTIALLY_INVOICED','INVOICED'])[1 + g % 5],
              case when g % 5 = 0 then 'NOT_SENT' else 'SENT' end, g % 23 <> 0,
              (array['01','02','03'])[1 + g % 3], 'VENDA', 'TABELA', 'BENCH-' || g, '28 dias', 'CIF',
              'OC-' || g, current_date - (g % 365), current_date - (g % 365) + 10
         from generate_series(1, $1::int) g join c on c.k = g % c.n`,
    [volume],
  );
  await db.query(
    `insert into order_items (order_id, product_id, quantity, price, table_price, min_price, ipi)
       select o.id, p.id, 1 + o.id % 9, 95 + (o.id % 5), 100, 90, 10
         from orders o
         join lateral (select id from products order by id offset (o.id % 40) limit 2) p on true
        where o.crm_code like 'BENCH-%'`,
  );
  await db.query('select sales_rollup_rebuild()');
  await db.query('COMMIT');
  for (const table of [
    'orders',
    'order_items',
    'sales_rollup',
    'sales_rollup_families',
    'sales_rollup_family_totals',
  ])
    await db.query(`VACUUM ANALYZE ${table}`);
  return false;
}
