import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { prepareFaultData, withFaultData } from '@balcao/services/test';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app.js';
import { UNAVAILABLE_MESSAGE } from '../upstream/errors.js';

/**
 * Faults, with the services as a process of their own that the test kills (SIGKILL) and starts
 * again over the same embedded database: in-flight calls end by their deadline in pt-BR, the
 * gateway stays up, no POST is sent twice, answers come back within 15 s of the restart, and
 * subscriptions pick up again with the counts asked anew.
 */
const SERVICES_DIR = fileURLToPath(new URL('../../../services', import.meta.url));
const KEY = 'chave-das-falhas-0123456789abcdef0123';
const DEADLINE_MS = 3000;
const RESTART_WITHIN_MS = 15_000;

let dataDir = '';
let servicesPort = 0;
let services: ChildProcess | null = null;
let gateway: FastifyInstance;
let base = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** Starts the services from source on their port; resolves once they answer /readyz. */
async function startServices() {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: SERVICES_DIR,
    env: {
      ...process.env,
      PORT: String(servicesPort),
      DATA_DIR: dataDir,
      SEED: 'false',
      JWT_SECRET: 'segredo-das-falhas-0123456789abcdef0123456789',
      GATEWAY_KEY: KEY,
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  services = child;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`services exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${servicesPort}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}
const stopServices = async (signal: NodeJS.Signals) => {
  const child = services;
  services = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
};

beforeAll(async () => {
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'balcao-faults-')), 'pglite');
  await prepareFaultData(dataDir);
  servicesPort = await freePort();
  gateway = await buildGateway({
    upstreamUrl: `http://127.0.0.1:${servicesPort}`,
    production: true,
    upstreamTimeoutMs: DEADLINE_MS,
    gatewayKey: KEY,
    // One test process speaks as many clients: each call its own address, so none is throttled.
    trustProxy: true,
  });
  base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  await startServices();
}, 240_000);
afterAll(async () => {
  await gateway?.close();
  await stopServices('SIGTERM');
  if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

type Outcome = { post: boolean; name: string; t0: number; t1: number; answer: string };

/** One call through the gateway from its own address: what the user would read. */
async function callOnce(i: number, post: boolean): Promise<Outcome> {
  const name = `carga-${i}`;
  const body = post
    ? {
        query: 'mutation($u: String!) { login(userName: $u, password: "errada") { accessToken } }',
        variables: { u: name },
      }
    : { query: '{ appSettings { timeZone } }' };
  const t0 = Date.now();
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
  return { post, name, t0, t1: Date.now(), answer: json.errors?.[0]?.message ?? 'dados' };
}

describe('faults', () => {
  it(
    'the services killed mid-load: in-flight calls end by their deadline in pt-BR, the gateway stays up, no POST is sent twice, answers return within 15 s',
    { timeout: 120_000 },
    async () => {
      const done: Outcome[] = [];
      let next = 0;
      let stop = false;
      const worker = async () => {
        while (!stop) {
          const i = next++;
          const r = await callOnce(i, i % 2 === 0);
          done.push(r);
          if (r.answer === UNAVAILABLE_MESSAGE) await new Promise((w) => setTimeout(w, 20));
        }
      };
      const workers = Array.from({ length: 16 }, worker);
      const until = async (ok: () => boolean) => {
        while (!ok()) await new Promise((w) => setTimeout(w, 20));
      };
      await until(() => done.length >= 60);
      const killedAt = Date.now();
      await stopServices('SIGKILL');
      await until(() => done.filter((r) => r.t0 > killedAt).length >= 30);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);

      // From the moment the services answer again: their own start (here from source, on a
      // shared machine) is the supervisor's part, which tests/e2e/supervisor.spec.ts times.
      await startServices();
      const restartedAt = Date.now();
      await until(() => done.some((r) => r.t0 > restartedAt && r.answer !== UNAVAILABLE_MESSAGE));
      const back = done.find((r) => r.t0 > restartedAt && r.answer !== UNAVAILABLE_MESSAGE)!;
      stop = true;
      await Promise.all(workers);

      expect(back.t1 - restartedAt).toBeLessThan(RESTART_WITHIN_MS);
      const answers = new Set(done.map((r) => r.answer));
      // Only what the services say, or the gateway's own pt-BR 'unavailable': no stack, no English.
      expect([...answers].sort()).toEqual([MSG.invalidCredentials, UNAVAILABLE_MESSAGE, 'dados'].sort());
      const inFlight = done.filter((r) => r.t0 < killedAt && r.t1 >= killedAt);
      expect(inFlight.length).toBeGreaterThan(0);
      const slowest = Math.max(...done.map((r) => r.t1 - r.t0));
      expect(slowest).toBeLessThan(DEADLINE_MS + 1000);

      // Each sign-in was one POST with a name of its own: none reached the services twice, and
      // none the user was told about went unrecorded.
      await stopServices('SIGTERM');
      const seen = await withFaultData(dataDir, async (db) => {
        const { rows } = await db.query<{ user_name: string; n: number }>(
          `select user_name, count(*)::int as n from login_attempts where user_name like 'carga-%' group by user_name`,
        );
        return new Map(rows.map((r) => [r.user_name, Number(r.n)]));
      });
      expect([...seen.values()].filter((n) => n > 1)).toEqual([]);
      const told = done.filter((r) => r.post && r.answer === MSG.invalidCredentials);
      expect(told.filter((r) => !seen.has(r.name))).toEqual([]);
      await startServices();
    },
  );

  it(
    'the socket server restarted: subscriptions carry on, and the counts are asked again',
    { timeout: 120_000 },
    async () => {
      const login = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
        body: JSON.stringify({
          query: 'mutation { login(userName: "admin", password: "demo1234") { accessToken } }',
        }),
      });
      const token = ((await login.json()) as { data: { login: { accessToken: string } } }).data.login
        .accessToken;
      const counts: number[] = [];
      const client = createClient({
        url: `${base.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        // As the web app's client (app/apollo/realtimeLink.ts).
        lazy: true,
        retryAttempts: 5,
      });
      const stopWatching = client.subscribe<{ notificationCount: number }>(
        { query: 'subscription { notificationCount }' },
        { next: (r) => void counts.push(r.data!.notificationCount), error: () => {}, complete: () => {} },
      );
      const until = async (ok: () => boolean) => {
        const deadline = Date.now() + RESTART_WITHIN_MS;
        while (!ok()) {
          if (Date.now() > deadline) throw new Error(`counts: ${counts.join(', ')}`);
          await new Promise((w) => setTimeout(w, 50));
        }
      };
      await until(() => counts.length === 1);
      expect(counts).toEqual([0]);

      // The services die; while they are down, a notification is written for him: no push can tell.
      await stopServices('SIGKILL');
      await withFaultData(dataDir, (db) =>
        db.query(
          `with b as (insert into notification_bodies (title, content) values ('Aviso', 'Texto') returning id)
           insert into notifications (user_id, body_id) select u.id, b.id from users u, b where u.user_name = 'admin'`,
        ),
      );
      await startServices();
      await until(() => counts.at(-1) === 1);
      expect(counts.at(-1)).toBe(1);
      stopWatching();
      await client.dispose();
    },
  );
});
