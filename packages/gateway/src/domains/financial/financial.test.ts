import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_MSG, MSG } from '@balcao/schema';
import { startStack } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

const BALANCES = `query($groupBy: String) { budgetBalances(groupBy: $groupBy) { key label credited spent refunded balance } }`;

describe('financial queries and actions over the real services', () => {
  it('the balances by category reach finance; a representative is FORBIDDEN; the export is streamed with the token', async () => {
    const [financeiro, vendedor] = await Promise.all(['financeiro', 'vendedor'].map((u) => s.login(u)));
    const res = await s.gql<{ budgetBalances: { key: string; label: string; balance: string }[] }>(
      BALANCES,
      { groupBy: 'category' },
      financeiro,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.budgetBalances.map((r) => r.label)).toContain('Presidência');
    const denied = await s.gql(BALANCES, {}, vendedor);
    expect(denied.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });
    const file = await s.gateway.inject({
      method: 'GET',
      url: '/files/exports/budget-balances?groupBy=category&format=csv',
      headers: { authorization: `Bearer ${financeiro}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Presidência');
  });

  it('the ND lookup answers NOT_FOUND in its words; a VPC request is sent and cancelled through its mutations', async () => {
    const financeiro = await s.login('financeiro');
    const missing = await s.gql(`{ debitNoteByCode(code: "ND-999999") { id } }`, {}, financeiro);
    expect(missing.errors?.[0]).toMatchObject({
      message: FINANCIAL_MSG.debitNoteNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const customers = await s.gql<{ vpcCustomers: { rows: { id: string }[] } }>(
      `{ vpcCustomers(input: { pageSize: 1 }) { rows { id } } }`,
      {},
      financeiro,
    );
    const customerId = customers.data!.vpcCustomers.rows[0]!.id;
    const created = await s.gql<{ createVpcRequest: { id: string; status: string } }>(
      `mutation($input: VpcRequestInput!) { createVpcRequest(input: $input) { id status } }`,
      {
        input: {
          customerId,
          value: '150.00',
          firstPeriod: '2026-04-01',
          lastPeriod: '2026-04-30',
          description: 'Gateway',
          debitNoteIds: [],
          budgetId: null,
        },
      },
      financeiro,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createVpcRequest.id;
    const cancelled = await s.gql<{ cancelVpcRequest: { status: string } }>(
      `mutation($id: ID!) { cancelVpcRequest(id: $id) { status } }`,
      { id },
      financeiro,
    );
    expect(cancelled.data?.cancelVpcRequest.status).toBe('CANCELLED');
    const again = await s.gql(
      `mutation($id: ID!) { sendVpcRequest(id: $id) { status } }`,
      { id },
      financeiro,
    );
    expect(again.errors?.[0]).toMatchObject({
      message: FINANCIAL_MSG.vpcNotSendable,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('the sales dashboard reaches a representative with his own figures only; finance is FORBIDDEN', async () => {
    const [vendedor, financeiro] = await Promise.all(['vendedor', 'financeiro'].map((u) => s.login(u)));
    const query = `query($region: String) { salesDashboard(region: $region) {
      orders value byMonth { key orders value } byRepresentative { label orders value } } }`;
    const res = await s.gql<{
      salesDashboard: {
        orders: number;
        value: string;
        byMonth: { orders: number }[];
        byRepresentative: { label: string; value: string }[];
      };
    }>(query, {}, vendedor);
    expect(res.errors).toBeUndefined();
    const d = res.data!.salesDashboard;
    expect(d.byMonth).toHaveLength(12);
    expect(d.byRepresentative).toEqual([{ label: 'Carlos Vendedor', orders: d.orders, value: d.value }]);
    const denied = await s.gql(query, {}, financeiro);
    expect(denied.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
