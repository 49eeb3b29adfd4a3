import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { startStack } from '../test/stack.js';
import { watch } from './subscriptions.testkit.js';

// The gateway and the services share a key: message counts come through the services' feed.
const KEY = 'test-gateway-key-0123456789';
let s: Awaited<ReturnType<typeof startStack>>;
let wsUrl: string;
const clients: Client[] = [];

beforeAll(async () => {
  s = await startStack({ services: { app: { gatewayKey: KEY } }, gateway: { gatewayKey: KEY } });
  await s.gateway.listen({ port: 0, host: '127.0.0.1' });
  const a = s.gateway.server.address();
  wsUrl = `ws://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/graphql`;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await s.close();
});

const subscribe = (token: string) => {
  const c = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(c);
  return watch(c, 'subscription { messageCount }');
};
const countOf = async (token: string) =>
  (await s.gql<{ messageCount: number }>('{ messageCount }', {}, token)).data!.messageCount;
const idOf = async (token: string) =>
  (await s.gql<{ me: { id: string } }>('{ me { id } }', {}, token)).data!.me.id;

describe('message counts through the feed', () => {
  it("gives each session its own user's count, every session of a recipient, and no one else", async () => {
    const [admin, v1, v2, other, outsider] = [
      await s.login('admin'),
      await s.login('vendedor'),
      await s.login('vendedor'),
      await s.login('ralmeida'),
      await s.login('mcosta'),
    ];
    const save = (recipients: string[]) =>
      s.gql<{ saveMessage: string }>(
        'mutation($i: SaveMessageInput!) { saveMessage(input: $i) }',
        { i: { subject: 'Aviso', content: '<p>Olá</p>', recipients } },
        admin,
      );
    // Two recipients with different counts, so that a count given to the wrong one shows.
    while ((await countOf(other)) <= (await countOf(v1))) await save([await idOf(other)]);
    const subs = [v1, v2, other, outsider].map(subscribe);
    await Promise.all(subs.map((w) => w.until(1)));
    const [first, second, third, fourth] = subs.map((w) => w.got);
    expect(first![0]).toEqual({ data: { messageCount: await countOf(v1) } });

    const saved = await save([await idOf(v1), await idOf(other)]);
    expect(saved.errors).toBeUndefined();
    await Promise.all(subs.slice(0, 3).map((w) => w.until(2)));
    const mine = await countOf(v1);
    expect(first![1]).toEqual({ data: { messageCount: mine } });
    expect(second![1]).toEqual({ data: { messageCount: mine } });
    expect(third![1]).toEqual({ data: { messageCount: await countOf(other) } });

    // A user's own change reaches all his sessions, and only them.
    await s.gql(
      'mutation($ids: [ID!]!) { markMessagesRead(ids: $ids, read: true) }',
      { ids: [saved.data!.saveMessage] },
      v1,
    );
    await Promise.all([subs[0]!.until(3), subs[1]!.until(3)]);
    expect(first![2]).toEqual({ data: { messageCount: mine - 1 } });
    expect(second![2]).toEqual({ data: { messageCount: mine - 1 } });
    await new Promise((r) => setTimeout(r, 300));
    expect(third).toHaveLength(2);
    expect(fourth).toHaveLength(1);
  });
});
