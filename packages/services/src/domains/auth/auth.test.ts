import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
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

  it('throttles an account after 5 failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('financeiro', 'errada', `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login('financeiro', 'demo1234', '10.1.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Máximo de tentativas atingido. Por gentileza entre em contato com o administrador do sistema',
    );
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

  it('reports readiness and publishes the OpenAPI document', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const doc = (await t.app.inject({ url: '/services/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/services/auth/login', '/services/users/{id}', '/services/profiles']),
    );
  });
});
