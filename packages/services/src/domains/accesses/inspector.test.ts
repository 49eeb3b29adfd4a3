import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'vendedor']);
let userId: (name: string) => Promise<number>;
beforeAll(async () => {
  userId = async (name) =>
    (await t.db.query<{ id: number }>('select id::int from users where user_name = $1', [name])).rows[0]!.id;
});

type Action = {
  action: string;
  allowed: boolean;
  global: boolean;
  verdicts: { profileName: string; outcome: string }[];
};

describe('permission inspector', () => {
  it('explains a route: which profile grants each action, which carves it out', async () => {
    const seller = await userId('vendedor');
    // A second profile that grants EXCLUIR on orders but carves out EDITAR.
    const created = await call('admin', 'POST', '/services/profiles', {
      name: 'Pedidos restrito',
      grants: ['PEDIDOS:VISUALIZAR', 'PEDIDOS:EDITAR', 'PEDIDOS:EXCLUIR'],
      exceptions: ['PEDIDOS:EDITAR', 'PEDIDOS:EXCLUIR'],
    });
    expect(created.statusCode).toBe(201);
    await t.db.query('insert into user_profiles (user_id, profile_id) values ($1, $2)', [
      seller,
      created.json().id,
    ]);

    const res = await call('admin', 'GET', `/services/accesses/inspect/${seller}?route=/sales/orders/edit/7`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.userName).toBe('vendedor');
    expect(body.route).toMatchObject({ path: '/sales/orders', action: 'VISUALIZAR', visible: true });
    expect(body.profiles.map((p: { name: string }) => p.name)).toEqual([
      'Pedidos restrito',
      'Representante de Vendas',
    ]);
    const by = Object.fromEntries((body.actions as Action[]).map((a) => [a.action, a]));
    const outcome = (a: string, profile: string) =>
      by[a]!.verdicts.find((v) => v.profileName === profile)?.outcome;
    expect(by.EDITAR!.allowed).toBe(true);
    expect(outcome('EDITAR', 'Pedidos restrito')).toBe('EXCEPTION');
    expect(outcome('EDITAR', 'Representante de Vendas')).toBe('GRANTED');
    expect(by.EXCLUIR!.allowed).toBe(false);
    expect(outcome('EXCLUIR', 'Pedidos restrito')).toBe('EXCEPTION');
    expect(outcome('EXCLUIR', 'Representante de Vendas')).toBe('NOT_GRANTED');
    expect(by.APROVAR).toMatchObject({ allowed: false, global: false });
  });

  it('a global profile decides every action; a module can be asked about directly', async () => {
    const admin = await userId('admin');
    const body = (await call('admin', 'GET', `/services/accesses/inspect/${admin}?module=VPC`)).json();
    expect(body.route).toBeNull();
    expect(body.modules).toEqual([{ name: 'VPC', label: expect.any(String) }]);
    expect((body.actions as Action[]).every((a) => a.allowed && a.global)).toBe(true);
    expect(body.accessSet.global).toBe(true);
  });

  it('refuses what is not in the catalogue, and anyone without the inspector module', async () => {
    const seller = await userId('vendedor');
    const badRoute = await call('admin', 'GET', `/services/accesses/inspect/${seller}?route=/nao/existe`);
    expect(badRoute.statusCode).toBe(400);
    expect(badRoute.json().details).toEqual([{ field: 'route', messages: [MSG.routeNotInCatalogue] }]);
    const badModule = await call('admin', 'GET', `/services/accesses/inspect/${seller}?module=NADA`);
    expect(badModule.json().details).toEqual([{ field: 'module', messages: [MSG.moduleNotInCatalogue] }]);
    const neither = await call('admin', 'GET', `/services/accesses/inspect/${seller}`);
    expect(neither.json().code).toBe('VALIDATION_FAILED');
    expect((await call('admin', 'GET', '/services/accesses/inspect/999999?module=VPC')).statusCode).toBe(404);
    expect(
      (await call('vendedor', 'GET', `/services/accesses/inspect/${seller}?module=VPC`)).statusCode,
    ).toBe(403);
  });
});
