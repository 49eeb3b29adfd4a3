import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  call = await signInAs(t, ['admin', 'vendedor', 'semperfil']);
});
afterAll(() => t.close());

describe('users', () => {
  it('lists users for CONTROLE_DE_USUARIO and refuses others with the spec text', async () => {
    const ok = await call('admin', 'GET', '/services/users?page=1&pageSize=1000');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().totalRegisters).toBeGreaterThanOrEqual(4);
    for (const who of ['vendedor', 'semperfil']) {
      const res = await call(who, 'GET', '/services/users');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para realizar essa ação.');
    }
  });

  it('creates with 201 and updates with 200', async () => {
    const created = await call('admin', 'POST', '/services/users', {
      userName: 'novo',
      name: 'Novo Usuário',
      email: 'novo@balcao.com.br',
      password: 'Vento-Azul-27',
    });
    expect(created.statusCode).toBe(201);
    const updated = await call('admin', 'PATCH', `/services/users/${created.json().id}`, {
      phone: '(11) 3333-4444',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().phone).toBe('1133334444');
  });

  it('saves a user without a phone (null, as the form sends it) and edits him', async () => {
    const created = await call('admin', 'POST', '/services/users', {
      userName: 'semtelefone',
      name: 'Sem Telefone',
      email: 'semtelefone@balcao.com.br',
      phone: null,
      password: 'Vento-Azul-27',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const edited = await call('admin', 'PATCH', `/services/users/${id}`, {
      name: 'Sem Telefone Editado',
      phone: null,
      email: 'semtelefone@balcao.com.br',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Sem Telefone Editado', phone: null });
  });

  it('answers wrong kinds of input in pt-BR, never with zod’s English', async () => {
    const res = await call('admin', 'POST', '/services/users', {
      userName: 42,
      name: null,
      email: ['x'],
      password: 'Vento-Azul-27',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'userName', messages: ['O valor não é válido'] },
        { field: 'name', messages: ['Este é um campo obrigatório'] },
        { field: 'email', messages: ['O valor não é válido'] },
      ]),
    );
    const list = await call('admin', 'GET', '/services/users?page=zero');
    expect(list.statusCode).toBe(400);
    expect(JSON.stringify(list.json())).not.toMatch(/Invalid|expected|received/);
  });

  it('offers the profiles to attach to who administers users without reading profiles', async () => {
    const profile = await call('admin', 'POST', '/services/profiles', {
      name: 'Administra usuários',
      grants: [{ module: 'CONTROLE_DE_USUARIO', permissions: ['VISUALIZAR', 'EDITAR'] }],
      exceptions: [],
    });
    expect(profile.statusCode, profile.body).toBe(201);
    await t.db.query(
      `insert into user_profiles (user_id, profile_id) select id, $1 from users where user_name = 'semperfil'`,
      [profile.json().id],
    );
    expect((await call('semperfil', 'GET', '/services/profiles')).statusCode).toBe(403);
    const options = await call('semperfil', 'GET', '/services/users/profile-options');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toContainEqual({ id: expect.any(Number), name: 'Administrador', active: true });
    expect(Object.keys(options.json()[0]).sort()).toEqual(['active', 'id', 'name']);
    expect((await call('vendedor', 'GET', '/services/users/profile-options')).statusCode).toBe(403);
  });

  it('lets a user edit himself but not someone else', async () => {
    const me = (await call('vendedor', 'GET', '/services/auth/me')).json();
    expect(
      (await call('vendedor', 'PATCH', `/services/users/${me.id}`, { name: 'Carlos V.' })).json().name,
    ).toBe('Carlos V.');
    const admin = (await call('admin', 'GET', '/services/auth/me')).json();
    expect((await call('vendedor', 'PATCH', `/services/users/${admin.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
  });

  it('answers VALIDATION_FAILED per field for a duplicate e-mail and a name over 100 characters', async () => {
    const me = (await call('vendedor', 'GET', '/services/auth/me')).json();
    const dup = await call('vendedor', 'PATCH', `/services/users/${me.id}`, { email: 'ADMIN@balcao.com.br' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', messages: ['E-mail já cadastrado para outro usuário'] }],
    });
    const long = await call('vendedor', 'PATCH', `/services/users/${me.id}`, {
      name: 'n'.repeat(101),
      email: 'sem-arroba',
    });
    expect(long.json().details).toEqual(
      expect.arrayContaining([
        { field: 'name', messages: ['Máximo de 100 caracteres'] },
        { field: 'email', messages: ['E-mail inválido'] },
      ]),
    );
  });

  it('refuses a stale write with 409', async () => {
    const me = (await call('vendedor', 'GET', '/services/auth/me')).json();
    await call('vendedor', 'PATCH', `/services/users/${me.id}`, { name: 'Primeira edição' });
    const stale = await call('vendedor', 'PATCH', `/services/users/${me.id}`, {
      name: 'Segunda',
      updatedAt: me.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('records each authenticated call', async () => {
    const { rows } = await t.db.query<{ n: number }>(
      "select count(*)::int as n from access_log where route = '/services/users'",
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
