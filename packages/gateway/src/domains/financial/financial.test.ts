import { describe, expect, it } from 'vitest';
import { FINANCIAL_MSG, MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

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

  it('the price simulation and its customers, the budget validation lookup, a deal’s budgets and the finance tasks, typed end to end', async () => {
    const [financeiro, vendedor] = await Promise.all(['financeiro', 'vendedor'].map((u) => s.login(u)));
    const budgets = await s.gql<{ negotiationBudgets: { id: string; code: string; balance: string }[] }>(
      `{ negotiationBudgets { id code balance } }`,
      {},
      vendedor,
    );
    expect(budgets.errors).toBeUndefined();
    const budget = budgets.data!.negotiationBudgets[0]!;
    expect(budget.code).toMatch(/^VRB-\d{6}$/);
    const product = (await s.services.db.query<{ id: number }>('select min(id) as id from products')).rows[0]!
      .id;
    const simulated = await s.gql<{
      simulatePrices: { fundsValue: string; lines: { vpcValue: string }[]; budget: { enough: boolean } };
    }>(
      `query($input: PriceSimulationInput!) { simulatePrices(input: $input) { fundsValue lines { vpcValue } budget { enough } } }`,
      {
        input: {
          budgetId: budget.id,
          lines: [
            { productId: String(product), quantity: 2, price: '100.00', percVpc: '5.00', percFan: '1.00' },
          ],
        },
      },
      financeiro,
    );
    expect(simulated.errors).toBeUndefined();
    expect(simulated.data!.simulatePrices).toEqual({
      fundsValue: '12.00',
      lines: [{ vpcValue: '10.00' }],
      budget: { enough: true },
    });
    const one = await s.gql<{ simulatePrice: { line: { fanValue: string }; budget: null } }>(
      `query($line: PriceSimulationLineInput!) { simulatePrice(line: $line) { line { fanValue } budget { enough } } }`,
      { line: { productId: String(product), quantity: 1, price: '10.00', percFan: '10.00' } },
      vendedor,
    );
    expect(one.data).toEqual({ simulatePrice: { line: { fanValue: '1.00' }, budget: null } });
    // Its screen's customers: a representative's own, compared with his table's price.
    const customers = await s.gql<{ priceSimulationCustomers: { rows: { id: string }[] } }>(
      `{ priceSimulationCustomers(input: { pageSize: 1 }) { rows { id } } }`,
      {},
      vendedor,
    );
    expect(customers.errors).toBeUndefined();
    const customerId = customers.data!.priceSimulationCustomers.rows[0]!.id;
    const { rows: mine } = await s.services.db.query(
      `select 1 from customers c join users u on u.id = c.representative_id
        where c.id = $1 and u.user_name = 'vendedor'`,
      [customerId],
    );
    expect(mine).toHaveLength(1);
    const compared = await s.gql<{ simulatePrices: { lines: { tablePrice: string | null }[] } }>(
      `query($input: PriceSimulationInput!) { simulatePrices(input: $input) { lines { tablePrice } } }`,
      { input: { customerId, lines: [{ productId: String(product), quantity: 1, price: '10.00' }] } },
      vendedor,
    );
    expect(compared.errors).toBeUndefined();
    expect(compared.data!.simulatePrices.lines).toHaveLength(1);
    const refused = await s.gql(
      `{ priceSimulationCustomers { totalRegisters } }`,
      {},
      await s.login('aprovador'),
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const short = await s.gql<{ budgetValidation: { enough: boolean; message: string } }>(
      `query($id: ID!) { budgetValidation(budgetId: $id, value: "99999999.00") { enough message } }`,
      { id: budget.id },
      financeiro,
    );
    expect(short.data!.budgetValidation.enough).toBe(false);
    expect(short.data!.budgetValidation.message).toMatch(/^Saldo insuficiente na verba/);
    const tasks = await s.gql<{ tasks: { rows: { workflowTitle: string }[] } }>(
      `{ tasks(scope: FINANCIAL) { rows { workflowTitle } } }`,
      {},
      financeiro,
    );
    expect(
      tasks.data!.tasks.rows.every((r) => ['Aprovação de VPC', 'Aprovação de FAN'].includes(r.workflowTitle)),
    ).toBe(true);
    const denied = await s.gql(`{ tasks(scope: FINANCIAL) { totalRegisters } }`, {}, vendedor);
    expect(denied.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('the sales dashboard reaches a representative with his own figures only, finance every sale; no profile is FORBIDDEN', async () => {
    const [vendedor, financeiro, semperfil] = await Promise.all(
      ['vendedor', 'financeiro', 'semperfil'].map((u) => s.login(u)),
    );
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
    const finance = await s.gql<{ salesDashboard: { byRepresentative: unknown[] } }>(query, {}, financeiro);
    expect(finance.errors).toBeUndefined();
    expect(finance.data!.salesDashboard.byRepresentative.length).toBeGreaterThan(1);
    const denied = await s.gql(query, {}, semperfil);
    expect(denied.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
