import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';

// The users area's own rules; what every kit area does (list, 201/200/404/403/409, exports,
// history) is the contract suite's (kit/contract.test.ts).
const { call } = testAppWith(['admin', 'vendedor', 'semperfil']);

const newUser = (userName: string, extra: Record<string, unknown> = {}) =>
  call('admin', 'POST', '/services/users', {
    userName,
    name: `Usuário ${userName}`,
    email: `${userName}@balcao.com.br`,
    password: 'Vento-Azul-27',
    ...extra,
  });
const history = async (id: number) =>
  (await call('admin', 'GET', `/services/history/user/${id}`)).json().rows as {
    action: string;
    changes: Record<string, unknown>;
  }[];

describe('users', () => {
  it('needs a password to create a user, under the password policy, and never answers it', async () => {
    const none = await newUser('semsenha', { password: '' });
    expect(none.json().details).toEqual([{ field: 'password', messages: ['Este é um campo obrigatório'] }]);
    const weak = await newUser('fraca', { password: '12345678' });
    expect(weak.json().details).toEqual([
      { field: 'password', messages: ['Esta senha é muito comum ou fácil de adivinhar. Escolha outra.'] },
    ]);
    const created = await newUser('forte');
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty('password');
    expect(created.json()).toMatchObject({ profiles: [], daysPasswordExpired: 0, file: null });
  });

  it('keeps the sign-in name as created; a new password is in the history only as changed', async () => {
    const created = (await newUser('mantido')).json();
    const saved = await call('admin', 'PUT', `/services/users/${created.id}`, {
      ...created,
      userName: 'outro',
      password: 'Caderno-Laranja-31',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().userName).toBe('mantido');
    expect((await history(created.id))[0]!.changes).toEqual({ password: { changed: true } });
  });

  it('saves the fields sent (PATCH), a phone left out as null, by the user himself but not another', async () => {
    const created = (await newUser('parcial', { phone: '11912345678' })).json();
    const edited = await call('admin', 'PATCH', `/services/users/${created.id}`, {
      name: 'Parcial',
      phone: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Parcial', phone: null, email: 'parcial@balcao.com.br' });

    const me = (await call('vendedor', 'GET', '/services/auth/me')).json();
    const own = await call('vendedor', 'PATCH', `/services/users/${me.id}`, { name: 'Carlos V.' });
    expect(own.json().name).toBe('Carlos V.');
    expect((await call('vendedor', 'PATCH', `/services/users/${created.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    const dup = await call('vendedor', 'PATCH', `/services/users/${me.id}`, { email: 'ADMIN@balcao.com.br' });
    expect(dup.json().details).toEqual([
      { field: 'email', messages: ['E-mail já cadastrado para outro usuário'] },
    ]);
    const stale = await call('vendedor', 'PATCH', `/services/users/${me.id}`, {
      name: 'Segunda',
      updatedAt: me.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('asks for the current password when a user sets his own', async () => {
    const me = (await call('vendedor', 'GET', '/services/auth/me')).json();
    const without = await call('vendedor', 'PATCH', `/services/users/${me.id}`, {
      password: 'Caderno-Laranja-31',
    });
    expect(without.json().details).toEqual([
      { field: 'currentPassword', messages: ['Este é um campo obrigatório'] },
    ]);
    const wrong = await call('vendedor', 'PATCH', `/services/users/${me.id}`, {
      password: 'Caderno-Laranja-31',
      currentPassword: 'errada',
    });
    expect(wrong.json().details).toEqual([
      { field: 'currentPassword', messages: ['A senha atual não confere.'] },
    ]);
  });

  it('attaches profiles (his history says Perfis by name) and offers them to who administers users', async () => {
    const options = await call('admin', 'GET', '/services/users/profile-options');
    expect(Object.keys(options.json()[0]).sort()).toEqual(['active', 'id', 'name']);
    const admin = options.json().find((p: { name: string }) => p.name === 'Administrador');
    const created = (await newUser('perfilado')).json();
    const attached = await call('admin', 'PUT', `/services/users/${created.id}/profiles`, {
      profiles: [admin.id],
    });
    expect(attached.json()).toMatchObject({
      profiles: [{ id: admin.id, name: 'Administrador' }],
      profileNames: 'Administrador',
    });
    expect((await history(created.id))[0]!.changes).toEqual({
      profileNames: { from: null, to: 'Administrador' },
    });
    expect((await call('vendedor', 'GET', '/services/users/profile-options')).statusCode).toBe(403);
  });

  it('deletes others (one or several), never oneself', async () => {
    const me = (await call('admin', 'GET', '/services/auth/me')).json();
    expect((await call('admin', 'DELETE', `/services/users/${me.id}`)).statusCode).toBe(400);
    const self = await call('admin', 'POST', '/services/users/delete', { ids: [me.id] });
    expect(self.json().details).toEqual([
      { field: 'ids', messages: ['Você não pode excluir o próprio usuário'] },
    ]);
    const a = (await newUser('excluido.a')).json();
    const b = (await newUser('excluido.b')).json();
    expect((await call('admin', 'POST', '/services/users/delete', { ids: [a.id, b.id] })).json()).toEqual({
      success: true,
    });
    expect((await call('admin', 'GET', `/services/users/${b.id}`)).statusCode).toBe(404);
    expect((await history(a.id))[0]!.action).toBe('delete');
  });
});
