import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { setBusinessTimeZone } from '@balcao/schema';
import { createTestApp, TEST_JWT_SECRET } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const login = (userName: string, password = 'demo1234', ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/services/auth/login',
    payload: { userName, password },
    remoteAddress: ip,
  });

describe('auth', () => {
  it('tells anyone the business time zone the screens follow (BUSINESS_TIME_ZONE)', async () => {
    const zone = async () => (await t.app.inject({ method: 'GET', url: '/services/auth/settings' })).json();
    expect(await zone()).toEqual({ timeZone: 'America/Sao_Paulo' });
    setBusinessTimeZone('America/Manaus');
    try {
      expect(await zone()).toEqual({ timeZone: 'America/Manaus' });
    } finally {
      setBusinessTimeZone(undefined);
    }
  });

  it('logs in with the demo password and returns the user', async () => {
    const res = await login('admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.userName).toBe('admin');
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 7 * 3600_000);
    expect(body.daysPasswordExpired).toBe(0);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const unknown = await login('ninguem', 'x', '10.0.0.2');
    const wrong = await login('aprovador', 'errada', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Usuário e/ou senha incorretos');
  });

  const TOO_MANY =
    'Máximo de tentativas atingido. Por gentileza entre em contato com o administrador do sistema';

  it('locks an account from the address that failed 5 times, the right password included', async () => {
    expect((await login('financeiro', 'demo1234', '10.1.0.1')).statusCode).toBe(200); // his usual place
    for (let i = 0; i < 5; i++)
      expect((await login('financeiro', 'errada', '10.1.9.9')).statusCode).toBe(401);
    const res = await login('financeiro', 'demo1234', '10.1.9.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(TOO_MANY);
    // The stranger's failures do not keep him out from where he signs in, nor from a new place.
    expect((await login('financeiro', 'demo1234', '10.1.0.1')).statusCode).toBe(200);
    expect((await login('financeiro', 'demo1234', '10.1.0.2')).statusCode).toBe(200);
  });

  it('refuses unknown addresses after 10 failures on an account from many, never its known ones', async () => {
    expect((await login('aprovador', 'demo1234', '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await login('aprovador', 'errada', `10.2.1.${i}`)).statusCode).toBe(401);
    expect((await login('aprovador', 'demo1234', '10.2.2.1')).statusCode).toBe(429);
    expect((await login('aprovador', 'demo1234', '10.2.0.1')).statusCode).toBe(200);
  });

  it('refuses an address that failed 20 times over other accounts, but not on accounts it knows', async () => {
    expect((await login('vendedor', 'demo1234', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++)
      expect((await login(`ninguem${i}`, 'errada', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('semperfil', 'demo1234', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('vendedor', 'demo1234', '10.3.0.1')).statusCode).toBe(200);
    expect((await login('semperfil', 'demo1234', '10.3.0.2')).statusCode).toBe(200);
  });

  it('an administrator sees the lock on the user and lifts it; others may not', async () => {
    for (let i = 0; i < 5; i++) await login('mcosta', 'errada', '10.4.0.1');
    expect((await login('mcosta', 'demo1234', '10.4.0.1')).statusCode).toBe(429);
    const admin = (await login('admin', 'demo1234', '10.4.9.9')).json().accessToken;
    const seller = (await login('vendedor', 'demo1234', '10.4.9.8')).json().accessToken;
    const { rows } = await t.db.query<{ id: number }>("select id from users where user_name = 'mcosta'");
    const id = rows[0]!.id;
    const as = (token: string, method: 'GET' | 'POST', url: string) =>
      t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect((await as(admin, 'GET', `/services/users/${id}/login-lock`)).json()).toEqual({
      locked: true,
      failures: 5,
    });
    expect((await as(seller, 'POST', `/services/users/${id}/login-lock/lift`)).statusCode).toBe(403);
    const lifted = await as(admin, 'POST', `/services/users/${id}/login-lock/lift`);
    expect(lifted.json()).toEqual({ locked: false, failures: 0 });
    expect((await login('mcosta', 'demo1234', '10.4.0.1')).statusCode).toBe(200);
  });

  it('takes the client address only from a caller holding the gateway key, never from X-Forwarded-For', async () => {
    const keyed = await createTestApp({ app: { gatewayKey: 'chave-do-gateway-0123456789' } });
    try {
      const fail = (headers: Record<string, string>) =>
        keyed.app.inject({
          method: 'POST',
          url: '/services/auth/login',
          payload: { userName: 'pnogueira', password: 'errada' },
          remoteAddress: '127.0.0.1',
          headers,
        });
      // A local process forging the address, with or without a wrong key, counts as its own peer.
      for (let i = 0; i < 5; i++)
        await fail({ 'x-forwarded-for': `10.5.0.${i}`, 'x-balcao-client-address': `10.5.0.${i}` });
      const ok = (address: string, headers: Record<string, string>) =>
        keyed.app.inject({
          method: 'POST',
          url: '/services/auth/login',
          payload: { userName: 'pnogueira', password: 'demo1234' },
          remoteAddress: address,
          headers,
        });
      expect((await ok('127.0.0.1', {})).statusCode).toBe(429);
      // Through the gateway (its key), the client's own address counts: he is not held.
      const viaGateway = {
        'x-balcao-client-address': '10.5.1.1',
        'x-balcao-gateway-key': 'chave-do-gateway-0123456789',
      };
      expect((await ok('127.0.0.1', viaGateway)).statusCode).toBe(200);
      expect((await ok('127.0.0.1', { ...viaGateway, 'x-balcao-gateway-key': 'outra' })).statusCode).toBe(
        429,
      );
    } finally {
      await keyed.close();
    }
  });

  it('revokes the token on logout', async () => {
    const token = (await login('vendedor')).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/services/auth/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/services/auth/logout', headers })).statusCode).toBe(
      200,
    );
    const after = await t.app.inject({ url: '/services/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Sessão expirada. Por favor, faça login novamente');
  });

  it('refuses an expired token and a token signed with another key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, exp: number) =>
      new SignJWT({ userName: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setJti('j1')
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    for (const token of [
      await sign(TEST_JWT_SECRET, now - 10),
      await sign('another-secret-another-secret-1234', now + 600),
    ]) {
      const res = await t.app.inject({
        url: '/services/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/services/auth/me' })).statusCode).toBe(401);
  });

  it('reports readiness and publishes the OpenAPI document to signed-in callers only', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/services/docs/json' })).statusCode).toBe(401);
    const token = (await login('vendedor', 'demo1234', '10.9.0.1')).json().accessToken;
    const doc = (
      await t.app.inject({ url: '/services/docs/json', headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/services/auth/login', '/services/users/{id}', '/services/profiles']),
    );
  });

  it('refuses a NUL character in any text with a field error, never a 5xx', async () => {
    const token = (await login('admin', 'demo1234', '10.9.0.2')).json().accessToken;
    const headers = { authorization: `Bearer ${token}` };
    const search = await t.app.inject({ url: '/services/users?q=ab%00cd', headers });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'O texto contém um caractere inválido.',
    });
    const body = await t.app.inject({
      method: 'POST',
      url: '/services/auth/login',
      payload: { userName: 'adm\u0000in', password: 'x' },
    });
    expect(body.statusCode).toBe(400);
  });
});
