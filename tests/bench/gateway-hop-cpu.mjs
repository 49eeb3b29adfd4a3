// The gateway's CPU per request on the hop alone (fixed-answer upstream), at a fixed rate that
// saturates nothing, beside the minimal proxy's, for one or more gateway builds in one run:
//   node tests/bench/gateway-hop-cpu.mjs [build.js …]   (default packages/gateway/dist/server.js)
// BENCH_RATE (requests per second, default 800), BENCH_SECONDS (each turn, default 4), BENCH_ROUNDS
// (turns per target, alternated, default 4). CPU time is the process's own (schedstat, in ns): on a
// machine shared with other work it moves far less than a saturated rate, which the others' bursts
// decide. Each target's median over its turns, and the proxy's median over it.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { freePort, startWatched } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const roles = fileURLToPath(new URL('./gateway-me.mjs', import.meta.url));
const builds = process.argv.length > 2 ? process.argv.slice(2) : ['packages/gateway/dist/server.js'];
const rate = Number(process.env.BENCH_RATE ?? 800);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const ME = JSON.stringify({ id: 1, userName: 'admin', name: 'Administrador', email: 'admin@balcao.com.br' });
const cpuNs = (pid) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

/** `rate` requests a second for `seconds` (bounded), each awaited; how many were sent. */
async function paced({ url, ...req }) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: 16 });
  const total = rate * seconds;
  const start = performance.now();
  const sent = [];
  for (let i = 0; i < total; i++) {
    const wait = start + (i * 1000) / rate - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sent.push(
      pool.request({ method: 'GET', path: target.pathname, ...req }).then(async (res) => {
        await res.body.dump();
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      }),
    );
  }
  await Promise.all(sent);
  await pool.close();
  return total;
}

const children = [];
try {
  /** A role of gateway-me.mjs (the fixed answer, the proxy), once it says it is ready. */
  const role = async (...args) => {
    const child = spawn(process.execPath, [roles, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    await new Promise((r) => child.stdout.once('data', r));
    return child;
  };
  const fixedPort = await freePort();
  await role('--fixed', String(fixedPort), ME);
  const upstream = `http://127.0.0.1:${fixedPort}`;
  const proxyPort = await freePort();
  const authorization = 'Bearer bench';
  const targets = [
    {
      name: 'proxy',
      child: await role('--proxy', upstream, String(proxyPort)),
      req: { url: `http://127.0.0.1:${proxyPort}/me`, headers: { authorization } },
    },
  ];
  for (const build of builds) {
    const port = await freePort();
    const env = { LOG_LEVEL: 'warn', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' };
    const child = await startWatched(
      root,
      children,
      build,
      [build],
      { ...env, UPSTREAM_URL: upstream, WEB_DIST: '/nonexistent' },
      `http://127.0.0.1:${port}/healthz`,
      600,
    );
    const body = JSON.stringify({ query: '{ me { id userName name } }' });
    const headers = { authorization, 'content-type': 'application/json' };
    targets.push({
      name: build,
      child,
      req: { url: `http://127.0.0.1:${port}/graphql`, method: 'POST', headers, body },
    });
  }
  for (const t of targets) await paced(t.req); // warm-up
  const turns = new Map(targets.map((t) => [t.name, []]));
  for (let i = 0; i < rounds; i++)
    for (const t of targets) {
      const before = cpuNs(t.child.pid);
      const n = await paced(t.req);
      turns.get(t.name).push((cpuNs(t.child.pid) - before) / 1000 / n);
    }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const proxy = median(turns.get('proxy'));
  console.log(
    `${rate} req/s, ${seconds} s a turn, ${rounds} turns each, Node ${process.version}, ${os.cpus().length} cores`,
  );
  console.log('\n| target | CPU µs/request, each turn | median | proxy / target |\n|---|---|---|---|');
  for (const [name, xs] of turns)
    console.log(
      `| ${name} | ${xs.map((x) => x.toFixed(0)).join(' · ')} | ${median(xs).toFixed(0)} | ${(proxy / median(xs)).toFixed(2)}× |`,
    );
  console.log(
    `\nload average: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  for (const c of children) c.kill('SIGTERM');
}
