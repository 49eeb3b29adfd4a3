import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { closeAll, connected, listen, login, openSocket } from '../test/sockets.js';
import { createTestApp } from '../test/testApp.js';

// Needs the Redis on REDIS_URL (127.0.0.1:6379 on these machines), as ARCHITECTURE.md scales out.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type T = Awaited<ReturnType<typeof createTestApp>>;
let a: T;
let b: T;
const sockets: Socket[] = [];
let baseB: string;

/** A socket connected to one instance. */
async function open(base: string, token: string) {
  const s = openSocket(sockets, base, token);
  await connected(s);
  return s;
}
/** What the server said before hanging up, and the reason socket.io gives. */
const hungUp = (s: Socket) =>
  Promise.all([
    new Promise((resolve) => s.once('unauthenticated', resolve)),
    new Promise((resolve) => s.once('disconnect', resolve)),
  ]).then(([said, reason]) => ({ said, reason }));
const goodbye = { said: { code: 'UNAUTHENTICATED' }, reason: 'io server disconnect' };

beforeAll(async () => {
  // Its own channels: another run on this Redis (the PostgreSQL pass beside the PGlite one) seeds
  // the same user ids, and its logouts would hang up these sockets.
  const redis = { redisUrl: REDIS_URL, redisKey: `balcao-test-${randomUUID()}` };
  a = await createTestApp({ app: redis });
  // A second services instance over the same database, as behind a load balancer.
  b = await createTestApp({ app: redis, db: a.db });
  baseB = await listen(b.app);
});
afterAll(() => closeAll(sockets, b, a));

describe('Redis adapter', () => {
  it('delivers an event raised on one instance to a socket connected to another', async () => {
    const vendedor = await login(b, 'vendedor');
    const socket = await open(baseB, vendedor);
    const got = new Promise<{ count: number }>((resolve) => socket.on('messages', resolve));
    const admin = await login(a, 'admin');
    const me = (
      await b.app.inject({
        method: 'GET',
        url: '/services/auth/me',
        headers: { authorization: `Bearer ${vendedor}` },
      })
    ).json().id;
    const res = await a.app.inject({
      method: 'POST',
      url: '/services/messages/upsert',
      headers: { authorization: `Bearer ${admin}` },
      payload: { subject: 'Entre instâncias', content: '<p>olá</p>', recipients: [me] },
    });
    expect(res.statusCode).toBe(201);
    // Instance A has no socket of this user: only the adapter can have carried it.
    expect(a.app.messaging.realtime.localSockets()).toBe(0);
    expect(await got).toEqual({ count: 3 });
  });

  it('hangs up, on every instance, the sockets of a token revoked and of a user deactivated', async () => {
    const admin = await login(a, 'admin');
    const asAdmin = { authorization: `Bearer ${admin}` };
    // A user of this test alone: other suites on the same Redis never connect as him.
    const created = await a.app.inject({
      method: 'POST',
      url: '/services/users',
      headers: asAdmin,
      payload: {
        userName: 'redis.saindo',
        name: 'Saindo',
        email: 'redis.saindo@balcao.com.br',
        password: 'Vento-Azul-27',
      },
    });
    expect(created.statusCode).toBe(201);
    const [revoked, kept] = [
      await login(b, 'redis.saindo', 'Vento-Azul-27'),
      await login(b, 'redis.saindo', 'Vento-Azul-27'),
    ];
    const [onRevoked, onKept] = [await open(baseB, revoked), await open(baseB, kept)];
    const onB = b.app.messaging.realtime.localSockets();
    const endRevoked = hungUp(onRevoked);
    // Signed out through instance A, which holds none of these sockets.
    const out = await a.app.inject({
      method: 'POST',
      url: '/services/auth/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(out.statusCode).toBe(200);
    expect(a.app.messaging.realtime.localSockets()).toBe(0);
    expect(await endRevoked).toEqual(goodbye);
    expect(onKept.connected).toBe(true);

    const endKept = hungUp(onKept);
    const off = await a.app.inject({
      method: 'PATCH',
      url: `/services/users/${created.json().id}/active`,
      headers: asAdmin,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await endKept).toEqual(goodbye);
    expect(b.app.messaging.realtime.localSockets()).toBe(onB - 2);
  });
});
