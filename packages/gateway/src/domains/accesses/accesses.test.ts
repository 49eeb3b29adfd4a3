import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { startStack } from '../../test/stack.js';

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const INSPECT = `query($userId: ID!, $route: String, $module: String) {
  permissionInspection(userId: $userId, route: $route, module: $module) {
    user { userName }
    profiles { name active global }
    accessSet { global accesses { module permissions } }
    route { path title action visible }
    modules { name label }
    actions { action allowed global verdicts { profileName module outcome } }
  }
}`;

describe('permission inspector over the gateway', () => {
  it('explains a route for a user, and refuses a path outside the catalogue on its field', async () => {
    const token = await stack.login('admin');
    const users = await stack.gql('{ users(input: { q: "vendedor" }) { rows { id userName } } }', {}, token);
    const seller = (
      users.data as unknown as { users: { rows: { id: string; userName: string }[] } }
    ).users.rows.find((u) => u.userName === 'vendedor')!;
    const r = await stack.gql(INSPECT, { userId: seller.id, route: '/sales/orders' }, token);
    expect(r.errors).toBeUndefined();
    const i = (r.data as unknown as { permissionInspection: unknown }).permissionInspection as {
      route: { visible: boolean; action: string };
      actions: { action: string; allowed: boolean; verdicts: { profileName: string; outcome: string }[] }[];
      accessSet: { global: boolean };
    };
    expect(i.route).toMatchObject({ visible: true, action: 'VISUALIZAR' });
    const edit = i.actions.find((a) => a.action === 'EDITAR')!;
    expect(edit).toMatchObject({
      allowed: true,
      verdicts: [{ profileName: 'Representante de Vendas', outcome: 'GRANTED' }],
    });
    expect(i.actions.find((a) => a.action === 'APROVAR')!.allowed).toBe(false);
    expect(i.accessSet.global).toBe(false);

    const bad = await stack.gql(INSPECT, { userId: seller.id, route: '/nao/existe' }, token);
    expect(bad.errors![0]!.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'route', messages: [MSG.routeNotInCatalogue] }],
    });
  });

  it('is refused to a user without the inspector module', async () => {
    const token = await stack.login('vendedor');
    const r = await stack.gql(INSPECT, { userId: '1', module: 'VPC' }, token);
    expect(r.errors![0]!.extensions.code).toBe('FORBIDDEN');
  });
});
