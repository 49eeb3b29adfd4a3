// `me` through the gateway against the same REST call made directly and through a minimal
// Fastify + undici proxy, side by side in one run. Run after `pnpm -r run build`:
//   node tests/bench/gateway-me.mjs [seconds=10] [connections=32]
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Pool } from 'undici';
import { buildApp, migrate, openDb, seedDemo } from '../../packages/services/dist/app.js';
import { buildGateway } from '../../packages/gateway/dist/app.js';

const duration = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);

// Services in the same process on embedded PGlite: the reference upstream as `npm start` runs it.
const db = await openDb({});
await migrate(db);
await seedDemo(db);
const services = await buildApp({ db, jwtSecret: 'bench-secret-bench-secret-bench-secret' });
const servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });

const gateway = await buildGateway({ upstreamUrl: servicesUrl, production: true });
const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });

const pool = new Pool(servicesUrl, { connections: 64 });
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
const proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${servicesUrl}/services/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: 'admin', password: 'demo1234' }),
}).then((r) => r.json());
const authorization = `Bearer ${login.accessToken}`;

const targets = {
  direct: { url: `${servicesUrl}/services/auth/me`, headers: { authorization } },
  proxy: { url: `${proxyUrl}/me`, headers: { authorization } },
  gateway: {
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { id userName name } }' }),
  },
};

const run = (opts, seconds, extra = {}) =>
  autocannon({ ...opts, connections, duration: seconds, ...extra }).then((r) => {
    if (r.non2xx || r.errors) throw new Error(`${opts.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
  });

for (const t of Object.values(targets)) await run(t, 2); // warm-up
const full = {};
for (const [name, t] of Object.entries(targets)) full[name] = await run(t, duration);
// Half load: the same fixed rate for the proxy and the gateway, half of what the gateway sustains.
const rate = Math.floor(full.gateway.rps / 2);
const half = {};
for (const name of ['proxy', 'gateway'])
  half[name] = await run(targets[name], duration, { overallRate: rate });

const fmt = (n) => n.toFixed(2);
console.log(
  `\n${duration}s, ${connections} connections, Node ${process.version}, services on PGlite in-process`,
);
console.log('| target | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
for (const [name, r] of Object.entries(full))
  console.log(`| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`);
console.log(`\ngateway / proxy throughput: ${fmt(full.gateway.rps / full.proxy.rps)}×`);
console.log(`gateway / direct throughput: ${fmt(full.gateway.rps / full.direct.rps)}×`);
console.log(
  `half load (${rate} req/s): proxy p50 ${half.proxy.p50} ms, gateway p50 ${half.gateway.p50} ms, added ${fmt(half.gateway.p50 - half.proxy.p50)} ms`,
);

await Promise.all([gateway.close(), proxy.close(), services.close(), pool.close()]);
await db.close();
