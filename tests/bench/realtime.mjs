// Real-time fan-out: N graphql-ws clients, each signed in as a distinct user and subscribed to
// messageCount through the gateway; one board message is posted to all of them and the time from
// the post to each client's event is measured. Run after `pnpm -r run build`:
//   node tests/bench/realtime.mjs [users=1000] [rounds=3]
//
// Services (on a throwaway database of the PostgreSQL server at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, or embedded PGlite when none answers) and the
// gateway run as their own processes; the clients run here. The users are created through the
// services (POST /services/users) with the 'Representante de Vendas' profile (board reader).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, pct, serverOrPglite, startWatched } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fromGateway = createRequire(path.join(root, 'packages/gateway/package.json'));
const { createClient } = fromGateway('graphql-ws');
const WebSocket = fromGateway('ws');

const USERS = Number(process.argv[2] ?? 1000);
const ROUNDS = Number(process.argv[3] ?? 3);
const PASSWORD = 'bench-pass-1';
const children = [];
const cleanups = [];

const start = (name, script, env, url) => startWatched(root, children, name, [script], env, url, 600);

/** Resident memory of a process, in MB (Linux /proc). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
};

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

async function main() {
  const database = await serverOrPglite(`balcao_bench_rt_${process.pid}`, 'balcao-bench-rt-');
  const { env: dbEnv, label: dbLabel } = database;
  cleanups.push(database.drop);

  const [servicesPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const services = await start(
    'services',
    'packages/services/dist/server.js',
    { ...dbEnv, ...quiet, PORT: String(servicesPort), JWT_SECRET: 'bench-secret-bench-secret-bench-secret' },
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
    },
    `http://127.0.0.1:${gatewayPort}/healthz`,
  );
  const rssIdle = { services: rssMb(services.pid), gateway: rssMb(gateway.pid) };

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
  const login = async (userName) =>
    (
      await rest('POST', '/auth/login', null, {
        userName,
        password: userName === 'admin' ? 'demo1234' : PASSWORD,
      })
    ).accessToken;

  const admin = await login('admin');
  const profiles = await rest('GET', '/profiles?q=Representante&pageSize=5', admin);
  const profile = profiles.rows.find((p) => p.name === 'Representante de Vendas').id;
  let t = Date.now();
  const users = await pool(
    Array.from({ length: USERS }, (_, i) => i),
    4,
    async (i) => {
      const u = await rest('POST', '/users', admin, {
        userName: `rt${i}`,
        name: `Usuário Tempo Real ${i}`,
        email: `rt${i}@bench.balcao.com.br`,
        password: PASSWORD,
        profiles: [profile],
      });
      return { id: u.id, token: await login(`rt${i}`) };
    },
  );
  const setupSeconds = (Date.now() - t) / 1000;

  // One graphql-ws client per user, each with its own session: one upstream socket per user.
  const wsUrl = `ws://127.0.0.1:${gatewayPort}/graphql`;
  const waiting = new Map();
  const counts = new Array(USERS).fill(null);
  t = Date.now();
  const clients = await pool(users, 50, async (u, i) => {
    const client = createClient({
      url: wsUrl,
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
  const rssConnected = { services: rssMb(services.pid), gateway: rssMb(gateway.pid) };

  const latencies = [];
  const postTimes = [];
  for (let round = 0; round < ROUNDS; round++) {
    const arrived = users.map((_, i) => new Promise((resolve) => waiting.set(i, resolve)));
    const t0 = performance.now();
    await rest('POST', '/messages/upsert', admin, {
      subject: `Aviso ${round + 1}`,
      content: '<p>Mensagem de medição</p>',
      recipients: users.map((u) => u.id),
    });
    postTimes.push(performance.now() - t0);
    const times = await Promise.all(arrived);
    for (const at of times) latencies.push(at - t0);
    await new Promise((r) => setTimeout(r, 500));
  }
  const rssAfter = { services: rssMb(services.pid), gateway: rssMb(gateway.pid) };
  for (const c of clients) await c.dispose();

  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(0)} ms`;
  console.log(
    `\nReal-time fan-out: ${USERS} users, ${ROUNDS} rounds, services on the ${dbLabel}, ${os.cpus().length} cores`,
  );
  console.log(
    `setup: ${USERS} users created and signed in in ${setupSeconds.toFixed(1)} s; ${USERS} subscriptions up in ${subscribeSeconds.toFixed(1)} s\n`,
  );
  console.table({
    'post → event, p50': ms(pct(sorted, 50)),
    'post → event, p95': ms(pct(sorted, 95)),
    'post → event, max': ms(sorted[sorted.length - 1]),
    'POST /messages/upsert (median)': ms(
      [...postTimes].sort((a, b) => a - b)[Math.floor(postTimes.length / 2)],
    ),
    'events received': `${latencies.length} of ${USERS * ROUNDS}`,
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
  await new Promise((r) => setTimeout(r, 500));
  for (const fn of cleanups) await fn().catch(() => undefined);
}
