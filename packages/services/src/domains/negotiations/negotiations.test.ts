import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, NEGOTIATION_MSG, NEGOTIATION_WORKFLOW, setBusinessTimeZone } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';
import { pricedCustomerOfVendedor } from './negotiations.testkit.js';

const { t, call } = testAppWith(['vendedor', 'aprovador', 'ralmeida', 'admin']);
let customerId = 0;
let products: number[] = [];
const { answerAs, context } = recordWorkflow((...args) => call(...args), NEGOTIATION_WORKFLOW);

/**
 * A price table of our own given to one of vendedor's customers (his price table, so it prices his
 * deals): A at 1.000,00 with a floor of 900,00 and 15% IPI; B at 333,33 with a
 * largest discount of 10% (floor 300,00) and 6,5% IPI; C at 19,99 with neither (the floor is the
 * price) and no IPI.
 */
beforeAll(async () => {
  ({ customerId, products } = await pricedCustomerOfVendedor(t.db, 'NEG-T'));
});

const HEADER = {
  typeOfFunds: 'VPC',
  typeOfPayment: 'BOLETO',
  campaign: 'Natal',
  reason: 'Ação de Natal',
  firstPeriod: '2026-11-01',
  lastPeriod: '2026-12-31',
  destinationState: 'SP',
  valueBudget: '1000.00',
};

async function newDeal(who = 'vendedor') {
  const res = await call(who, 'POST', '/services/negotiations', { ...HEADER, customerId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
const item = (negotiationId: number, k: number, quantity: number, price: string, vpc = '', fan = '') => ({
  negotiationId,
  productId: products[k],
  negotiatedQuantity: quantity,
  negotiatedPriceWithoutIpi: price,
  percPriceVpc: vpc,
  percVpcFan: fan,
});
async function addItem(body: ReturnType<typeof item>, who = 'vendedor') {
  return call(who, 'POST', '/services/negotiation-items', body);
}

describe('issue date', () => {
  it("is the business's day of issue, in its configured time zone, and stays as issued", async () => {
    // Pago Pago (UTC−11) and Kiritimati (UTC+14) are 25 hours apart: never on the same date.
    const dateIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    try {
      setBusinessTimeZone('Pacific/Kiritimati');
      const { id } = await newDeal();
      const read = async () => (await call('vendedor', 'GET', `/services/negotiations/${id}`)).json();
      expect((await read()).issueDate).toBe(dateIn('Pacific/Kiritimati'));
      // Another zone configured later does not move the day the deal was issued on.
      setBusinessTimeZone('Pacific/Pago_Pago');
      expect((await read()).issueDate).toBe(dateIn('Pacific/Kiritimati'));
    } finally {
      setBusinessTimeZone(undefined);
    }
  });
});
/** A deal with the three items at their prices (B past the representative's discount or not). */
async function dealOf(qtyA: number, priceB: string) {
  const deal = await newDeal();
  for (const body of [
    item(deal.id, 0, qtyA, '960.00', '2.00', '1.00'),
    item(deal.id, 1, 7, priceB),
    item(deal.id, 2, 11, '19.99', '1.50'),
  ])
    expect((await addItem(body)).statusCode).toBe(201);
  return deal;
}

describe('negotiations', () => {
  it('prices each item from the table and totals the deal exactly, to the cent', async () => {
    const deal = await dealOf(3, '300.00');
    const mine = (
      await call('vendedor', 'GET', `/services/negotiation-items?negotiationId=${deal.id}`)
    ).json().rows;
    const byProduct = Object.fromEntries(mine.map((i: { productId: number }) => [i.productId, i]));
    expect(byProduct[products[0]!]).toMatchObject({
      tablePrice: '1000.00',
      floorPrice: '900.00',
      negotiatedPrice: '1104.00',
      discountPercent: '4.00',
      dealMarkup: '6.67',
      totalValue: '3312.00',
      pastRepDiscount: false,
    });
    expect(byProduct[products[1]!]).toMatchObject({
      floorPrice: '300.00',
      negotiatedPrice: '319.50',
      discountPercent: '10.00',
      totalValue: '2236.50',
      pastRepDiscount: true,
    });
    expect(byProduct[products[2]!]).toMatchObject({ floorPrice: '19.99', totalValue: '219.89' });
    expect((await call('vendedor', 'GET', `/services/negotiations/${deal.id}`)).json()).toMatchObject({
      status: 'DRAFT',
      itemCount: 3,
      totalAmount: '5199.89',
      totalValue: '5768.39',
      discountValue: '353.31',
      percDesconto: '6.36',
      mkpNegotiation: '3.59',
      budgetBalance: '910.30',
    });
  });

  it("keeps the deal's totals as its items change and are removed, and sorts the list by them", async () => {
    const deal = await dealOf(3, '300.00');
    const items = (
      await call('vendedor', 'GET', `/services/negotiation-items?negotiationId=${deal.id}`)
    ).json().rows;
    const [first, second] = [items.find((i: { productId: number }) => i.productId === products[0]), items[1]];
    const saved = await call('vendedor', 'PUT', `/services/negotiation-items/${first.id}`, {
      negotiationId: deal.id,
      productId: first.productId,
      negotiatedQuantity: 5,
      negotiatedPriceWithoutIpi: first.negotiatedPriceWithoutIpi,
      percPriceVpc: first.percPriceVpc ?? '',
      percVpcFan: first.percVpcFan ?? '',
      updatedAt: first.updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = async () => (await call('vendedor', 'GET', `/services/negotiations/${deal.id}`)).json();
    // Two more units of the first item (R$ 1.104,00 each with IPI, R$ 960,00 without).
    expect(await read()).toMatchObject({ itemCount: 3, totalAmount: '7119.89', totalValue: '7976.39' });
    expect((await call('vendedor', 'DELETE', `/services/negotiation-items/${second.id}`)).statusCode).toBe(
      200,
    );
    const after = await read();
    const left = items.filter((i: { id: number }) => i.id !== second.id && i.id !== first.id);
    expect(after.itemCount).toBe(2);
    expect(Number(after.totalValue)).toBeCloseTo(
      5520 + left.reduce((s: number, i: { totalValue: string }) => s + Number(i.totalValue), 0),
      2,
    );
    // The list sorts by a total: each page in order, largest first.
    const page = (
      await call('vendedor', 'GET', '/services/negotiations?orderBy=totalValue&sort=DESC&pageSize=50')
    )
      .json()
      .rows.map((r: { totalValue: string }) => Number(r.totalValue));
    expect(page).toEqual([...page].sort((a, b) => b - a));
  });

  it('refuses a price below the table floor on its field, and a product no table prices for the customer', async () => {
    const deal = await newDeal();
    const below = await addItem(item(deal.id, 1, 1, '299.99'));
    expect(below.statusCode).toBe(400);
    expect(below.json().details).toEqual([
      { field: 'negotiatedPriceWithoutIpi', messages: [NEGOTIATION_MSG.belowFloor(formatMoney('300.00'))] },
    ]);
    const unpriced = (await t.db.query<{ id: number }>('select max(id) as id from products')).rows[0]!.id;
    const none = await addItem({ ...item(deal.id, 0, 1, '10.00'), productId: Number(unpriced) });
    expect(none.json().details).toEqual([{ field: 'productId', messages: [NEGOTIATION_MSG.noPrice] }]);
  });

  it("keeps a representative's deals from another, and opens them to the regional manager once sent", async () => {
    const deal = await dealOf(1, '320.00');
    const other = await call('ralmeida', 'GET', `/services/negotiations/${deal.id}`);
    expect([other.statusCode, other.json().message]).toEqual([403, NEGOTIATION_MSG.noAccess]);
    const hisList = (await call('ralmeida', 'GET', '/services/negotiations?pageSize=200')).json();
    expect(
      hisList.rows.every((r: { representativeName: string }) => r.representativeName === 'Rodrigo Almeida'),
    ).toBe(true);
    expect(hisList.totalRegisters).toBeGreaterThan(0);
    const item0 = await addItem(item(deal.id, 0, 1, '950.00'), 'ralmeida');
    expect(item0.statusCode).toBe(403);
    expect((await call('vendedor', 'POST', `/services/negotiations/${deal.id}/send`)).statusCode).toBe(200);
    expect((await call('aprovador', 'GET', `/services/negotiations/${deal.id}`)).statusCode).toBe(200);
    // The lists as each reads them (narrowed to his own where the rule shows him nothing more): the
    // approver's holds the deal he approves, the other representative's still does not.
    const ids = async (user: string) =>
      (await call(user, 'GET', '/services/negotiations?pageSize=100'))
        .json()
        .rows.map((r: { id: number }) => r.id);
    expect(await ids('aprovador')).toContain(deal.id);
    expect(await ids('ralmeida')).not.toContain(deal.id);
    expect(await ids('vendedor')).toContain(deal.id);
  });

  it('routes the approval by amount and discount through the alçadas', async () => {
    const send = async (qtyA: number, priceB: string) => {
      const deal = await dealOf(qtyA, priceB);
      const res = await call('vendedor', 'POST', `/services/negotiations/${deal.id}/send`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // 2.475,00 + 2.341,50 + 219,89 within the regional manager's alçada, no discount past 5%.
    expect(await send(1, '330.00')).toMatchObject({
      status: 'IN_APPROVAL',
      responsibleApproval: 'Gerente regional',
      regionalManager: 'Ana Aprovadora',
    });
    // The same amount, one item 10% off: one alçada higher.
    expect(await send(1, '300.00')).toMatchObject({ responsibleApproval: 'Diretoria' });
    // 300 × 1.104,00 = 331.200,00 and more: the presidency.
    expect(await send(300, '330.00')).toMatchObject({ responsibleApproval: 'Presidência' });
  });

  it('stops the start when the families have more than one regional manager', async () => {
    const deal = await dealOf(1, '330.00');
    await t.db.query(
      `insert into family_regional_managers (family, user_id)
       select p.family, u.id from products p, users u where p.id = $1 and u.user_name = 'mcosta'`,
      [products[2]],
    );
    try {
      const res = await call('vendedor', 'POST', `/services/negotiations/${deal.id}/send`);
      expect([res.statusCode, res.json().message]).toEqual([400, NEGOTIATION_MSG.manyRegionalManagers]);
      expect((await call('vendedor', 'GET', `/services/negotiations/${deal.id}`)).json().status).toBe(
        'DRAFT',
      );
    } finally {
      await t.db.query(
        `delete from family_regional_managers where user_id = (select id from users where user_name = 'mcosta')`,
      );
    }
  });

  it('lets one of two approvers answering at once win; the approved deal is read-only', async () => {
    const deal = await dealOf(1, '330.00');
    expect((await call('vendedor', 'POST', `/services/negotiations/${deal.id}/send`)).statusCode).toBe(200);
    // Both read the task open, then both answer it.
    const [seen, seenToo] = await Promise.all([context('aprovador', deal.id), context('admin', deal.id)]);
    const both = await Promise.all([
      answerAs('aprovador', seen, 'Aprovado'),
      answerAs('admin', seenToo, 'Aprovado'),
    ]);
    // One wins; the other is refused: 409 on PGlite, and on a PostgreSQL server sometimes 403 (the
    // loser reads the step after the winner's commit). Either way nothing of his is written.
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const read = (await call('vendedor', 'GET', `/services/negotiations/${deal.id}`)).json();
    expect(read.status).toBe('APPROVED');
    const { id: _id, ...body } = read;
    const edit = await call('vendedor', 'PUT', `/services/negotiations/${deal.id}`, {
      ...body,
      campaign: 'Outra',
    });
    expect([edit.statusCode, edit.json().message]).toEqual([400, NEGOTIATION_MSG.notDraft]);
  });

  it('a blocked deal refuses edits, its items and its sending until unblocked', async () => {
    const deal = await dealOf(1, '330.00');
    const blocked = await call('admin', 'PATCH', `/services/negotiations/${deal.id}`, { blocked: true });
    expect(blocked.json()).toMatchObject({ blocked: true });
    expect(
      (await call('vendedor', 'PATCH', `/services/negotiations/${deal.id}`, { blocked: false })).statusCode,
    ).toBe(403);
    const { id: _id, ...body } = blocked.json();
    for (const res of [
      await call('vendedor', 'PUT', `/services/negotiations/${deal.id}`, { ...body, campaign: 'Outra' }),
      await addItem(item(deal.id, 0, 2, '950.00')),
      await call('vendedor', 'POST', `/services/negotiations/${deal.id}/send`),
    ])
      expect([res.statusCode, res.json().message]).toEqual([400, NEGOTIATION_MSG.blocked]);
    const open = await call('admin', 'PATCH', `/services/negotiations/${deal.id}`, { blocked: false });
    const saved = await call('vendedor', 'PUT', `/services/negotiations/${deal.id}`, {
      ...body,
      campaign: 'Outra',
      updatedAt: open.json().updatedAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
