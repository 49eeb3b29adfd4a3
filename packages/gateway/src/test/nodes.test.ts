import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@balcao/services';
import { databaseOn, onServer, seedSignInUsers } from '@balcao/services/test';
import { watch } from '../realtime/subscriptions.testkit.js';
import { gql, login, portFor, startNode, stopAll, stopNode, type Node } from './nodes.kit.js';

/**
 * The product on several nodes, as production runs it (README, "Several nodes"): two services and
 * two gateways, each from its build with NODE_ENV=production, on a fresh database of the
 * PostgreSQL server and a Redis key of this run's own, each node addressed directly. Gateway A
 * speaks to services A, gateway B to services B; what one pair knows the other must know through
 * the database and Redis alone.
 */
const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const KEY = randomBytes(24).toString('base64url');

const database = `balcao_nodes_${randomBytes(6).toString('hex')}`;
let work = '';
let db: Db;
let servicesA: Node;
let gatewayA: Node;
let gatewayB: Node;
const clients: Client[] = [];
const startedAt = Date.now();
let startup = 0;

beforeAll(async () => {
  await onServer(SERVER, `create database ${database}`);
  work = mkdtempSync(path.join(tmpdir(), 'balcao-nodes-'));
  const [pa, pb, ga, gb] = await Promise.all([60, 61, 62, 63].map(portFor));
  const services = {
    DATABASE_URL: databaseOn(SERVER, database),
    REDIS_URL,
    REDIS_KEY: `balcao-nodes-${randomUUID()}`,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    GATEWAY_KEY: KEY,
    // One directory both nodes mount; no demo book (its users come below).
    FILES_DIR: path.join(work, 'files'),
    DATA_DIR: path.join(work, 'pglite'),
    SEED: 'false',
    LOG_LEVEL: 'warn',
  };
  // All four at once: the services on an empty database (one migrates while the other waits its
  // turn), the gateways ready once their services answer.
  const gateway = (port: number) => ({
    UPSTREAM_URL: `http://127.0.0.1:${port}`,
    GATEWAY_KEY: KEY,
    LOG_LEVEL: 'warn',
  });
  // Services B is stopped with the rest (stopAll); no check speaks to it but through gateway B.
  [servicesA, , gatewayA, gatewayB] = await Promise.all([
    startNode('services', 'services A', pa!, services),
    startNode('services', 'services B', pb!, services),
    startNode('gateway', 'gateway A', ga!, gateway(pa!)),
    startNode('gateway', 'gateway B', gb!, gateway(pb!)),
  ]);
  startup = Date.now() - startedAt;
  db = await openDb({ databaseUrl: databaseOn(SERVER, database) });
  await seedSignInUsers(db);
}, 150_000);

afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stopAll();
  await db?.close();
  await onServer(SERVER, `drop database if exists ${database} with (force)`);
  if (work) rmSync(work, { recursive: true, force: true });
  console.log(
    `several nodes: ${(startup / 1000).toFixed(1)} s to start, ${((Date.now() - startedAt) / 1000).toFixed(1)} s in all`,
  );
});

/** A graphql-ws client of one gateway, as the web app's (app/apollo/realtimeLink.ts). */
function subscriber(gateway: Node, token: string) {
  const c = createClient({
    url: `${gateway.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(c);
  return c;
}

async function idOf(gateway: Node, token: string) {
  return (await gql<{ me: { id: string } }>(gateway, '{ me { id } }', {}, token)).data!.me.id;
}

const SAVE = 'mutation($i: SaveMessageInput!) { saveMessage(input: $i) }';

describe('several nodes', () => {
  it('started at once on an empty database, migrated it once', async () => {
    const files = readdirSync(new URL('../../../services/src/db/migrations/', import.meta.url));
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    expect(rows[0]!.n).toBe(files.filter((f) => f.endsWith('.sql')).length);
  });

  it('a user signed in through gateway A is served by gateway B', async () => {
    const token = await login(gatewayA, 'vendedor');
    const me = await gql<{ me: { userName: string } }>(gatewayB, '{ me { userName } }', {}, token);
    expect(me.data?.me.userName).toBe('vendedor');
  });

  it('a board message posted through A reaches a subscriber of B', async () => {
    const vendedor = await login(gatewayB, 'vendedor');
    const count = watch(subscriber(gatewayB, vendedor), 'subscription { messageCount }');
    const [first] = await count.until(1);
    const was = first!.data!.messageCount as number;
    const admin = await login(gatewayA, 'admin');
    const saved = await gql(
      gatewayA,
      SAVE,
      { i: { subject: 'Entre nós', content: '<p>Olá</p>', recipients: [await idOf(gatewayA, vendedor)] } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    expect((await count.until(2, 10_000))[1]).toEqual({ data: { messageCount: was + 1 } });
  });

  it('a logout through A ends his sockets on B', async () => {
    const token = await login(gatewayA, 'vendedor');
    const count = watch(subscriber(gatewayB, token), 'subscription { notificationCount }');
    await count.until(1);
    const out = await gql<{ logout: boolean }>(gatewayA, 'mutation { logout }', {}, token);
    expect(out.data?.logout).toBe(true);
    const got = await count.until(2, 10_000);
    expect(got[1]!.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (let i = 0; i < 40 && !count.isCompleted(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(count.isCompleted()).toBe(true);
  });

  it('killing one node of each loses no acknowledged write, and the others keep serving', async () => {
    const admin = await login(gatewayA, 'admin');
    const vendedorId = await idOf(gatewayA, await login(gatewayA, 'vendedor'));
    const acked = new Map<string, string>();
    let stop = false;
    // Writes through each gateway, one after another, until told to stop or the node is gone.
    const writer = async (gateway: Node) => {
      for (let i = 0; !stop; i++) {
        const subject = `${gateway.name} ${i}`;
        const res = await gql<{ saveMessage: string }>(
          gateway,
          SAVE,
          { i: { subject, content: '<p>carga</p>', recipients: [vendedorId] } },
          admin,
        ).catch(() => null);
        if (res?.data?.saveMessage) acked.set(res.data.saveMessage, subject);
        else await new Promise((r) => setTimeout(r, 20));
      }
    };
    const writers = [writer(gatewayA), writer(gatewayA), writer(gatewayB), writer(gatewayB)];
    const until = async (ok: () => boolean) => {
      const deadline = Date.now() + 20_000;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`${acked.size} escritas confirmadas`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    await until(() => acked.size >= 20);
    await Promise.all([stopNode(servicesA, 'SIGKILL'), stopNode(gatewayA, 'SIGKILL')]);
    const atKill = acked.size;
    await until(() => acked.size >= atKill + 10);
    stop = true;
    await Promise.all(writers);

    const { rows } = await db.query<{ id: number; subject: string }>(
      'select id, subject from messages where id = any($1::bigint[])',
      [[...acked.keys()]],
    );
    const kept = new Map(rows.map((r) => [String(r.id), r.subject]));
    expect([...acked].filter(([id, subject]) => kept.get(id) !== subject)).toEqual([]);
    expect([...acked.values()].some((s) => s.startsWith('gateway A'))).toBe(true);
    // The other pair serves as before: reads, a write, and its readiness.
    const me = await gql<{ me: { userName: string } }>(gatewayB, '{ me { userName } }', {}, admin);
    expect(me.data?.me.userName).toBe('admin');
    expect((await fetch(`${gatewayB.url}/readyz`)).status).toBe(200);
  }, 60_000);
});
