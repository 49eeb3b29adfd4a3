// Load on loopback (issue 19): readers and writers through the gateway at once, then the recovery
// time after a services kill. Run after `pnpm -r run build`:
//   node tests/bench/load.mjs [seconds=60] [connections=200] [writers=50] [writes=200]
//
// The services (on a throwaway database of the PostgreSQL server at BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, or on embedded PGlite when none answers) and the
// gateway (production mode) run in their own processes; the load runs here.
// - readers: autocannon, `connections` connections for `seconds` seconds on `{ me { id } }`,
//   each connection a client of its own (its own address, the gateway trusting the proxy header);
// - writers: `writers` clients each saving `writes` favorites one after the other (saveFavorite
//   is an upsert by path: idempotent), each resent until it is answered, as a client would;
//   afterwards every answered write must be in the database once: lost and duplicated are counted;
// - recovery: the services are killed (SIGKILL) and started again at once, as `npm start`'s
//   supervisor does after its pause; the time until the gateway answers a query again is printed.
// It exits 1 when a write was lost or doubled, a read failed, or the gateway did not say the services
// were unavailable: `npm test` runs it (scripts/test.sh) as the suite's load test.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, serverOrPglite, startWatched } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.argv[2] ?? 60);
const connections = Number(process.argv[3] ?? 200);
const writers = Number(process.argv[4] ?? 50);
const writes = Number(process.argv[5] ?? 200);
const KEY = 'bench-gateway-key-0123456789abcdef';
const UNAVAILABLE = 'Serviço indisponível. Tente novamente em instantes.';

const children = [];
const cleanups = [];
const stop = async () => {
  // A child the recovery killed has no exit code, only its signal: it has ended all the same.
  const ended = (c) => c.exitCode !== null || c.signalCode !== null;
  for (const c of children) if (!ended(c)) c.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (ended(c) ? r() : c.once('exit', r)))));
  for (const f of cleanups.reverse()) await f();
};
process.once('SIGINT', () => stop().then(() => process.exit(130)));

/** Starts a process and waits until `url` answers 200. */
const start = (name, args, env, url) => startWatched(root, children, name, args, env, url, 6000);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  // Database: a throwaway one on the server, else embedded PGlite in a temporary directory.
  const database = await serverOrPglite(`balcao_load_${process.pid}`, 'balcao-load-');
  const { env: dbEnv, label: dbLabel } = database;
  cleanups.push(database.drop);
  const query =
    database.url &&
    (async (sql) => {
      const c = new pg.Client({ connectionString: database.url });
      await c.connect();
      try {
        return (await c.query(sql)).rows;
      } finally {
        await c.end();
      }
    });

  const [servicesPort, gatewayPort] = await Promise.all([freePort(), freePort()]);
  const servicesEnv = {
    ...dbEnv,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PORT: String(servicesPort),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    GATEWAY_KEY: KEY,
  };
  const startServices = () =>
    start(
      'services',
      ['packages/services/dist/server.js'],
      servicesEnv,
      `http://127.0.0.1:${servicesPort}/readyz`,
    );
  let services = await startServices();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await start(
    'gateway',
    ['packages/gateway/dist/server.js'],
    {
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${servicesPort}`,
      WEB_DIST: '/nonexistent',
      TRUST_PROXY: 'true',
      GATEWAY_KEY: KEY,
    },
    `${gatewayUrl}/healthz`,
  );

  /** One GraphQL call through the gateway from `address`: its JSON, or the error's text. */
  const gql = async (queryText, variables, token, address) => {
    const res = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query: queryText, variables }),
    });
    return res.json();
  };
  const token = (
    await gql(
      'mutation { login(userName: "admin", password: "demo1234") { accessToken } }',
      {},
      null,
      '10.0.0.1',
    )
  ).data.login.accessToken;

  // ---- readers and writers at once -------------------------------------------------------------
  let reader = 0;
  const readBody = JSON.stringify({ query: '{ me { id } }' });
  const readers = autocannon({
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: readBody,
    setupClient: (client) => {
      const n = ++reader;
      // Its own address, with the body: setHeaders alone rebuilt the request without its body (every
      // read answered 400); setHeadersAndBody keeps both.
      client.setHeadersAndBody(
        {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': `10.1.${n >> 8}.${n & 255}`,
        },
        readBody,
      );
    },
  });
  const latencies = [];
  const answered = new Set();
  let resent = 0;
  const writer = async (w) => {
    for (let i = 0; i < writes; i++) {
      const key = `/bench/carga/${w}/${i}`;
      for (;;) {
        const t0 = performance.now();
        const res = await gql(
          'mutation($p: String!, $t: String!) { saveFavorite(path: $p, title: $t) { id } }',
          { p: key, t: `Carga ${w}.${i}` },
          token,
          `10.2.0.${w}`,
        ).catch(() => ({ errors: [{ message: UNAVAILABLE }] }));
        latencies.push(performance.now() - t0);
        if (res.data?.saveFavorite?.id) {
          answered.add(key);
          break;
        }
        resent++;
      }
    }
  };
  const writing = Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  const [read] = await Promise.all([readers, writing]);

  // Every answered write is in the database, once.
  const rows = await (query
    ? query(`select path, count(*)::int as n from favorites where path like '/bench/carga/%' group by path`)
    : gql('{ favorites { path } }', {}, token, '10.0.0.2').then((r) =>
        Object.entries(
          r.data.favorites
            .filter((f) => f.path.startsWith('/bench/carga/'))
            .reduce((m, f) => ({ ...m, [f.path]: (m[f.path] ?? 0) + 1 }), {}),
        ).map(([p, n]) => ({ path: p, n })),
      ));
  const stored = new Map(rows.map((r) => [r.path, Number(r.n)]));
  const lost = [...answered].filter((k) => !stored.has(k)).length;
  const duplicated = [...stored.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  latencies.sort((a, b) => a - b);

  // ---- recovery after a services kill ------------------------------------------------------------
  const killedAt = performance.now();
  services.kill('SIGKILL');
  await new Promise((r) => services.once('exit', r));
  const down = await gql('{ me { id } }', {}, token, '10.0.0.3');
  const restartAt = performance.now();
  services = await startServices();
  let back = 0;
  for (;;) {
    const res = await gql('{ me { id } }', {}, token, '10.0.0.3').catch(() => ({}));
    if (res.data?.me?.id) {
      back = performance.now();
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const ms = (x) => `${Math.round(x).toLocaleString('pt-BR')} ms`;
  console.log(`\nLoad on loopback, services on the ${dbLabel}, ${os.cpus().length} cores`);
  console.log(
    `readers: ${connections} connections × ${seconds} s: ${read.requests.total.toLocaleString('pt-BR')} ` +
      `requests, ${Math.round(read.requests.average).toLocaleString('pt-BR')} req/s, ` +
      `p50 ${read.latency.p50} ms, p99 ${read.latency.p99} ms, errors ${read.errors}, ` +
      `non-2xx ${read.non2xx}, timeouts ${read.timeouts}`,
  );
  console.log(
    `writers: ${writers} × ${writes} idempotent writes: answered ${answered.size.toLocaleString('pt-BR')}, ` +
      `lost ${lost}, duplicated ${duplicated}, resent ${resent}; ` +
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  console.log(
    `recovery: while down the gateway answered '${down.errors?.[0]?.message}'; ` +
      `answers again ${ms(back - killedAt)} after the kill (${ms(back - restartAt)} after the restart began)`,
  );
  // The test command runs it too (issue 19's suite): what must hold fails the run; the figures are printed.
  const broken = [
    lost && `${lost} escritas respondidas e perdidas`,
    duplicated && `${duplicated} escritas duplicadas`,
    (read.errors || read.non2xx) && `${read.errors} erros e ${read.non2xx} respostas não 2xx de leitura`,
    down.errors?.[0]?.message !== UNAVAILABLE &&
      `sem os serviços, a resposta foi '${down.errors?.[0]?.message}'`,
  ].filter(Boolean);
  if (broken.length) {
    console.error(`\nFALHOU: ${broken.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await stop();
}
