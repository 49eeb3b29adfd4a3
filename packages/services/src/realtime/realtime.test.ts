import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { closeAll, connected, listen, listeningApp, login, openSocket } from '../test/sockets.js';
import { createTestApp, type signInAs } from '../test/testApp.js';

type T = Awaited<ReturnType<typeof createTestApp>>;
let t: T;
let call: Awaited<ReturnType<typeof signInAs>>;
let url: string;
const sockets: Socket[] = [];

const open = (base: string, token: string) => openSocket(sockets, base, token);
const next = <V>(s: Socket, event: string, timeoutMs = 3000) =>
  new Promise<V>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    s.once(event, (v: V) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
/** Resolves with what the server said before hanging up, and the reason socket.io gives. */
const hungUp = (s: Socket) =>
  Promise.all([next<{ code: string }>(s, 'unauthenticated'), next<string>(s, 'disconnect')]).then(
    ([said, reason]) => ({ said, reason }),
  );
const goodbye = { said: { code: 'UNAUTHENTICATED' }, reason: 'io server disconnect' };
/** The user's counts as the REST routes answer them now (the demo book gives each user some). */
async function counts(target: T, token: string) {
  const get = async (url: string) =>
    (await target.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json()
      .count as number;
  return {
    notifications: await get('/services/notifications/count'),
    messages: await get('/services/messages/count'),
  };
}

beforeAll(async () => {
  ({ t, call, url } = await listeningApp(['admin', 'vendedor']));
});
afterAll(() => closeAll(sockets, t));

describe('real-time channel', () => {
  it('rejects a missing, bad or revoked token at the handshake', async () => {
    await expect(connected(open(url, ''))).rejects.toThrow('UNAUTHENTICATED');
    await expect(connected(open(url, 'not-a-token'))).rejects.toThrow('UNAUTHENTICATED');
    const token = await login(t, 'vendedor');
    await t.app.inject({
      method: 'POST',
      url: '/services/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    await expect(connected(open(url, token))).rejects.toThrow('UNAUTHENTICATED');
  });

  it('answers count and countMessages with the user’s own counts', async () => {
    const token = await login(t, 'vendedor');
    const own = await counts(t, token);
    expect(own.notifications).toBeGreaterThan(0);
    const s = open(url, token);
    await connected(s);
    const n = next<{ count: number }>(s, 'notification');
    s.emit('count', 999);
    expect(await n).toEqual({ count: own.notifications });
    const m = next<{ count: number }>(s, 'messages');
    s.emit('countMessages', 999);
    expect(await m).toEqual({ count: own.messages });
  });

  it('pushes the counts again when they change', async () => {
    const token = await login(t, 'vendedor');
    const was = await counts(t, token);
    const s = open(url, token);
    await connected(s);
    const me = (await call('vendedor', 'GET', '/services/auth/me')).json().id;
    let n = next<{ count: number }>(s, 'notification');
    await call('admin', 'POST', '/services/notifications', {
      userId: me,
      title: 'Nova tarefa',
      content: 'x',
    });
    expect(await n).toEqual({ count: was.notifications + 1 });
    const m1 = next<{ count: number }>(s, 'messages');
    const posted = await call('admin', 'POST', '/services/messages/upsert', {
      subject: 'Oi',
      content: '<p>oi</p>',
      recipients: [me],
    });
    expect(await m1).toEqual({ count: was.messages + 1 });
    const m2 = next<{ count: number }>(s, 'messages');
    await call('vendedor', 'PUT', `/services/messages/${posted.json().id}/markAsRead`, { readed: true });
    expect(await m2).toEqual({ count: was.messages });
    n = next<{ count: number }>(s, 'notification');
    const first = (await call('vendedor', 'GET', '/services/notifications')).json().rows[0].id;
    await call('vendedor', 'POST', '/services/notifications/delete', { ids: [first] });
    expect(await n).toEqual({ count: was.notifications });
  });

  it('pushes the count when a snooze ends, without any request', async () => {
    const fast = await createTestApp({ app: { snoozeMinuteMs: 300, snoozePollMs: 50 } });
    try {
      const base = await listen(fast.app);
      const token = await login(fast, 'vendedor');
      const { notifications } = await counts(fast, token);
      const s = open(base, token);
      await connected(s);
      const id = (
        await fast.app.inject({
          method: 'GET',
          url: '/services/notifications',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().rows[0].id;
      // Every push from now on, with when it came: the second may follow the first closely.
      const pushes: { count: number; at: number }[] = [];
      s.on('notification', (v: { count: number }) => pushes.push({ count: v.count, at: Date.now() }));
      const snoozed = Date.now();
      await fast.app.inject({
        method: 'PUT',
        url: `/services/notifications/${id}/schedule`,
        headers: { authorization: `Bearer ${token}` },
        payload: { delay: 1 },
      });
      await expect
        .poll(() => pushes.map((p) => p.count), { timeout: 15_000 })
        .toEqual([notifications - 1, notifications]);
      // Back when the minute (300 ms here) is over, not before.
      expect(pushes[1]!.at - snoozed).toBeGreaterThanOrEqual(300);
    } finally {
      await fast.close();
    }
  });

  it('hangs up the sockets of a token revoked at logout, and only those', async () => {
    const revoked = await login(t, 'vendedor');
    const other = await login(t, 'vendedor');
    const { notifications } = await counts(t, other);
    const [a, b, c] = [open(url, revoked), open(url, revoked), open(url, other)];
    await Promise.all([a, b, c].map(connected));
    const [endA, endB] = [hungUp(a), hungUp(b)];
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/auth/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await endA).toEqual(goodbye);
    expect(await endB).toEqual(goodbye);
    // The same user's other session keeps its socket and still gets its counts.
    expect(c.connected).toBe(true);
    const n = next<{ count: number }>(c, 'notification');
    c.emit('count');
    expect(await n).toEqual({ count: notifications });
  });

  it('hangs up every socket of a user who is deactivated or deleted', async () => {
    const created = await call('admin', 'POST', '/services/users', {
      userName: 'saindo',
      name: 'Usuário Saindo',
      email: 'saindo@balcao.com.br',
      password: 'Vento-Azul-27',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const [a, b] = [
      open(url, await login(t, 'saindo', 'Vento-Azul-27')),
      open(url, await login(t, 'saindo', 'Vento-Azul-27')),
    ];
    const bystander = open(url, await login(t, 'vendedor'));
    await Promise.all([a, b, bystander].map(connected));
    const [endA, endB] = [hungUp(a), hungUp(b)];
    // Reactivating someone hangs nobody up.
    expect((await call('admin', 'PATCH', `/services/users/${id}/active`, { active: true })).statusCode).toBe(
      200,
    );
    const deactivated = await call('admin', 'PATCH', `/services/users/${id}/active`, { active: false });
    expect(deactivated.json().active).toBe(false);
    expect(await endA).toEqual(goodbye);
    expect(await endB).toEqual(goodbye);
    expect(bystander.connected).toBe(true);

    // Active again, he signs in; deleting him hangs that socket up too.
    await call('admin', 'PATCH', `/services/users/${id}/active`, { active: true });
    const again = open(url, await login(t, 'saindo', 'Vento-Azul-27'));
    await connected(again);
    const end = hungUp(again);
    expect((await call('admin', 'POST', '/services/users/delete', { ids: [id] })).statusCode).toBe(200);
    expect(await end).toEqual(goodbye);
    expect(bystander.connected).toBe(true);
  });

  it('hangs up when the token expires, saying why', async () => {
    // Long enough to sign in and connect on a busy machine, short enough to wait for.
    const short = await createTestApp({ tokenTtlSeconds: 5 });
    try {
      const base = await listen(short.app);
      const s = open(base, await login(short, 'vendedor'));
      await connected(s);
      expect(await next(s, 'unauthenticated', 10_000)).toEqual({ code: 'UNAUTHENTICATED' });
    } finally {
      await short.close();
    }
  });
});
