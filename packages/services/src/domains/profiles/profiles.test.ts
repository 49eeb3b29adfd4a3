import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';
import { newProfile } from './profiles.testkit.js';

const { call } = testAppWith(['admin', 'vendedor', 'semperfil']);

describe('profiles and accesses', () => {
  it('gives each user his access set; a user without profile gets an empty one', async () => {
    expect((await call('admin', 'GET', '/services/accesses/me')).json().global).toBe(true);
    const sales = (await call('vendedor', 'GET', '/services/accesses/me')).json();
    expect(sales.global).toBe(false);
    expect(sales.accesses.map((a: { module: string }) => a.module)).toContain('PEDIDOS');
    expect((await call('semperfil', 'GET', '/services/accesses/me')).json()).toEqual({
      global: false,
      accesses: [],
    });
  });

  it('checks CONTROLE_DE_PERFIL on every profile route', async () => {
    for (const [method, url] of [
      ['GET', '/services/profiles'],
      ['POST', '/services/profiles'],
      ['DELETE', '/services/profiles/1'],
      ['GET', '/services/accesses'],
    ] as const) {
      expect(
        (await call('vendedor', method, url, method === 'POST' ? { name: 'x' } : undefined)).statusCode,
      ).toBe(403);
    }
  });

  it('creates a profile (201), refuses unknown modules, and a change applies on the next request', async () => {
    const bad = await call('admin', 'POST', '/services/profiles', {
      name: 'Errado',
      grants: ['NAO_EXISTE:VISUALIZAR'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');

    const created = await call('admin', 'POST', '/services/profiles', {
      name: 'Crédito',
      grants: ['CREDITO:VISUALIZAR', 'CREDITO:APROVAR'],
      exceptions: ['CREDITO:APROVAR'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      grants: ['CREDITO:VISUALIZAR', 'CREDITO:APROVAR'],
      exceptions: ['CREDITO:APROVAR'],
      moduleCount: 1,
      userCount: 0,
    });
    const id = created.json().id;
    const vendedor = (await call('vendedor', 'GET', '/services/auth/me')).json();
    await call('admin', 'PUT', `/services/users/${vendedor.id}/profiles`, {
      profiles: [...vendedor.profiles.map((p: { id: number }) => p.id), id],
    });

    const credit = (await call('vendedor', 'GET', '/services/accesses/me'))
      .json()
      .accesses.find((a: { module: string }) => a.module === 'CREDITO');
    expect(credit).toMatchObject({
      permissions: ['VISUALIZAR', 'APROVAR'],
      exceptions: [{ name: 'CREDITO', permission: 'APROVAR' }],
    });

    expect(
      (await call('admin', 'PATCH', `/services/profiles/${id}/active`, { active: false })).statusCode,
    ).toBe(200);
    const after = (await call('vendedor', 'GET', '/services/accesses/me')).json();
    expect(after.accesses.some((a: { module: string }) => a.module === 'CREDITO')).toBe(false);
  });

  it('grants profile control through a profile: vendedor gains CONTROLE_DE_PERFIL without logging in again', async () => {
    const p = await newProfile(call, 'Perfis', ['CONTROLE_DE_PERFIL:VISUALIZAR']);
    const vendedor = (await call('vendedor', 'GET', '/services/auth/me')).json();
    await call('admin', 'PUT', `/services/users/${vendedor.id}/profiles`, { profiles: [p.id] });
    expect((await call('vendedor', 'GET', '/services/profiles')).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/services/profiles/${p.id}`)).statusCode).toBe(200);
    expect((await call('vendedor', 'GET', '/services/profiles')).statusCode).toBe(403);
  });

  it('answers a stale profile save with 409 and the profile as it is now', async () => {
    const p = await newProfile(call, 'Concorrido', ['VPC:VISUALIZAR']);
    const first = await call('admin', 'PUT', `/services/profiles/${p.id}`, {
      name: 'Concorrido',
      description: 'Primeira pessoa',
      grants: ['VPC:VISUALIZAR'],
      updatedAt: p.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('admin', 'PUT', `/services/profiles/${p.id}`, {
      name: 'Concorrido',
      description: 'Segunda pessoa',
      grants: ['VPC:VISUALIZAR'],
      updatedAt: p.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      current: { id: p.id, description: 'Primeira pessoa' },
    });
    expect((await call('admin', 'GET', `/services/profiles/${p.id}`)).json().description).toBe(
      'Primeira pessoa',
    );
  });

  it('updates several profiles at once (spec: PUT bulk), each change in its history', async () => {
    const make = (name: string) => newProfile(call, name, ['VPC:VISUALIZAR']);
    const [a, b] = [await make('Lote A'), await make('Lote B')];
    const bulk = await call('admin', 'PUT', '/services/profiles/bulk', {
      profiles: [
        { id: a.id, active: false },
        { id: b.id, grants: ['FAN:VISUALIZAR', 'FAN:EDITAR'] },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toMatchObject([
      { id: a.id, active: false, grants: ['VPC:VISUALIZAR'] },
      { id: b.id, active: true, grants: ['FAN:VISUALIZAR', 'FAN:EDITAR'] },
    ]);
    const history = (await call('admin', 'GET', `/services/history/profile/${b.id}`)).json();
    expect(JSON.stringify(history)).toContain('FAN: Editar');
    expect(
      (await call('vendedor', 'PUT', '/services/profiles/bulk', { profiles: [{ id: a.id }] })).statusCode,
    ).toBe(403);
  });
});
