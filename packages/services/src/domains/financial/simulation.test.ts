import { beforeAll, describe, expect, it } from 'vitest';
import { FINANCIAL_MSG, MSG, PRICE_MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { pricedCustomerOfVendedor } from '../negotiations/negotiations.testkit.js';
import { budgetOf } from './financial.testkit.js';

const { t, call } = testAppWith(['admin', 'financeiro', 'aprovador', 'vendedor', 'ralmeida', 'semperfil']);
let customerId = 0;
let products: number[] = [];

beforeAll(async () => {
  // A at 1.000,00 (floor 900,00, 15% IPI), B at 333,33, C at 19,99 for vendedor's customer.
  ({ customerId, products } = await pricedCustomerOfVendedor(t.db, 'SIM-T'));
});

describe('budget validation lookup', () => {
  it('answers whether the balance covers a value, in numeric, to whoever simulates prices', async () => {
    const budget = await budgetOf(t, 'Validação', '1000.00');
    const ok = await call('financeiro', 'GET', `/services/budgets/${budget}/validation?value=1000.00`);
    expect(ok.json()).toMatchObject({
      budgetCode: `VRB-${String(budget).padStart(6, '0')}`,
      balance: '1000.00',
      balanceAfter: '0.00',
      enough: true,
      message: 'Saldo suficiente na verba (saldo: R$ 1.000,00)',
    });
    const short = await call('vendedor', 'GET', `/services/budgets/${budget}/validation?value=1000.01`);
    expect(short.json()).toMatchObject({
      enough: false,
      balanceAfter: '-0.01',
      message: FINANCIAL_MSG.insufficientBalance('R$ 1.000,00'),
    });
    for (const who of ['aprovador', 'semperfil'])
      expect((await call(who, 'GET', `/services/budgets/${budget}/validation?value=1.00`)).statusCode).toBe(
        403,
      );
    const bad = await call('financeiro', 'GET', `/services/budgets/${budget}/validation?value=abc`);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'value', messages: [MSG.numberRequired] }],
    });
    const missing = await call('financeiro', 'GET', '/services/budgets/999999/validation?value=1.00');
    expect([missing.statusCode, missing.json().message]).toEqual([404, FINANCIAL_MSG.budgetNotFound]);
  });

  it("a customer's budget: inactive, another customer's, and hidden from a representative who does not see him", async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `insert into budgets (description, category, customer_id, value, balance) values ('Do cliente', 'GROWTH', $1, 500, 500)
       returning id`,
      [customerId],
    );
    const own = Number(rows[0]!.id);
    const other = await customerOf(t, 'ralmeida');
    const theirs = await call(
      'financeiro',
      'GET',
      `/services/budgets/${own}/validation?value=1.00&customerId=${other}`,
    );
    expect(theirs.json()).toMatchObject({ enough: false, message: FINANCIAL_MSG.budgetOtherCustomer });
    expect((await call('ralmeida', 'GET', `/services/budgets/${own}/validation?value=1.00`)).statusCode).toBe(
      403,
    );
    await t.db.query('update budgets set active = false where id = $1', [own]);
    const inactive = await call('vendedor', 'GET', `/services/budgets/${own}/validation?value=1.00`);
    expect(inactive.json()).toMatchObject({ enough: false, message: FINANCIAL_MSG.budgetInactive });
  });
});

describe('price simulation', () => {
  it('compares with the customers the caller may use: finance every one, a representative his own', async () => {
    const choices = async (who: string, q: string) => {
      const res = await call(
        who,
        'GET',
        `/services/budgets/price-simulation/customers?q=${encodeURIComponent(q)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ rows: { id: number }[] }>().rows.map((r) => Number(r.id));
    };
    const { rows } = await t.db.query<{ name: string }>(
      'select corporate_name as name from customers where id = $1',
      [customerId],
    );
    const other = await customerOf(t, 'ralmeida');
    const { rows: theirs } = await t.db.query<{ name: string }>(
      'select corporate_name as name from customers where id = $1',
      [other],
    );
    expect(await choices('vendedor', rows[0]!.name)).toContain(customerId);
    expect(await choices('vendedor', theirs[0]!.name)).not.toContain(other);
    expect(await choices('financeiro', theirs[0]!.name)).toContain(other);
    for (const who of ['aprovador', 'semperfil']) {
      const denied = await call(who, 'GET', '/services/budgets/price-simulation/customers');
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe(MSG.noPermission);
    }
  });

  it('one price: its figures with IPI, VPC and FAN, the table of the customer, and the budget effect', async () => {
    const budget = await budgetOf(t, 'Simulação', '100.00');
    const res = await call('vendedor', 'POST', '/services/budgets/price-simulation', {
      productId: products[0],
      quantity: 3,
      price: '950.00',
      percVpc: '2.50',
      percFan: '1.25',
      budgetId: budget,
      customerId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      priceWithIpi: '1092.50',
      totalValue: '2850.00',
      vpcValue: '71.25',
      fanValue: '35.63',
      fundsValue: '106.88',
      tablePrice: '1000.00',
      floorPrice: '900.00',
      discountPercent: '5.00',
      belowFloor: false,
      budget: { enough: false, value: '106.88', balanceAfter: '-6.88' },
    });
    // Nothing is saved: the budget keeps its balance.
    const { rows } = await t.db.query('select balance::text as b from budgets where id = $1', [budget]);
    expect(rows[0]).toEqual({ b: '100.00' });
  });

  it('in bulk: the lines together against the budget; every line checked; FAN as an input', async () => {
    const budget = await budgetOf(t, 'Simulação em lote', '50.00');
    const lines = [
      { productId: products[1], quantity: 10, price: '299.99', percVpc: '1.00', percFan: '' },
      { productId: products[2], quantity: 7, price: '19.99', percVpc: null, percFan: '10.00' },
    ];
    const res = await call('financeiro', 'POST', '/services/budgets/price-simulation/bulk', {
      budgetId: budget,
      customerId,
      lines,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.lines).toMatchObject([
      { totalValue: '2999.90', vpcValue: '30.00', fanValue: '0.00', belowFloor: true },
      { totalValue: '139.93', vpcValue: '0.00', fanValue: '13.99', belowFloor: false },
    ]);
    expect(body).toMatchObject({
      totalValue: '3139.83',
      fundsValue: '43.99',
      budget: { enough: true, balanceAfter: '6.01' },
    });
    const empty = await call('financeiro', 'POST', '/services/budgets/price-simulation/bulk', { lines: [] });
    expect(empty.json().details).toEqual([{ field: 'lines', messages: [FINANCIAL_MSG.simulationEmpty] }]);
    const wrong = await call('financeiro', 'POST', '/services/budgets/price-simulation/bulk', {
      lines: [
        { productId: 999999, quantity: 1, price: '1.00' },
        { productId: products[0], quantity: 0, price: '0', percVpc: '101' },
      ],
    });
    expect(wrong.json().details).toEqual(
      expect.arrayContaining([
        { field: 'lines.1.quantity', messages: [MSG.greaterThanZero] },
        { field: 'lines.1.price', messages: [MSG.greaterThanZero] },
        { field: 'lines.1.percVpc', messages: [MSG.invalidPercent] },
      ]),
    );
    const unknown = await call('financeiro', 'POST', '/services/budgets/price-simulation/bulk', {
      lines: [{ productId: 999999, quantity: 1, price: '1.00' }],
    });
    expect(unknown.json().details).toEqual([
      { field: 'lines.0.productId', messages: [PRICE_MSG.productNotFound] },
    ]);
    // Who may not simulate, and a customer the representative does not see.
    const one = { productId: products[0], quantity: 1, price: '1.00' };
    expect((await call('aprovador', 'POST', '/services/budgets/price-simulation', one)).statusCode).toBe(403);
    const hidden = await call('ralmeida', 'POST', '/services/budgets/price-simulation', {
      ...one,
      customerId,
    });
    expect([hidden.statusCode, hidden.json().message]).toEqual([403, MSG.noClientAccess]);
  });
});

describe('budget prices', () => {
  it('created with their figures, on an active budget only; deleted; in the spec’s words', async () => {
    const budget = await budgetOf(t, 'Preços', '1000.00');
    const created = await call('financeiro', 'POST', '/services/budget-prices', {
      budgetId: budget,
      productId: products[0],
      quantity: 4,
      price: '1250.00',
      percVpc: '3.00',
      percFan: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ totalValue: '5000.00', vpcValue: '150.00', fundsValue: '150.00' });
    // One unit at R$ 1,00 of a product: the figures do not matter where it is refused.
    const onePrice = (productId: number | undefined) =>
      call('financeiro', 'POST', '/services/budget-prices', {
        budgetId: budget,
        productId,
        quantity: 1,
        price: '1.00',
      });
    const again = await onePrice(products[0]);
    expect(again.json().details).toEqual([
      { field: 'productId', messages: [FINANCIAL_MSG.budgetPriceTaken] },
    ]);
    for (const who of ['vendedor', 'aprovador'])
      expect((await call(who, 'DELETE', `/services/budget-prices/${created.json().id}`)).statusCode).toBe(
        403,
      );
    expect(
      (await call('financeiro', 'DELETE', `/services/budget-prices/${created.json().id}`)).statusCode,
    ).toBe(200);
    await t.db.query('update budgets set active = false where id = $1', [budget]);
    const inactive = await onePrice(products[1]);
    expect(inactive.json().details).toEqual([
      { field: 'budgetId', messages: [FINANCIAL_MSG.budgetInactive] },
    ]);
  });
});
