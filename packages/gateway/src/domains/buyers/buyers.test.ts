import { describe, expect, it } from 'vitest';
import { BUYER_MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const CREATE = `mutation($input: BuyerInput!) {
  createBuyer(input: $input) { id customerId customerName cpf phone main active }
}`;
// A CPF no seed uses (the demo buyers' start at 200.000.000-…).
const CPF = '900.000.101-38';

// Buyers are a kit area: its generic behaviour over the gateway is domains/resources' contract.
describe('buyers over the real services', () => {
  it("offers the representative's customers, and answers have-buyer with the main buyer", async () => {
    const vendedor = await s.login('vendedor');
    const choices = await s.gql<{ buyerCustomers: { rows: { id: string; corporateName: string }[] } }>(
      `query { buyerCustomers(input: { pageSize: 5, q: "Matriz" }) { rows { id corporateName } totalRegisters } }`,
      {},
      vendedor,
    );
    expect(choices.errors).toBeUndefined();
    const customer = choices.data!.buyerCustomers.rows[0]!;

    const input = {
      customerId: customer.id,
      name: 'Gateway Comprador',
      cpf: CPF,
      email: 'gw@compras.com.br',
      phone: '(11) 3333-4444',
      main: true,
    };
    const created = await s.gql<{ createBuyer: { id: string } }>(CREATE, { input }, vendedor);
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBuyer).toMatchObject({
      customerId: customer.id,
      customerName: customer.corporateName,
      phone: '1133334444',
      main: true,
      active: true,
    });
    const have = await s.gql<{ haveBuyer: object }>(
      `query($c: ID!) { haveBuyer(customerId: $c) { haveBuyer mainBuyer { id name } } }`,
      { c: customer.id },
      vendedor,
    );
    expect(have.data!.haveBuyer).toEqual({
      haveBuyer: true,
      mainBuyer: { id: created.data!.createBuyer.id, name: 'Gateway Comprador' },
    });

    // A customer that does not exist lands on its field.
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
