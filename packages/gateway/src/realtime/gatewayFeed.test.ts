import { describe, expect, it } from 'vitest';
import { socketStack, watch } from './subscriptions.testkit.js';

// The gateway and the services share a key: message counts come through the services' feed.
const KEY = 'test-gateway-key-0123456789';
const { s, client } = socketStack({ services: { app: { gatewayKey: KEY } }, gateway: { gatewayKey: KEY } });

const subscribe = (token: string) => watch(client(token), 'subscription { messageCount }');
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
