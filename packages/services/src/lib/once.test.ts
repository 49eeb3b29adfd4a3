import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { MSG } from '@balcao/schema';
import { migrate } from '../db/migrate.js';
import { openDb, type Db } from '../db/db.js';
import { anotherNode, createTestApp, signInAs } from '../test/testApp.js';
import { databaseOn, onServer } from '../test/snapshot.js';
import { closeAll, connected, listen, login, openSocket } from '../test/sockets.js';
import type { WorkflowNotification } from '../domains/workflows/notifier.js';
import { exclusively } from './once.js';

/**
 * Work that must happen once, with two services nodes over one database: on the PostgreSQL server
 * (TEST_DATABASE_URL) each node has its own connections, and they meet only in the server, as two
 * processes do; on PGlite, which one process owns, the two apps share it.
 */
type T = Awaited<ReturnType<typeof createTestApp>>;
const serverUrl = process.env.TEST_DATABASE_URL;

/** An empty database, and a second connection to it when it is on the server. */
async function emptyDatabase(): Promise<{ dbs: [Db, Db]; drop(): Promise<void> }> {
  if (!serverUrl) {
    const db = await openDb({});
    return { dbs: [db, db], drop: () => db.close() };
  }
  const name = `balcao_once_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = databaseOn(serverUrl, name);
  const dbs: [Db, Db] = [await openDb({ databaseUrl: url }), await openDb({ databaseUrl: url })];
  return {
    dbs,
    async drop() {
      await Promise.all(dbs.map((d) => d.close()));
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

describe('two nodes on an empty database', () => {
  let empty: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    empty = await emptyDatabase();
  }, 180_000);
  afterAll(() => empty?.drop());

  it('the lock: one holder at a time, a turn waited when asked, the name free after', async () => {
    const { dbs } = empty;
    let release!: () => void;
    const held = new Promise<string>((r) => (release = () => r('a')));
    const first = exclusively(dbs[0], 'teste', () => held, { wait: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(await exclusively(dbs[1], 'teste', async () => 'b', { wait: false })).toEqual({ ran: false });
    const waiting = exclusively(dbs[1], 'teste', async () => 'c', { wait: true });
    release();
    expect(await first).toEqual({ ran: true, value: 'a' });
    expect(await waiting).toEqual({ ran: true, value: 'c' });
    expect(await exclusively(dbs[0], 'teste', async () => 'd', { wait: false })).toEqual({
      ran: true,
      value: 'd',
    });
  });

  it('migrations, both starting at once: both end migrated, each migration applied once', async () => {
    const { dbs } = empty;
    const files = readdirSync(new URL('../db/migrations/', import.meta.url)).filter((f) =>
      f.endsWith('.sql'),
    );
    const [one, two] = await Promise.all(dbs.map((d) => migrate(d)));
    expect([...one!, ...two!].sort()).toEqual([...files].sort());
    for (const d of dbs) {
      const { rows } = await d.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows[0]!.n).toBe(files.length);
    }
    expect(await migrate(dbs[1])).toEqual([]);
  }, 120_000);
});

describe('snoozed notifications, two nodes', () => {
  let a: T;
  let b: T;
  const sockets: Socket[] = [];
  const app = { snoozeMinuteMs: 400 };
  beforeAll(async () => {
    a = await createTestApp({ app });
    b = await anotherNode(a, { app });
  });
  afterAll(() => closeAll(sockets, b, a));

  it('come back once: one count pushed, by one node', async () => {
    const call = await signInAs(a, ['vendedor']);
    const token = await login(a, 'vendedor');
    // A socket on each node, no Redis between them: a push reaches only the pushing node's socket.
    const pushes: string[] = [];
    for (const [name, t] of [
      ['a', a],
      ['b', b],
    ] as const) {
      const s = openSocket(sockets, await listen(t.app), token);
      await connected(s);
      s.on('notification', () => pushes.push(name));
    }
    const list = (await call('vendedor', 'GET', '/services/notifications?page=1&pageSize=1')).json();
    const id = list.rows[0].id;
    const snoozed = await call('vendedor', 'PUT', `/services/notifications/${id}/schedule`, { delay: 1 });
    expect(snoozed.statusCode).toBe(200);
    // The snooze's own push (the count went down) is not the coming back.
    await new Promise((r) => setTimeout(r, 100));
    pushes.length = 0;
    // One snooze minute is 400 ms here; both nodes poll every 400 ms.
    await new Promise((r) => setTimeout(r, 2000));
    expect(pushes).toHaveLength(1);
    const { rows } = await b.db.query<{ delay: number | null }>(
      'select delay from notifications where id = $1',
      [id],
    );
    expect(rows[0]!.delay).toBeNull();
  });
});

describe('overdue escalation, two nodes', () => {
  it('each overdue step is escalated once, to each of its managers once', async () => {
    // A month ahead, every open step of the demo book is overdue.
    const clock = new Date(Date.now() + 30 * 86_400_000);
    const sent: { node: string; userId: number; n: WorkflowNotification }[] = [];
    const workflows = (node: string) => ({
      escalationIntervalMs: 50,
      now: () => clock,
      notifier: async (userId: number, n: WorkflowNotification) => void sent.push({ node, userId, n }),
    });
    const a = await createTestApp({ workflows: workflows('a') });
    const b = await anotherNode(a, { workflows: workflows('b') });
    try {
      await new Promise((r) => setTimeout(r, 1500));
      const expected = await a.db.query<{ n: number }>(
        `select count(*)::int as n from workflow_steps s join workflow_tasks k on k.id = s.task_id
           cross join lateral (select distinct r.manager_user_id from workflow_roles r
                                where r.code = any(k.roles) and r.manager_user_id is not null) m
          where s.escalated_at = $1`,
        [clock],
      );
      expect(expected.rows[0]!.n).toBeGreaterThan(0);
      expect(sent.every((s) => s.n.title === MSG.workflowTaskOverdueTitle)).toBe(true);
      expect(sent).toHaveLength(expected.rows[0]!.n);
      const left = await b.db.query<{ n: number }>(
        `select count(*)::int as n from workflow_steps where status = 'OPEN' and escalated_at is null and due_at < $1`,
        [clock],
      );
      expect(left.rows[0]!.n).toBe(0);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
