// `me` through the gateway against the same REST call made directly and through a minimal
// Fastify + undici proxy, side by side in one run. Run after `pnpm -r run build`:
//   node tests/bench/gateway-me.mjs [seconds=10] [connections=32]
//
// Each server runs in its own process, as operations runs them: the services (on a throwaway
// database of the PostgreSQL server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres,
// or on embedded PGlite when none answers), the gateway (production mode), and the proxy.
// autocannon runs here. A second round puts a fixed-answer upstream in place of the services,
// so that what is left is the cost of the hop itself (the gateway's parsing, validation,
// execution and JSON against the proxy's pass-through). `persisted` is the web app's own `me`
// operation (EditUserPhoto: `me` with the session's fields and __typename) sent as production
// builds send it, by its hash alone (APQ), which the gateway answers from its manifest.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { freePort, serverOrPglite, startWatched } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const role = process.argv[2];
// BENCH_HOP_ONLY's upstream answer, in the shape of the services' `me`.
const SAMPLE_ME = JSON.stringify({
  id: 1,
  userName: 'admin',
  name: 'Administrador',
  email: 'admin@balcao.com.br',
  phone: null,
  file: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

/** A process's CPU time so far (user and system), in ms, from /proc (clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

// ---- child roles ----------------------------------------------------------------------------
if (role === '--proxy') {
  const [upstream, port] = process.argv.slice(3);
  const pool = new Pool(upstream, { connections: 64 });
  const proxy = Fastify();
  proxy.get('/me', async (req, reply) => {
    const res = await pool.request({
      method: 'GET',
      path: '/services/auth/me',
      headers: { authorization: req.headers.authorization },
    });
    reply.status(res.statusCode).header('content-type', 'application/json');
    return reply.send(await res.body.text());
  });
  await proxy.listen({ port: Number(port), host: '127.0.0.1' });
  console.log('ready');
} else if (role === '--fixed') {
  // The `me` answer captured from the real services, returned as is.
  const [port, body] = process.argv.slice(3);
  const app = Fastify();
  app.get('/services/auth/me', async (_req, reply) =>
    reply.header('content-type', 'application/json').send(body),
  );
  app.get('/readyz', async () => ({ status: 'ok' }));
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  console.log('ready');
} else {
  await main();
}

// ---- the run ---------------------------------------------------------------------------------
async function main() {
  const duration = Number(process.argv[2] ?? 10);
  const connections = Number(process.argv[3] ?? 32);
  const children = [];
  const cleanups = [];
  const stop = async () => {
    for (const c of children) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.once('exit', r)))),
    );
    for (const f of cleanups.reverse()) await f();
  };
  process.once('SIGINT', () => stop().then(() => process.exit(130)));

  /** Starts a process and waits until `url` answers 200. */
  const start = (name, args, env, url, tries = 300) =>
    startWatched(root, children, name, args, env, url, tries);

  // BENCH_HOP_ONLY=1: the fixed-answer round alone, without the services (a sample `me` answer).
  const hopOnly = process.env.BENCH_HOP_ONLY === '1';
  // Database: a throwaway one on the server, else embedded PGlite in a temporary directory.
  const database = hopOnly ? null : await serverOrPglite(`balcao_bench_${process.pid}`, 'balcao-bench-');
  const { env: dbEnv, label: dbLabel } = database ?? {};
  if (database) cleanups.push(database.drop);

  try {
    const [servicesPort, gatewayPort, proxyPort, fixedPort, fixedGatewayPort, fixedProxyPort] =
      await Promise.all([1, 2, 3, 4, 5, 6].map(() => freePort()));
    const servicesUrl = `http://127.0.0.1:${servicesPort}`;
    const quiet = { LOG_LEVEL: 'warn', NODE_ENV: 'production' };
    if (!hopOnly)
      await start(
        'services',
        ['packages/services/dist/server.js'],
        {
          ...dbEnv,
          ...quiet,
          PORT: String(servicesPort),
          JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
        },
        `${servicesUrl}/readyz`,
        1200,
      );
    const gateway = (upstream, port) =>
      start(
        'gateway',
        // BENCH_GATEWAY: another build of the gateway to measure (a before and after).
        [process.env.BENCH_GATEWAY ?? 'packages/gateway/dist/server.js'],
        { ...quiet, PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream, WEB_DIST: '/nonexistent' },
        `http://127.0.0.1:${port}/healthz`,
      );
    const proxy = async (upstream, port) => {
      const child = spawn(
        process.execPath,
        [fileURLToPath(import.meta.url), '--proxy', upstream, String(port)],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      children.push(child);
      await new Promise((r) => child.stdout.once('data', r));
      return child;
    };
    if (!hopOnly) {
      await gateway(servicesUrl, gatewayPort);
      await proxy(servicesUrl, proxyPort);
    }
    const login = hopOnly
      ? { accessToken: 'bench' }
      : await fetch(`${servicesUrl}/services/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'admin', password: 'demo1234' }),
        }).then((r) => r.json());
    const authorization = `Bearer ${login.accessToken}`;
    const meBody = hopOnly
      ? SAMPLE_ME
      : await fetch(`${servicesUrl}/services/auth/me`, { headers: { authorization } }).then((r) => r.text());

    const fixedChild = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--fixed', String(fixedPort), meBody],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    children.push(fixedChild);
    await new Promise((r) => fixedChild.stdout.once('data', r));
    const fixedUrl = `http://127.0.0.1:${fixedPort}`;
    const fixedGateway = await gateway(fixedUrl, fixedGatewayPort);
    const fixedProxy = await proxy(fixedUrl, fixedProxyPort);
    // The process each hop-alone target runs in: its CPU time per request is told beside its rate.
    const hopProcess = {
      direct: fixedChild,
      proxy: fixedProxy,
      gateway: fixedGateway,
      persisted: fixedGateway,
    };

    const gql = (port) => ({
      url: `http://127.0.0.1:${port}/graphql`,
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { id userName name } }' }),
    });
    const manifest = JSON.parse(
      readFileSync(`${root}/packages/gateway/src/__generated__/persisted-documents.json`, 'utf8'),
    );
    const [meHash] = Object.entries(manifest).find(([, text]) => text.startsWith('query EditUserPhoto '));
    const persisted = (port) => ({
      ...gql(port),
      body: JSON.stringify({
        operationName: 'EditUserPhoto',
        extensions: { persistedQuery: { version: 1, sha256Hash: meHash } },
      }),
    });
    const rounds = {
      [`services on the ${dbLabel}`]: hopOnly
        ? null
        : {
            direct: { url: `${servicesUrl}/services/auth/me`, headers: { authorization } },
            proxy: { url: `http://127.0.0.1:${proxyPort}/me`, headers: { authorization } },
            gateway: gql(gatewayPort),
            persisted: persisted(gatewayPort),
          },
      'fixed-answer upstream (the hop alone)': {
        direct: { url: `${fixedUrl}/services/auth/me`, headers: { authorization } },
        proxy: { url: `http://127.0.0.1:${fixedProxyPort}/me`, headers: { authorization } },
        gateway: gql(fixedGatewayPort),
        persisted: persisted(fixedGatewayPort),
      },
    };

    const run = (opts, seconds, extra = {}) =>
      autocannon({ ...opts, connections, duration: seconds, ...extra }).then((r) => {
        if (r.non2xx || r.errors) throw new Error(`${opts.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
      });
    /**
     * Latency at a fixed rate, to the microsecond (autocannon keeps whole milliseconds): requests
     * sent on a schedule of `rate` per second for `seconds`, each timed from send to last byte.
     */
    const paced = async (opts, rate, seconds) => {
      const target = new URL(opts.url);
      const pool = new Pool(target.origin, { connections });
      const times = [];
      const total = Math.floor(rate * seconds);
      const start = performance.now();
      const inflight = [];
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        inflight.push(
          (async () => {
            const t0 = performance.now();
            const res = await pool.request({
              method: opts.method ?? 'GET',
              path: target.pathname,
              headers: opts.headers,
              body: opts.body,
            });
            await res.body.text();
            if (res.statusCode !== 200) throw new Error(`${opts.url}: ${res.statusCode}`);
            times.push(performance.now() - t0);
          })(),
        );
      }
      await Promise.all(inflight);
      await pool.close();
      times.sort((a, b) => a - b);
      return { p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] };
    };
    const fmt = (n) => n.toFixed(2);
    console.log(
      `\n${duration}s per target, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores`,
    );
    for (const [title, targets] of Object.entries(rounds)) {
      if (!targets) continue;
      for (const t of Object.values(targets)) await run(t, 2); // warm-up
      const full = {};
      const hop = title.startsWith('fixed');
      for (const [name, t] of Object.entries(targets)) {
        const before = hop ? cpuMs(hopProcess[name].pid) : 0;
        full[name] = await run(t, duration);
        if (hop) full[name].cpu = (cpuMs(hopProcess[name].pid) - before) / (full[name].rps * duration);
      }
      // Half load: the same fixed rate for the proxy and the gateway, half of what the gateway sustains.
      const rate = Math.floor(full.gateway.rps / 2);
      const half = {};
      for (const name of ['proxy', 'gateway', 'persisted'])
        half[name] = await paced(targets[name], rate, duration);
      console.log(
        `\n### ${title}\n\n| target | req/s | p50 ms | p99 ms | CPU µs/request |\n|---|---|---|---|---|`,
      );
      for (const [name, r] of Object.entries(full))
        console.log(
          `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpu === undefined ? '' : Math.round(r.cpu * 1000)} |`,
        );
      if (hop)
        console.log(
          `\nCPU per request, proxy / gateway: ${fmt(full.proxy.cpu / full.gateway.cpu)}×, proxy / persisted: ${fmt(full.proxy.cpu / full.persisted.cpu)}×`,
        );
      console.log(`\ngateway / proxy throughput: ${fmt(full.gateway.rps / full.proxy.rps)}×`);
      console.log(`persisted / proxy throughput: ${fmt(full.persisted.rps / full.proxy.rps)}×`);
      console.log(`gateway / direct throughput: ${fmt(full.gateway.rps / full.direct.rps)}×`);
      console.log(
        `half load (${rate} req/s): proxy p50 ${fmt(half.proxy.p50)} ms (p99 ${fmt(half.proxy.p99)}), gateway p50 ${fmt(half.gateway.p50)} ms (p99 ${fmt(half.gateway.p99)}), added ${fmt(half.gateway.p50 - half.proxy.p50)} ms; persisted p50 ${fmt(half.persisted.p50)} ms (p99 ${fmt(half.persisted.p99)}), added ${fmt(half.persisted.p50 - half.proxy.p50)} ms`,
      );
      console.log(`load average: ${os.loadavg().map(fmt).join(' ')}`);
    }
  } finally {
    await stop();
  }
}
