import { io as connect, type Socket } from 'socket.io-client';
import { createTestApp, signInAs } from './testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The realtime channel as a browser reaches it, for the tests: a test app listening on a port of
 * its own, a user's bearer token, and sockets on it, each kept in `sockets` for the suite to close.
 */

/** A suite's test app listening on a port of its own, `users` signed in: the app, their calls, its base URL. */
export async function listeningApp(users: string[], opts?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(opts);
  const call = await signInAs(t, users);
  return { t, call, url: await listen(t.app) };
}

/** The end of a suite: its sockets closed, then its apps in the order given. */
export async function closeAll(sockets: Socket[], ...apps: TestApp[]) {
  for (const s of sockets) s.close();
  for (const app of apps) await app.close();
}

/** Starts the app on a free local port: its base URL. */
export async function listen(app: TestApp['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  return `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
}

/** Signs a user in: his bearer token. */
export async function login(target: TestApp, userName: string, password = 'demo1234') {
  const res = await target.app.inject({
    method: 'POST',
    url: '/services/auth/login',
    payload: { userName, password },
  });
  return res.json().accessToken as string;
}

/**
 * A socket to `base` with a user's `token` (or the handshake's whole `auth`), not waiting for it to
 * connect; kept in `sockets`.
 */
export function openSocket(sockets: Socket[], base: string, token: string | Record<string, unknown>): Socket {
  const s = connect(base, {
    path: '/socket.io',
    auth: typeof token === 'string' ? { token } : token,
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(s);
  return s;
}

/** Resolves once the socket is connected; rejects with the server's refusal. */
export const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (s.connected) return resolve();
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
