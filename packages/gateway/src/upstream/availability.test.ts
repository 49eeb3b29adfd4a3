import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { buildGateway } from '../app.js';
import { startStack } from '../test/stack.js';

// What one hostile or careless client can do to everyone else: empty and stalled uploads, and
// wrong passwords. The gateway trusts X-Forwarded-For here (as behind a proxy) so that one test
// process can speak as several clients.
const KEY = 'chave-compartilhada-0123456789abcdef';
const UPLOAD_DEADLINE_MS = 2500;
let s: Awaited<ReturnType<typeof startStack>>;
let base: string;
beforeAll(async () => {
  s = await startStack({
    services: { app: { gatewayKey: KEY } },
    gateway: {
      trustProxy: true,
      gatewayKey: KEY,
      uploadTimeoutMs: UPLOAD_DEADLINE_MS,
      upstreamPerClient: 4,
      upstreamPerAddress: 12,
    },
  });
  base = await s.gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => s.close());

const from = (address: string) => ({ 'x-forwarded-for': address });
const loginAs = (userName: string, password: string, address: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(address) },
    body: JSON.stringify({
      query: 'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
      variables: { u: userName, p: password },
    }),
  }).then(
    (r) => r.json() as Promise<{ data?: { login: { accessToken: string } }; errors?: { message: string }[] }>,
  );
/** `me` as a signed-in client at `address`: whether it was answered with data. */
const meFrom = (token: string, address: string) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...from(address) },
    body: JSON.stringify({ query: '{ me { id } }' }),
  }).then(async (r) => Boolean(((await r.json()) as { data?: { me?: unknown } }).data?.me));
const photo = (token: string, userId: number, name: string, data: Buffer, address: string) => {
  const body = new FormData();
  body.append('file', new Blob([data]), name);
  return fetch(`${base}/files/users/${userId}/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...from(address) },
    body,
  });
};
const me = async (token: string) =>
  (
    (await s.gql<{ me: { id: string } }>('{ me { id } }', {}, token)).data as {
      me: { id: string };
    }
  ).me.id;

/** An upload that sends its headers and a first part, then nothing: it holds its connection open. */
function stalledUpload(
  token: string,
  userId: number,
  address: string,
): Promise<number> & { req: ClientRequest } {
  const boundary = 'x-balcao-stall';
  let req!: ClientRequest;
  const answered = new Promise<number>((resolve) => {
    req = httpRequest(`${base}/files/users/${userId}/image`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': '100000',
        ...from(address),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(-1));
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
  });
  return Object.assign(answered, { req });
}

describe('availability', () => {
  it('refuses an empty upload at once, however many come, and everyone can still sign in', async () => {
    const token = (await loginAs('vendedor', 'demo1234', '10.8.0.1')).data!.login.accessToken;
    const id = Number(await me(token));
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => photo(token, id, 'vazio.png', Buffer.alloc(0), '10.8.0.1')),
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(MSG.fileEmpty);
    }
    expect((await loginAs('admin', 'demo1234', '10.8.0.2')).data?.login.accessToken).toBeTruthy();
  });

  it('a client stalling uploads holds only its share; others are served, and the stalled end by their deadline', async () => {
    const token = (await loginAs('vendedor', 'demo1234', '10.8.1.1')).data!.login.accessToken;
    const id = Number(await me(token));
    const stalled = Array.from({ length: 40 }, () => stalledUpload(token, id, '10.8.1.1'));
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    const other = (await loginAs('aprovador', 'demo1234', '10.8.1.2')).data!.login.accessToken;
    expect(other).toBeTruthy();
    const aprovadorId = Number(await me(other));
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    expect((await photo(other, aprovadorId, 'eu.png', PNG, '10.8.1.2')).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(UPLOAD_DEADLINE_MS);
    // Every stalled upload is answered by its deadline (+1 s), as unavailable.
    const statuses = await Promise.all(stalled);
    expect(Date.now() - t0).toBeLessThan(UPLOAD_DEADLINE_MS + 1500);
    expect(new Set(statuses)).toEqual(new Set([503]));
    for (const u of stalled) u.req.destroy();
  });

  it('people behind one address each have their own share; the address holds at most its own', async () => {
    const office = '10.8.3.1';
    const sign = async (user: string) => {
      const token = (await loginAs(user, 'demo1234', office)).data!.login.accessToken;
      return { token, id: Number(await me(token)) };
    };
    const [vendedor, aprovador, admin, financeiro] = [
      await sign('vendedor'),
      await sign('aprovador'),
      await sign('admin'),
      await sign('financeiro'),
    ];
    // vendedor stalls 20 uploads: he holds his share (4), his colleague at the same address is served.
    const stalled = Array.from({ length: 20 }, () => stalledUpload(vendedor.token, vendedor.id, office));
    await new Promise((r) => setTimeout(r, 300));
    let t0 = Date.now();
    expect(await meFrom(aprovador.token, office)).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1000);
    // Two more stall theirs: the address's 12 places are taken, and the next call from it waits.
    for (const u of [aprovador, admin])
      stalled.push(...Array.from({ length: 4 }, () => stalledUpload(u.token, u.id, office)));
    // Time for them to reach the gateway on a busy machine, well within vendedor's deadline.
    await new Promise((r) => setTimeout(r, 1000));
    // The address's places free only as stalled uploads end (at their deadline): the next call from
    // it is answered after the first of them, however long the steps above took on a busy machine.
    const firstStallEnded = Promise.race(stalled).then(() => Date.now());
    t0 = Date.now();
    const waited = meFrom(financeiro.token, office).then((ok) => (ok ? Date.now() : -1));
    // Someone elsewhere is served at once meanwhile.
    expect(await meFrom(financeiro.token, '10.8.3.2')).toBe(true);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await waited).toBeGreaterThanOrEqual((await firstStallEnded) - 50);
    expect(new Set(await Promise.all(stalled))).toEqual(new Set([503]));
    for (const u of stalled) u.req.destroy();
  });

  it('wrong passwords from one client lock neither the account nor the door for the others', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await loginAs('admin', 'errada', '10.8.2.66');
      expect(res.errors?.[0]?.message).toMatch(/incorretos|Máximo de tentativas/);
    }
    expect((await loginAs('admin', 'errada', '10.8.2.66')).errors?.[0]?.message).toBe(MSG.tooManyAttempts);
    // The administrator, from his own place, signs in with the right password.
    expect((await loginAs('admin', 'demo1234', '10.8.2.1')).data?.login.accessToken).toBeTruthy();
    expect((await loginAs('financeiro', 'demo1234', '10.8.2.2')).data?.login.accessToken).toBeTruthy();
  });

  it('ignores X-Forwarded-For from the client unless told to trust a proxy', async () => {
    const direct = await buildGateway({
      upstreamUrl: `http://127.0.0.1:${(s.services.app.server.address() as { port: number }).port}`,
      gatewayKey: KEY,
    });
    const seen: string[] = [];
    direct.addHook('onRequest', async (req) => void seen.push(req.ip));
    await direct.inject({
      method: 'GET',
      url: '/healthz',
      headers: from('10.9.9.9'),
      remoteAddress: '10.1.1.1',
    });
    expect(seen).toEqual(['10.1.1.1']);
    await direct.close();
  });
});

describe('readiness', () => {
  it('/readyz fails within its deadline when the services cannot be reached, while /healthz answers', async () => {
    const orphan = await buildGateway({ upstreamUrl: 'http://127.0.0.1:9' });
    const t0 = Date.now();
    expect((await orphan.inject({ url: '/readyz' })).statusCode).toBe(503);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect((await orphan.inject({ url: '/healthz' })).statusCode).toBe(200);
    await orphan.close();
  });

  it('every API call has a deadline: a services that never answers ends as unavailable', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => {
      /* never answers */
    });
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const port = (silent.address() as { port: number }).port;
    const gw = await buildGateway({ upstreamUrl: `http://127.0.0.1:${port}`, upstreamTimeoutMs: 800 });
    const t0 = Date.now();
    const res = await gw.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation { login(userName: "admin", password: "demo1234") { accessToken } }' },
    });
    expect(Date.now() - t0).toBeLessThan(1800);
    expect(res.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await gw.inject({ url: '/readyz' })).statusCode).toBe(503);
    await gw.close();
    silent.closeAllConnections();
    silent.close();
  });
});
