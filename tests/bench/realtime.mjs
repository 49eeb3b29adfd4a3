// Real-time fan-out: N graphql-ws clients, each signed in as a distinct user and subscribed to
// messageCount through a gateway; one board message is posted to all of them and the time from
// the post to each client's event is measured. Run after `pnpm -r run build`:
//   node tests/bench/realtime.mjs [users=1000] [rounds=3] [pairs=1]
//
// Each pair is a services and a gateway process of its own; with two pairs or more the services
// share the database and rooms through the Redis adapter (REDIS_URL, default
// redis://127.0.0.1:6379), and the clients take the gateways in turn. The services run on a
// throwaway database of the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); the clients run here. The users ('Representante de Vendas', a board reader) are written in one SQL statement
// and their tokens signed with the services' own code, since the setup is not what is measured.
// The services and gateways share GATEWAY_KEY, so message counts come through the services' feed;
// BENCH_NO_FEED=1 runs them without it.
// BENCH_CPU_PROF=<dir>: the servers run under `node --cpu-prof` and leave their profiles there.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { freePort, pct, serverOrPglite, startWatched } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fromGateway = createRequire(path.join(root, 'packages/gateway/package.json'));
const { createClient } = fromGateway('graphql-ws');
const WebSocket = fromGateway('ws');
const { createTokens } = await import(
  pathToFileURL(path.join(root, 'packages/services/dist/auth/tokens.js')).href
);

const USERS = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 3);
const PAIRS = Number(process.argv[4] ?? 1);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret';
// BENCH_NO_FEED=1: no key shared, so that message counts take each user's own upstream socket.
const GATEWAY_KEY = process.env.BENCH_NO_FEED ? '' : 'bench-gateway-key-bench-gateway-key';
const ROUND_TIMEOUT_MS = 30_000;
const children = [];
const cleanups = [];

const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
  : [];
const start = (name, script, env, url) =>
  startWatched(root, children, name, [...profile, script], env, url, 3000);

/** Resident memory of a process, in MB (Linux /proc). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};
const rssOf = (pairs) =>
  Object.fromEntries(
    pairs.flatMap((p, i) => [
      [`services ${i + 1}`, rssMb(p.services.pid)],
      [`gateway ${i + 1}`, rssMb(p.gateway.pid)],
    ]),
  );

/** Runs `fn` over `items`, `width` at a time. */
async function pool(items, width, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** One services + gateway pair on `dbEnv`; with `redisKey`, its services join the others' rooms. */
async function startPair(dbEnv, redisKey) {
  const [servicesPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  // No demo order volume: the board does not read it, and seeding it would only slow the start.
  const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_BULK_ORDERS: '0' };
  const redis = redisKey
    ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', REDIS_KEY: redisKey }
    : {};
  const services = await start(
    'services',
    'packages/services/dist/server.js',
    { ...dbEnv, ...quiet, ...redis, PORT: String(servicesPort), JWT_SECRET, GATEWAY_KEY },
    `${servicesUrl}/readyz`,
  );
  const gateway = await start(
    'gateway',
    'packages/gateway/dist/server.js',
    {
      ...quiet,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: servicesUrl,
      WEB_DIST: '/nonexistent',
      GATEWAY_KEY,
    },
    `http://127.0.0.1:${gatewayPort}/healthz`,
  );
  return { services, gateway, servicesUrl, wsUrl: `ws://127.0.0.1:${gatewayPort}/graphql` };
}

/** The bench users rt0…rt{n-1} in one statement, each a sales representative; their ids in order. */
async function createUsers(url, n) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `with u as (
         insert into users (user_name, name, email, password_hash)
         select 'rt' || g, 'Usuário Tempo Real ' || g, 'rt' || g || '@bench.balcao.com.br',
                (select password_hash from users where user_name = 'admin')
           from generate_series(0, $1::int - 1) g returning id, user_name),
       p as (insert into user_profiles (user_id, profile_id)
             select u.id, (select id from profiles where name = 'Representante de Vendas') from u)
       select id from u order by substr(user_name, 3)::int`,
      [n],
    );
    return rows.map((r) => Number(r.id));
  } finally {
    await db.end();
  }
}

async function main() {
  const database = await serverOrPglite(`balcao_bench_rt_${process.pid}`, 'balcao-bench-rt-');
  const { env: dbEnv, label: dbLabel } = database;
  cleanups.push(database.drop);
  if (!database.url) throw new Error('the bench writes its users in SQL: it needs the PostgreSQL server');

  const redisKey = PAIRS > 1 ? `balcao-bench-rt-${process.pid}` : undefined;
  const pairs = [];
  // One after another: the first migrates and seeds the database the others then find ready.
  for (let i = 0; i < PAIRS; i++) pairs.push(await startPair(dbEnv, redisKey));
  const rssIdle = rssOf(pairs);

  const servicesUrl = pairs[0].servicesUrl;
  const rest = async (method, url, token, body) => {
    const res = await fetch(`${servicesUrl}/services${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const admin = (await rest('POST', '/auth/login', null, { userName: 'admin', password: 'demo1234' }))
    .accessToken;

  let t = Date.now();
  const ids = await createUsers(database.url, USERS);
  const tokens = createTokens(JWT_SECRET, 8 * 3600);
  const users = await Promise.all(
    ids.map(async (id, i) => ({ id, token: (await tokens.sign(id, `rt${i}`)).token })),
  );
  const setupSeconds = (Date.now() - t) / 1000;

  // One graphql-ws client per user, each with its own session, on the gateways in turn.
  const waiting = new Map();
  const counts = new Array(USERS).fill(null);
  let wrong = 0;
  t = Date.now();
  const clients = await pool(users, 50, async (u, i) => {
    const client = createClient({
      url: pairs[i % PAIRS].wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${u.token}` },
      retryAttempts: 0,
    });
    await new Promise((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { messageCount }' },
        {
          next: ({ data }) => {
            const first = counts[i] === null;
            counts[i] = data.messageCount;
            if (first) resolve();
            else waiting.get(i)?.(performance.now());
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    return client;
  });
  const subscribeSeconds = (Date.now() - t) / 1000;
  const rssConnected = rssOf(pairs);

  const latencies = [];
  const postTimes = [];
  const lag = monitorEventLoopDelay({ resolution: 5 });
  // The rounds on the profiles' clock (monotonic µs), to read only their samples.
  const windows = [];
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  for (let round = 0; round < ROUNDS; round++) {
    const arrived = users.map((_, i) => new Promise((resolve) => waiting.set(i, resolve)));
    // An event that never comes counts as lost, not as a hang.
    const giveUp = setTimeout(() => users.forEach((_, i) => waiting.get(i)(null)), ROUND_TIMEOUT_MS);
    lag.enable();
    windows.push([nowUs()]);
    const t0 = performance.now();
    await rest('POST', '/messages/upsert', admin, {
      subject: `Aviso ${round + 1}`,
      content: '<p>Mensagem de medição</p>',
      recipients: users.map((u) => u.id),
    });
    postTimes.push(performance.now() - t0);
    const times = await Promise.all(arrived);
    clearTimeout(giveUp);
    windows.at(-1).push(nowUs());
    lag.disable();
    for (const at of times) if (at !== null) latencies.push(at - t0);
    // Every user has one more unread message per round: his own count, and no one else's.
    wrong += counts.filter((c) => c !== round + 1).length;
    await new Promise((r) => setTimeout(r, 500));
  }
  const rssAfter = rssOf(pairs);
  if (profile.length) console.log(`rounds (monotonic µs): ${JSON.stringify(windows)}`);
  for (const c of clients) await c.dispose();

  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `\nReal-time fan-out: ${USERS} users on ${PAIRS} pair(s), ${ROUNDS} rounds, services on the ${dbLabel}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `setup: ${USERS} users written and their tokens signed in ${setupSeconds.toFixed(1)} s; ${USERS} subscriptions up in ${subscribeSeconds.toFixed(1)} s\n`,
  );
  console.table({
    'post → event, p50': ms(pct(sorted, 50)),
    'post → event, p95': ms(pct(sorted, 95)),
    'post → event, max': ms(sorted[sorted.length - 1]),
    'POST /messages/upsert (median)': ms(
      [...postTimes].sort((a, b) => a - b)[Math.floor(postTimes.length / 2)],
    ),
    'events received': `${latencies.length} of ${USERS * ROUNDS}`,
    'clients with a wrong count after a round': String(wrong),
    "this process's event-loop delay during the rounds, p99 / max": `${ms(lag.percentile(99) / 1e6)} / ${ms(lag.max / 1e6)}`,
  });
  console.table({
    'RSS idle (MB)': rssIdle,
    [`RSS with ${USERS} subscribers (MB)`]: rssConnected,
    'RSS after the rounds (MB)': rssAfter,
  });
}

try {
  await main();
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  for (const fn of cleanups) await fn().catch(() => undefined);
}
