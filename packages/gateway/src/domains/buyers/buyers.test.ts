import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_MSG, MSG } from '@balcao/schema';
import { startStack } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

const CREATE = `mutation($input: BuyerInput!) {
  createBuyer(input: $input) { id customerId customerName cpf phone main active updatedAt }
}`;
const UPDATE = `mutation($id: ID!, $input: BuyerInput!) { updateBuyer(id: $id, input: $input) { name updatedAt } }`;
// A CPF no seed uses (the demo buyers' start at 200.000.000-…).
const CPF = '900.000.101-38';

describe('buyers over the real services', () => {
  it('picks a customer, creates, lists, saves, refuses a stale save, toggles; field errors reach the form', async () => {
    const vendedor = await s.login('vendedor');
    const choices = await s.gql<{ buyerCustomers: { rows: { id: string; corporateName: string }[] } }>(
      `query { buyerCustomers(input: { pageSize: 5, q: "Matriz" }) { rows { id corporateName } totalRegisters } }`,
      {},
      vendedor,
    );
    expect(choices.errors).toBeUndefined();
    const customer = choices.data!.buyerCustomers.rows[0]!;

    const bad = await s.gql(
      CREATE,
      { input: { customerId: customer.id, name: 'X', cpf: '123', email: 'a@b.com' } },
      vendedor,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'cpf', messages: [MSG.invalidCpf] }],
    });

    const input = {
      customerId: customer.id,
      name: 'Gateway Comprador',
      cpf: CPF,
      email: 'gw@compras.com.br',
      phone: '(11) 3333-4444',
      main: true,
    };
    const created = await s.gql<{ createBuyer: { id: string; updatedAt: string } }>(
      CREATE,
      { input },
      vendedor,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBuyer).toMatchObject({
      customerId: customer.id,
      customerName: customer.corporateName,
      phone: '1133334444',
      main: true,
      active: true,
    });
    const b = created.data!.createBuyer;

    const list = await s.gql<{ buyers: { rows: { id: string }[]; totalRegisters: number } }>(
      `query($input: ListInput) { buyers(input: $input) { rows { id name } totalRegisters } }`,
      { input: { q: 'Gateway Comprador', filters: [{ key: 'customerId', values: [customer.id] }] } },
      vendedor,
    );
    expect(list.data!.buyers.rows.map((r) => r.id)).toEqual([b.id]);
    const have = await s.gql<{ haveBuyer: object }>(
      `query($c: ID!) { haveBuyer(customerId: $c) { haveBuyer mainBuyer { id name } } }`,
      { c: customer.id },
      vendedor,
    );
    expect(have.data!.haveBuyer).toEqual({
      haveBuyer: true,
      mainBuyer: { id: b.id, name: 'Gateway Comprador' },
    });

    // The representative's change is a request (ALTERACAO_CADASTRAL_COMPRADOR); admin saves directly.
    const asked = await s.gql(
      `mutation($id: ID!, $input: BuyerInput!) {
        requestBuyerChange(id: $id, input: $input) {
          name changeByRequest pendingChange { mine changes { field before after } }
        }
      }`,
      { id: b.id, input: { ...input, name: 'Gateway Pedido' } },
      vendedor,
    );
    expect(asked.data).toEqual({
      requestBuyerChange: {
        name: 'Gateway Comprador',
        changeByRequest: true,
        pendingChange: {
          mine: true,
          changes: [{ field: 'name', before: 'Gateway Comprador', after: 'Gateway Pedido' }],
        },
      },
    });
    const direct = await s.gql(UPDATE, { id: b.id, input: { ...input, updatedAt: b.updatedAt } }, vendedor);
    expect(direct.errors?.[0]).toMatchObject({
      message: MSG.changeByRequest,
      extensions: { code: 'FORBIDDEN' },
    });
    const admin = await s.login('admin');
    const saved = await s.gql(
      UPDATE,
      { id: b.id, input: { ...input, name: 'Gateway Salvo', updatedAt: b.updatedAt } },
      admin,
    );
    expect(saved.data).toMatchObject({ updateBuyer: { name: 'Gateway Salvo' } });
    const stale = await s.gql(UPDATE, { id: b.id, input: { ...input, updatedAt: b.updatedAt } }, admin);
    expect(stale.errors?.[0]?.extensions.code).toBe('CONFLICT');

    const off = await s.gql(
      `mutation($id: ID!) { setBuyerActive(id: $id, active: false) { active main } }`,
      { id: b.id },
      vendedor,
    );
    expect(off.data).toEqual({ setBuyerActive: { active: false, main: false } });

    // Another representative: FORBIDDEN with the spec's text; a customer that does not exist lands on its field.
    const other = await s.login('ralmeida');
    const refused = await s.gql(`query($id: ID!) { buyer(id: $id) { id } }`, { id: b.id }, other);
    expect(refused.errors?.[0]).toMatchObject({
      message: MSG.noClientAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const missing = await s.gql(CREATE, { input: { ...input, customerId: '99999999' } }, vendedor);
    expect(missing.errors?.[0]?.extensions.fieldErrors).toEqual([
      { field: 'customerId', messages: [BUYER_MSG.customerNotFound] },
    ]);
  });

  it('exports the buyers list through the file route', async () => {
    const admin = await s.login('admin');
    const res = await s.gateway.inject({
      method: 'GET',
      url: '/files/exports/buyers?format=csv&columns=name,customerName',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')[0]).toContain('Nome');
  });
});
