import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp } from '../test/testApp.js';

// Needs the Redis on REDIS_URL (127.0.0.1:6379 on these machines), as ARCHITECTURE.md scales out.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type T = Awaited<ReturnType<typeof createTestApp>>;
let a: T;
let b: T;
let socket: Socket | undefined;

async function listen(t: T) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}
const login = async (t: T, userName: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/services/auth/login',
      payload: { userName, password: 'demo1234' },
    })
  ).json().accessToken as string;

beforeAll(async () => {
  a = await createTestApp({ app: { redisUrl: REDIS_URL } });
  // A second services instance over the same database, as behind a load balancer.
  b = await createTestApp({ app: { redisUrl: REDIS_URL }, db: a.db });
});
afterAll(async () => {
  socket?.close();
  await b.close();
  await a.close();
});

describe('Redis adapter', () => {
  it('delivers an event raised on one instance to a socket connected to another', async () => {
    const baseB = await listen(b);
    const vendedor = await login(b, 'vendedor');
    socket = connect(baseB, {
      path: '/socket.io',
      auth: { token: vendedor },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const got = new Promise<{ count: number }>((resolve) => socket!.on('messages', resolve));
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
});
