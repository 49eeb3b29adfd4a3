import { describe, expect, it } from 'vitest';
import { startStack } from '../test/stack.js';
import { listenForSockets, socketClient, socketStack, watch } from './subscriptions.testkit.js';

const { s, client, keep } = socketStack();

/** The user's counts as the queries answer them now (the demo book gives each user some). */
async function countsOf(token: string) {
  const res = await s.gql<{ notificationCount: number; messageCount: number }>(
    '{ notificationCount messageCount }',
    {},
    token,
  );
  return res.data!;
}

describe('subscriptions', () => {
  it('sends the count at once and again when it changes', async () => {
    const token = await s.login('vendedor');
    const admin = await s.login('admin');
    const was = await countsOf(token);
    const c = client(token);
    const n = watch(c, 'subscription { notificationCount }');
    const m = watch(c, 'subscription { messageCount }');
    expect((await n.until(1))[0]).toEqual({ data: { notificationCount: was.notificationCount } });
    expect((await m.until(1))[0]).toEqual({ data: { messageCount: was.messageCount } });
    // Two subscriptions of one session share one upstream socket.
    expect(s.gateway.upstreamSockets.stats().open).toBe(1);

    const me = (await s.gql('{ me { id } }', {}, token)).data as unknown as { me: { id: string } };
    const saved = await s.gql(
      'mutation($i: SaveMessageInput!) { saveMessage(input: $i) }',
      { i: { subject: 'Aviso', content: '<p>Olá</p>', recipients: [me.me.id] } },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    expect((await m.until(2))[1]).toEqual({ data: { messageCount: was.messageCount + 1 } });
    await s.gql(
      'mutation($ids: [ID!]!) { markMessagesRead(ids: $ids, read: true) }',
      { ids: [saved.data!.saveMessage] },
      token,
    );
    expect((await m.until(3))[2]).toEqual({ data: { messageCount: was.messageCount } });

    const first = (await s.gql('{ notifications(pageSize: 5) { rows { id } } }', {}, token))
      .data as unknown as {
      notifications: { rows: { id: string }[] };
    };
    await s.gql(
      'mutation($id: ID!) { hideNotification(id: $id) }',
      { id: first.notifications.rows[0]!.id },
      token,
    );
    expect((await n.until(2))[1]).toEqual({
      data: { notificationCount: was.notificationCount - 1 },
    });

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
    // Refused when the connection opened (its token checked then): no upstream socket at all, and
    // no reconnect loop.
    expect(s.gateway.upstreamSockets.stats().opened - before).toBe(0);
    expect(s.gateway.upstreamSockets.stats().open).toBe(0);
  });
});

describe('a session ended while subscribed', () => {
  const sessionOver = {
    message: 'Sessão expirada. Por favor, faça login novamente',
    extensions: { code: 'UNAUTHENTICATED' },
  };
  /**
   * A graphql-ws client that stays connected without subscriptions (a lazy one closes by itself
   * after its last), so the gateway's close code shows; the codes are kept.
   */
  const closable = (token: string) => {
    const codes: number[] = [];
    const c = client(token, {
      lazy: false,
      on: { closed: (e) => codes.push((e as { code: number }).code) },
      onNonLazyError: () => undefined,
    });
    return { c, codes };
  };
  const settle = () => new Promise((r) => setTimeout(r, 500));

  it('ends the subscriptions of a token signed out elsewhere, and closes with 4401; another session stays', async () => {
    const [signedOut, other] = [await s.login('aprovador'), await s.login('aprovador')];
    const ended = closable(signedOut);
    const counts = watch(ended.c, 'subscription { notificationCount }');
    const messages = watch(ended.c, 'subscription { messageCount }');
    const kept = watch(client(other), 'subscription { notificationCount }');
    await Promise.all([counts.until(1), messages.until(1), kept.until(1)]);
    const { opened } = s.gateway.upstreamSockets.stats();
    expect(s.gateway.upstreamSockets.stats().open).toBe(2);

    // Another tab of the same session signs out: the services hang its upstream socket up.
    expect((await s.gql('mutation { logout }', {}, signedOut)).data).toEqual({ logout: true });
    for (const sub of [counts, messages]) {
      expect((await sub.until(2))[1]!.errors?.[0]).toMatchObject(sessionOver);
    }
    await settle();
    // Each told once and completed before the close: no subscription sees the close as an error.
    expect(counts.isCompleted() && messages.isCompleted()).toBe(true);
    expect([counts.got.length, messages.got.length]).toEqual([2, 2]);
    expect(ended.codes).toEqual([4401]);
    // No reconnect with the dead token; the other session keeps its socket and subscription.
    expect(s.gateway.upstreamSockets.stats()).toEqual({ open: 1, opened });
    expect(kept.isCompleted()).toBe(false);
    expect(kept.got).toHaveLength(1);
    kept.stop();
  });

  it('ends every subscription of a user who is deactivated', async () => {
    const admin = await s.login('admin');
    const created = await s.gql(
      'mutation($i: UserInput!) { createUser(input: $i) { id } }',
      {
        i: {
          userName: 'gw.saindo',
          name: 'Saindo',
          email: 'gw.saindo@balcao.com.br',
          password: 'Vento-Azul-27',
        },
      },
      admin,
    );
    const id = (created.data as unknown as { createUser: { id: string } }).createUser.id;
    const [one, two] = [
      closable(await s.login('gw.saindo', 'Vento-Azul-27')),
      closable(await s.login('gw.saindo', 'Vento-Azul-27')),
    ];
    const subs = [one, two].map((x) => watch(x.c, 'subscription { messageCount }'));
    await Promise.all(subs.map((sub) => sub.until(1)));

    const off = await s.gql(
      'mutation($id: ID!) { setUserActive(id: $id, active: false) { active } }',
      { id },
      admin,
    );
    expect(off.data).toEqual({ setUserActive: { active: false } });
    for (const sub of subs) expect((await sub.until(2))[1]!.errors?.[0]).toMatchObject(sessionOver);
    await settle();
    expect([one.codes, two.codes]).toEqual([[4401], [4401]]);
    expect(s.gateway.upstreamSockets.stats().open).toBe(0);
  });

  it('tells a subscriber who joins a session already over at once, without another upstream try', async () => {
    const token = await s.login('aprovador');
    const sockets = s.gateway.upstreamSockets;
    const first = sockets.acquire(token);
    // Connected once its first count arrives.
    await new Promise<void>((resolve) => {
      const stop = first.listen(() => {
        stop();
        resolve();
      });
    });
    const told = new Promise<void>((resolve) =>
      first.listen((signal) => signal.event === 'unauthenticated' && resolve()),
    );
    const { opened } = sockets.stats();
    await s.gql('mutation { logout }', {}, token);
    await told;
    // The first subscriber has not let go yet; a second one shares its channel and learns the same.
    const late = sockets.acquire(token);
    const signals: string[] = [];
    late.listen((signal) => signals.push(signal.event));
    expect(signals).toEqual(['unauthenticated']);
    expect(late.last('notification')).toBeUndefined();
    sockets.release(late);
    sockets.release(first);
    expect(sockets.stats()).toEqual({ open: 0, opened });
  });
});

describe('a token that expires while subscribed', () => {
  it('ends the subscription with UNAUTHENTICATED, once', async () => {
    const short = await startStack({ services: { tokenTtlSeconds: 2 } });
    try {
      const c = keep(socketClient(await listenForSockets(short), await short.login('vendedor')));
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
    const { notificationCount } = await countsOf(token);
    const sub = watch(client(token), 'subscription { notificationCount }');
    expect((await sub.until(1))[0]).toEqual({ data: { notificationCount } });
    const realtime = s.services.app.messaging.realtime;
    realtime.disconnectAll();
    // Changed while no socket is connected: no push can reach the gateway.
    await s.services.db.query(
      `update notifications set hidden = true
       where id = (select n.id from notifications n join users u on u.id = n.user_id
                   where u.user_name = 'financeiro' order by n.id limit 1)`,
    );
    expect((await sub.until(2, 5000))[1]).toEqual({ data: { notificationCount: notificationCount - 1 } });
    sub.stop();
  });
});
