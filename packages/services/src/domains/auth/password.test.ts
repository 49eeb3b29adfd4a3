import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const login = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/services/auth/login', payload: { userName, password } });
const tokenOf = async (userName: string, password = 'demo1234') =>
  (await login(userName, password)).json().accessToken as string;
const as = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const idOf = async (userName: string) =>
  Number(
    (await t.db.query<{ id: number }>('select id from users where user_name = $1', [userName])).rows[0]!.id,
  );

describe('passwords (ASVS 5 chapter 6)', () => {
  it('refuses short, common and personal passwords with pt-BR texts, on the field', async () => {
    const me = await tokenOf('ralmeida');
    for (const [password, text] of [
      ['aaaaa', MSG.passwordTooShort(8)],
      ['12345', MSG.passwordTooShort(8)],
      ['aaaaaaaa', MSG.passwordCommon],
      ['12345678', MSG.passwordCommon],
      ['password1', MSG.passwordCommon],
      ['Balcao-Vendas-9', MSG.passwordPersonal],
      ['ralmeida-forte', MSG.passwordPersonal],
      ['Almeida-Vendas-9', MSG.passwordPersonal],
    ] as const) {
      const res = await as(me, 'POST', '/services/auth/password', { currentPassword: 'demo1234', password });
      expect([password, res.statusCode, res.json().details]).toEqual([
        password,
        400,
        [{ field: 'password', messages: [text] }],
      ]);
    }
  });

  it('asks for the current password, keeps spaces as typed, and ends the other sessions', async () => {
    const [here, elsewhere] = [await tokenOf('mcosta'), await tokenOf('mcosta')];
    const wrong = await as(here, 'POST', '/services/auth/password', {
      currentPassword: 'x',
      password: 'Vento-Azul-27',
    });
    expect(wrong.json().details).toEqual([
      { field: 'currentPassword', messages: [MSG.currentPasswordWrong] },
    ]);
    const none = await as(here, 'PATCH', `/services/users/${await idOf('mcosta')}`, {
      password: 'Vento-Azul-27',
    });
    expect(none.json().details).toEqual([{ field: 'currentPassword', messages: [MSG.required] }]);

    const ok = await as(here, 'POST', '/services/auth/password', {
      currentPassword: 'demo1234',
      password: '  Vento Azul 27  ',
    });
    expect(ok.statusCode).toBe(200);
    expect((await as(here, 'GET', '/services/auth/me')).statusCode).toBe(200);
    expect((await as(elsewhere, 'GET', '/services/auth/me')).statusCode).toBe(401);
    expect((await login('mcosta', 'Vento Azul 27')).statusCode).toBe(401);
    expect((await login('mcosta', '  Vento Azul 27  ')).statusCode).toBe(200);
  });

  it("an administrator's reset ends every session of that user", async () => {
    const admin = await tokenOf('admin');
    const victim = await tokenOf('pnogueira');
    const res = await as(admin, 'PATCH', `/services/users/${await idOf('pnogueira')}`, {
      password: 'Nova-Chave-88',
    });
    expect(res.statusCode).toBe(200);
    expect((await as(victim, 'GET', '/services/auth/me')).statusCode).toBe(401);
    expect((await as(admin, 'GET', '/services/auth/me')).statusCode).toBe(200);
  });

  it('warns of the expiry at sign-in, and an expired password opens only the change of it', async () => {
    const fresh = (await login('financeiro', 'demo1234')).json();
    expect(fresh).toMatchObject({ daysPasswordExpired: 0, passwordExpiresInDays: 90 });
    await t.db.query(
      "update users set password_changed_at = now() - interval '91 days' where user_name = 'financeiro'",
    );
    const expired = (await login('financeiro', 'demo1234')).json();
    expect(expired.daysPasswordExpired).toBe(1);
    const token = expired.accessToken as string;
    const blocked = await as(token, 'GET', '/services/users');
    expect([blocked.statusCode, blocked.json().code, blocked.json().message]).toEqual([
      403,
      'PASSWORD_EXPIRED',
      MSG.passwordExpired,
    ]);
    for (const url of ['/services/auth/me', '/services/accesses/me'])
      expect((await as(token, 'GET', url)).statusCode).toBe(200);
    const changed = await as(token, 'POST', '/services/auth/password', {
      currentPassword: 'demo1234',
      password: 'Planilha-Verde-42',
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(token, 'GET', '/services/users/favorites')).statusCode).toBe(200);
  });
});
