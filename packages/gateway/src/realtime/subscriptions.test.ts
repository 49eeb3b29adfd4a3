import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startStack } from '../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
let wsUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  s = await startStack();
  await s.gateway.listen({ port: 0, host: '127.0.0.1' });
  const a = s.gateway.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/graphql`;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await s.close();
});

function client(token: string) {
  const c = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(c);
  return c;
}

type Next = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Collects a subscription's results; `until` resolves when n have arrived or it completed. */
function watch(c: Client, query: string) {
  const got: Next[] = [];
  let completed = false;
  const waiters: (() => void)[] = [];
  const stop = c.subscribe<Record<string, unknown>>(
    { query },
    {
      next: (v) => {
        got.push(v as Next);
        waiters.splice(0).forEach((w) => w());
      },
      error: (e) => {
        got.push(
          Array.isArray(e)
            ? { errors: e }
            : { errors: [{ message: (e as { reason?: string }).reason ?? JSON.stringify(e) }] },
        );
        completed = true;
        waiters.splice(0).forEach((w) => w());
      },
      complete: () => {
        completed = true;
        waiters.splice(0).forEach((w) => w());
      },
    },
  );
  const until = async (n: number, ms = 4000) => {
    const deadline = Date.now() + ms;
    while (got.length < n && !completed) {
      if (Date.now() > deadline) throw new Error(`only ${got.length} results`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
    return got;
  };
  return { got, until, stop, isCompleted: () => completed };
}

describe('subscriptions', () => {
  it('sends the count at once and again when it changes', async () => {
    const token = await s.login('vendedor');
    const admin = await s.login('admin');
    const c = client(token);
    const n = watch(c, 'subscription { notificationCount }');
    const m = watch(c, 'subscription { messageCount }');
    expect((await n.until(1))[0]).toEqual({ data: { notificationCount: 3 } });
    expect((await m.until(1))[0]).toEqual({ data: { messageCount: 2 } });
    // Two subscriptions of one session share one upstream socket.
    expect(s.gateway.upstreamSockets.stats().open).toBe(1);

    const me = (await s.gql('{ me { id } }', {}, token)).data as unknown as { me: { id: string } };
    const saved = await s.gql(
      'mutation($i: SaveMessageInput!) { saveMessage(input: $i) }',
      { i: { subject: 'Aviso', content: '<p>Olá</p>', recipients: [me.me.id] } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    expect((await m.until(2))[1]).toEqual({ data: { messageCount: 3 } });
    await s.gql(
      'mutation($ids: [ID!]!) { markMessagesRead(ids: $ids, read: true) }',
      { ids: [saved.data!.saveMessage] },
      token,
    );
    expect((await m.until(3))[2]).toEqual({ data: { messageCount: 2 } });

    const first = (await s.gql('{ notifications(pageSize: 5) { rows { id } } }', {}, token))
      .data as unknown as {
      notifications: { rows: { id: string }[] };
    };
    await s.gql(
      'mutation($id: ID!) { hideNotification(id: $id) }',
      { id: first.notifications.rows[0]!.id },
      token,
    );
    expect((await n.until(2))[1]).toEqual({ data: { notificationCount: 2 } });

    n.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect(s.gateway.upstreamSockets.stats().open).toBe(1);
    m.stop();
    await new Promise((r) => setTimeout(r, 100));
    // The last subscription gone, the upstream socket closes.
    expect(s.gateway.upstreamSockets.stats().open).toBe(0);
  });

  it('closes with UNAUTHENTICATED when the token is expired or revoked, without retrying', async () => {
    const token = await s.login('aprovador');
    await s.gql('mutation { logout }', {}, token);
    const before = s.gateway.upstreamSockets.stats().opened;
    const sub = watch(client(token), 'subscription { notificationCount }');
    const got = await sub.until(1);
    expect(got[0]!.errors?.[0]).toMatchObject({
      message: 'Sessão expirada. Por favor, faça login novamente',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    await sub.until(2, 1000).catch(() => undefined);
    expect(sub.isCompleted()).toBe(true);
    await new Promise((r) => setTimeout(r, 1500));
    // One upstream attempt, not a reconnect loop; and nothing left open.
    expect(s.gateway.upstreamSockets.stats().opened - before).toBe(1);
    expect(s.gateway.upstreamSockets.stats().open).toBe(0);
  });
});

describe('a token that expires while subscribed', () => {
  it('ends the subscription with UNAUTHENTICATED, once', async () => {
    const short = await startStack({ services: { tokenTtlSeconds: 2 } });
    try {
      await short.gateway.listen({ port: 0, host: '127.0.0.1' });
      const a = short.gateway.server.address();
      const c = createClient({
        url: `ws://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${await short.login('vendedor')}` },
        retryAttempts: 0,
      });
      clients.push(c);
      const sub = watch(c, 'subscription { messageCount }');
      expect((await sub.until(1))[0]).toEqual({ data: { messageCount: 2 } });
      const got = await sub.until(2, 5000);
      expect(got[1]!.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
      await new Promise((r) => setTimeout(r, 300));
      expect(sub.isCompleted()).toBe(true);
      expect(short.gateway.upstreamSockets.stats()).toEqual({ open: 0, opened: 1 });
    } finally {
      await short.close();
    }
  });
});

describe('a dropped upstream socket', () => {
  it('reconnects and asks the counts again, so a change missed meanwhile shows', async () => {
    const token = await s.login('financeiro');
    const sub = watch(client(token), 'subscription { notificationCount }');
    expect((await sub.until(1))[0]).toEqual({ data: { notificationCount: 3 } });
    const realtime = s.services.app.messaging.realtime;
    realtime.disconnectAll();
    // Changed while no socket is connected: no push can reach the gateway.
    await s.services.db.query(
      `update notifications set hidden = true
       where id = (select n.id from notifications n join users u on u.id = n.user_id
                   where u.user_name = 'financeiro' order by n.id limit 1)`,
    );
    expect((await sub.until(2, 5000))[1]).toEqual({ data: { notificationCount: 2 } });
    sub.stop();
  });
});
