import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';
import { newProfile } from '../profiles/profiles.testkit.js';

const { call } = testAppWith(['admin', 'vendedor']);

type Entry = {
  action: string;
  user: { name: string } | null;
  changes: Record<string, { from?: unknown; to?: unknown; changed?: boolean }>;
};
const history = async (who: string, entity: string, id: number) => {
  const res = await call(who, 'GET', `/services/history/${entity}/${id}`);
  return {
    status: res.statusCode,
    body: res.json() as { rows: Entry[]; totalRegisters: number; message?: string },
  };
};

describe('record history', () => {
  it('records a user created, changed, inactivated and deleted, newest first, who and what', async () => {
    const created = (
      await call('admin', 'POST', '/services/users', {
        userName: 'historia',
        name: 'Hélio Histórico',
        email: 'helio@balcao.com.br',
        password: 'Vento-Azul-27',
      })
    ).json();
    await call('admin', 'PATCH', `/services/users/${created.id}`, {
      name: 'Hélio Histórico Neto',
      password: 'Mesa-Larga-Quente-9',
    });
    await call('admin', 'PATCH', `/services/users/${created.id}/active`, { active: false });
    const h = await history('admin', 'user', created.id);
    expect(h.status).toBe(200);
    expect(h.body.rows.map((r) => r.action)).toEqual(['update', 'update', 'create']);
    const [inactivated, renamed, first] = h.body.rows;
    expect(inactivated!.changes).toEqual({ active: { from: 'Ativo', to: 'Inativo' } });
    expect(renamed!.changes).toEqual({
      name: { from: 'Hélio Histórico', to: 'Hélio Histórico Neto' },
      password: { changed: true },
    });
    expect(renamed!.user?.name).toBe('Administrador do Sistema');
    expect(first!.changes.userName).toEqual({ to: 'historia' });
    expect(first!.changes.active).toEqual({ to: 'Ativo' });
    expect(JSON.stringify(h.body)).not.toMatch(/Vento-Azul|Mesa-Larga|\$argon2/);

    await call('admin', 'POST', '/services/users/delete', { ids: [created.id] });
    const after = await history('admin', 'user', created.id);
    expect(after.body.rows[0]).toMatchObject({
      action: 'delete',
      changes: { email: { from: 'helio@balcao.com.br' } },
    });
  });

  it('records profile changes: grants and status', async () => {
    const p = await newProfile(call, 'Auditoria', ['PEDIDOS:VISUALIZAR']);
    await call('admin', 'PUT', `/services/profiles/${p.id}`, {
      name: 'Auditoria',
      grants: ['PEDIDOS:VISUALIZAR', 'PEDIDOS:EDITAR'],
      updatedAt: p.updatedAt,
    });
    await call('admin', 'PATCH', `/services/profiles/${p.id}/active`, { active: false });
    const h = await history('admin', 'profile', p.id);
    expect(h.body.rows.map((r) => Object.keys(r.changes))).toEqual([
      ['active'],
      ['grants'],
      expect.arrayContaining(['name', 'grants']),
    ]);
    expect(h.body.rows[0]!.changes.active).toEqual({ from: 'Ativo', to: 'Inativo' });
    expect(h.body.rows[2]!.changes.global).toEqual({ to: 'Não' });
  });

  it('says so when a record has no history, and refuses without the module', async () => {
    const none = await history('admin', 'user', 999999);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Histórico não encontrado para este registro');
    const refused = await history('vendedor', 'user', 1);
    expect(refused.status).toBe(403);
    expect((await call('admin', 'GET', '/services/history/senha/1')).statusCode).toBe(400);
  });

  it('answers a stale write with 409 and the record as it is now', async () => {
    const me = (await call('admin', 'GET', '/services/auth/me')).json();
    await call('admin', 'PATCH', `/services/users/${me.id}`, { phone: '11988887777' });
    const stale = await call('admin', 'PATCH', `/services/users/${me.id}`, {
      name: 'Outro Nome',
      updatedAt: '2000-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', current: { id: me.id, phone: '11988887777' } });
  });
});
