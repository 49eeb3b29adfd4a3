// The services' CPU per request (issue 20): `me`, a customers page as admin (who sees every
// customer) and the same page as the demo representative `vendedor` (record-level access), fired
// straight at the services over HTTP as the gateway calls them. Run after `pnpm -r run build`:
//   node tests/bench/services-cpu.mjs [requests per case and round=1000] [rounds=3] [connections=8]
//
// The services run from their build in production mode with production logging (NODE_ENV
// production, LOG_LEVEL info, every line written to a file as operations keeps them), on a
// throwaway database of the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. What is measured is the CPU
// the services process spends (user + system, from /proc/<pid>/stat) over each case's requests,
// divided by their number, so that other work on a shared machine does not count; req/s is wall
// time and does. Each case is fired twice per round: one request at a time (the CPU of one request
// alone), and `connections` at a time (req/s; the CPU per request there also depends on how many
// requests one turn of the event loop finds waiting, which the machine's load changes).
//
// BENCH_ROOT=<another checkout, built> runs that checkout's services too, side by side on a
// database of its own: the rounds alternate between the two, case by case, and each figure is
// the median of its rounds.
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { BENCH_JWT_SECRET, freePort, stop, throwawayDatabase, waitReady } from './lib.mjs';

const here = fileURLToPath(new URL('../..', import.meta.url));
const requests = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const connections = Number(process.argv[4] ?? 8);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CUSTOMERS_PAGE = '/services/customers?page=1&pageSize=10';
const CASES = [
  { name: 'me (admin)', user: 'admin', path: '/services/auth/me' },
  { name: 'customers page (admin)', user: 'admin', path: CUSTOMERS_PAGE },
  { name: 'customers page (vendedor)', user: 'vendedor', path: CUSTOMERS_PAGE },
];
const TICK_MS = 1000 / 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux

/** The CPU ms (user + system) process `pid` has spent so far. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** One checkout's services on a throwaway database, their log in `logDir`; its base URL and a stop. */
async function startCheckout(label, root, logDir) {
  const database = await throwawayDatabase(adminUrl);
  const port = await freePort();
  const log = openSync(path.join(logDir, `${label}.log`), 'a');
  const child = spawn(process.execPath, ['packages/services/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      PORT: String(port),
      JWT_SECRET: BENCH_JWT_SECRET,
      SEED_BULK_USERS: '0',
      SEED_BULK_ORDERS: '0',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  const done = async () => {
    await stop(child);
    await database.drop();
  };
  try {
    await waitReady(child, base);
  } catch (e) {
    await done();
    throw e;
  }
  return { label, root, base, pid: child.pid, pool: new Pool(base, { connections }), stop: done };
}

/** A demo user's access token, signed in on the services themselves. */
async function signIn(base, userName) {
  const res = await fetch(`${base}/services/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`${userName}: sign-in ${res.status} ${await res.text()}`);
  return (await res.json()).accessToken;
}

/** `n` GETs of `path` with `token`, `parallel` at a time; each must answer 200. */
async function fire(pool, path, token, n, parallel) {
  let next = 0;
  const headers = { authorization: `Bearer ${token}` };
  const worker = async () => {
    while (next < n) {
      next++;
      const res = await pool.request({ method: 'GET', path, headers });
      const body = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${body}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** One round of a case on a checkout, `parallel` requests at a time: CPU ms per request and req/s. */
async function measure(target, c, parallel) {
  const token = target.tokens[c.user];
  const cpu0 = cpuMs(target.pid);
  const t0 = performance.now();
  await fire(target.pool, c.path, token, requests, parallel);
  const wall = performance.now() - t0;
  // The access log is written after each answer: its last writes belong to this round.
  await new Promise((r) => setTimeout(r, 50));
  return { cpu: (cpuMs(target.pid) - cpu0) / requests, rps: (requests * 1000) / wall };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'balcao-services-cpu-'));
  const roots = process.env.BENCH_ROOT
    ? [
        ['baseline', path.resolve(process.env.BENCH_ROOT)],
        ['this', here],
      ]
    : [['this', here]];
  const targets = [];
  try {
    for (const [label, root] of roots) targets.push(await startCheckout(label, root, logDir));
    for (const t of targets) {
      t.tokens = { admin: await signIn(t.base, 'admin'), vendedor: await signIn(t.base, 'vendedor') };
      // Warm-up: the JIT, the pool's connections, the database's caches.
      for (const c of CASES)
        await fire(t.pool, c.path, t.tokens[c.user], Math.min(300, requests), connections);
    }
    const results = new Map(); // `${label}\t${case}\t${parallel}` → rounds
    for (let r = 0; r < rounds; r++)
      for (const c of CASES)
        for (const parallel of [1, connections])
          for (const t of r % 2 ? [...targets].reverse() : targets) {
            const key = `${t.label}\t${c.name}\t${parallel}`;
            results.set(key, [...(results.get(key) ?? []), await measure(t, c, parallel)]);
          }
    const [load1] = os.loadavg();
    console.log(
      `\n${requests} requests × ${rounds} rounds per case, ${connections} connections, Node ${process.version}, ` +
        `${os.cpus().length} cores, load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    for (const t of targets) console.log(`${t.label}: ${t.root} (${t.base})`);
    const cols = targets.map((t) => t.label);
    const both = cols.length > 1;
    const head = (what) => cols.map((l) => `${what} ${l}`).join(' | ');
    console.log(
      `\n| case | ${head('CPU ms/req, 1 at a time,')} | ${head(`CPU ms/req, ${connections} at a time,`)} | ${head(`req/s, ${connections} at a time,`)} |${both ? ' CPU baseline / this (1; ' + connections + ') |' : ''}`,
    );
    console.log(`|---|${cols.map(() => '---|---|---|').join('')}${both ? '---|' : ''}`);
    for (const c of CASES) {
      const of = (parallel, what) =>
        targets.map((t) => median(results.get(`${t.label}\t${c.name}\t${parallel}`).map((x) => x[what])));
      const [alone, busy, rps] = [of(1, 'cpu'), of(connections, 'cpu'), of(connections, 'rps')];
      const ratio = (xs) => (xs[0] / xs[1]).toFixed(2);
      const cells = [...alone, ...busy].map((x) => x.toFixed(2));
      console.log(
        `| ${c.name} | ${cells.join(' | ')} | ${rps.map((x) => Math.round(x)).join(' | ')} |${both ? ` ${ratio(alone)}×; ${ratio(busy)}× |` : ''}`,
      );
    }
    if (load1 > os.cpus().length)
      console.log('\n(the machine was loaded: req/s says little; CPU ms/req holds)');
  } finally {
    for (const t of targets) {
      await t.pool.close();
      await t.stop();
    }
    rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
