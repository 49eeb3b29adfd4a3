import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_ORDER_SIMULATED_FAILURE, ORDER_MSG } from '@balcao/schema';
import { httpErp } from '../../erp/erp.http.js';
import { simulatedErp } from '../../erp/erp.simulated.js';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { pricedCustomerOfVendedor } from '../negotiations/negotiations.testkit.js';
import { approvedNegotiation, erpOrderServer } from './orders.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
let erp: Awaited<ReturnType<typeof erpOrderServer>>;
let customerId = 0;
let negotiationId = 0;
let products: number[] = [];

/**
 * The services with the ERP's order API over real HTTP (orders.testkit.ts), and a price table of
 * our own given to one of vendedor's customers: A at 1.000,00 with a floor of 900,00 and 15% IPI; B
 * at 333,33 with a largest discount of 10% (floor 300,00) and 6,5% IPI; C at 19,99 with neither and
 * no IPI. An approved negotiation of that customer negotiates 5 of A at 980,00 and 10 of B at 320,00.
 */
beforeAll(async () => {
  erp = await erpOrderServer();
  t = await createTestApp({ erp: httpErp({ url: erp.url, token: 'token-do-erp', timeoutMs: 5000 }) });
  call = await signInAs(t, ['vendedor', 'aprovador', 'ralmeida', 'admin']);
  ({ customerId, products } = await pricedCustomerOfVendedor(t.db, 'PED-T'));
  negotiationId = await approvedNegotiation(t, call, customerId, products);
  // A second regional manager, so that two approvers may answer one order at once.
  await t.db.query(
    `insert into workflow_role_members (role_id, user_id)
     select r.id, u.id from workflow_roles r, users u where r.code = 'REGIONAL_MANAGER' and u.user_name = 'admin'
     on conflict do nothing`,
  );
});
afterAll(async () => {
  await t.close();
  await erp.close();
});

const HEAD = {
  establishmentCode: '01',
  orderType: 'VENDA',
  conditionPayment: '30/60 dias',
  typeFreight: 'CIF',
  customerOrderCode: 'OC-TESTE',
};
type Order = {
  id: number;
  status: string;
  erpStatus: string;
  totvsCode: string | null;
  updatedAt: string;
} & Record<string, unknown>;
type Item = { id: number; status: string; sentToErp: boolean; invoicedQuantity: number } & Record<
  string,
  unknown
>;
type Failure = { message: string; details?: { field: string; messages: string[] }[] };

async function newOrder(extra: Record<string, unknown> = {}, who = 'vendedor') {
  const res = await call(who, 'POST', '/services/orders', { ...HEAD, customerId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}
const addItem = (orderId: number, k: number, quantity: number, price: string, who = 'vendedor') =>
  call(who, 'POST', '/services/order-items', { orderId, productId: products[k], quantity, price });
async function itemOk(orderId: number, k: number, quantity: number, price: string) {
  const res = await addItem(orderId, k, quantity, price);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Item>();
}
const order = async (id: number, who = 'vendedor') =>
  (await call(who, 'GET', `/services/orders/${id}`)).json<Order>();
const items = async (id: number) =>
  (await call('vendedor', 'GET', `/services/orders/${id}/products`)).json<{ rows: Item[] }>().rows;
const tv = (id: number) => `TV${String(id).padStart(6, '0')}`;
const fieldsOf = (body: Failure) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.field, d.messages]));

describe('an order from the price table', () => {
  it('refuses a price below the table floor and computes its totals exactly', async () => {
    const o = await newOrder();
    expect(o).toMatchObject({
      status: 'DRAFT',
      originOrder: 'TABELA',
      orderNumber: `PED-${String(o.id).padStart(6, '0')}`,
    });
    const low = await addItem(o.id, 0, 1, '899.99');
    expect(low.statusCode).toBe(400);
    expect(fieldsOf(low.json())).toEqual({
      price: ['Preço abaixo do mínimo da tabela de preço (R$ 900,00)'],
    });
    const a = await itemOk(o.id, 0, 3, '950.00');
    expect(a).toMatchObject({
      tablePrice: '1000.00',
      minPrice: '900.00',
      ipi: '15.00',
      priceWithIpi: '1092.50',
      totalValue: '3277.50',
      discountPercent: '5.00',
      status: 'PENDING',
    });
    await itemOk(o.id, 1, 2, '300.00');
    expect(await order(o.id)).toMatchObject({
      itemCount: 2,
      totalAmount: '3450.00',
      totalValue: '3916.50',
      discountValue: '216.66',
      percDesconto: '5.91',
    });
  });
});

describe('an order from an approved negotiation', () => {
  it('is bound by its quantities and prices, as field errors', async () => {
    const o = await newOrder({ negotiationId });
    expect(o).toMatchObject({
      originOrder: 'NEGOCIACAO',
      negotiationNumber: `NEG-${String(negotiationId).padStart(6, '0')}`,
    });
    const past = await addItem(o.id, 0, 6, '970.00');
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past.json())).toEqual({
      quantity: ['Quantidade acima da negociada (5)'],
      price: ['Preço abaixo do negociado (R$ 980,00)'],
    });
    const other = await addItem(o.id, 2, 1, '19.99');
    expect(fieldsOf(other.json())).toEqual({ productId: [ORDER_MSG.notInNegotiation] });
    expect(await itemOk(o.id, 0, 5, '980.00')).toMatchObject({ maxQuantity: 5, minPrice: '980.00' });
  });

  it('needs the negotiation approved and of the order customer', async () => {
    await t.db.query(`update negotiations set status = 'DRAFT' where id = $1`, [negotiationId]);
    const res = await call('vendedor', 'POST', '/services/orders', { ...HEAD, customerId, negotiationId });
    await t.db.query(`update negotiations set status = 'APPROVED' where id = $1`, [negotiationId]);
    expect(fieldsOf(res.json())).toEqual({ negotiationId: [ORDER_MSG.negotiationNotApproved] });
    const lookup = await call(
      'vendedor',
      'GET',
      `/services/orders/negotiations/${negotiationId}?customerId=${customerId}`,
    );
    expect(lookup.json<{ items: unknown[] }>().items).toHaveLength(2);
    const wrong = await call(
      'vendedor',
      'GET',
      `/services/orders/negotiations/${negotiationId}?customerId=${customerId + 100000}`,
    );
    expect([wrong.statusCode, wrong.json<Failure>().message]).toEqual([404, ORDER_MSG.negotiationFailed]);
  });
});

describe("another representative's order", () => {
  it('is neither seen nor changed by ralmeida', async () => {
    const o = await newOrder();
    await itemOk(o.id, 2, 1, '19.99');
    for (const [method, url, body] of [
      ['GET', `/services/orders/${o.id}`, undefined],
      ['PUT', `/services/orders/${o.id}`, { ...HEAD, customerId }],
      ['POST', `/services/orders/${o.id}/clone`, undefined],
      ['POST', `/services/orders/${o.id}/send`, undefined],
      ['GET', `/services/orders/${o.id}/products`, undefined],
    ] as const) {
      const res = await call('ralmeida', method, url, body);
      expect([res.statusCode, res.json<Failure>().message], `${method} ${url}`).toEqual([
        403,
        ORDER_MSG.noAccess,
      ]);
    }
    const list = await call(
      'ralmeida',
      'GET',
      '/services/orders?pageSize=1000&q=' + encodeURIComponent(`PED-${String(o.id).padStart(6, '0')}`),
    );
    expect(list.json<{ rows: Order[] }>().rows).toEqual([]);
    const byNumber = await call(
      'vendedor',
      'GET',
      `/services/orders/by-number/PED-${String(o.id).padStart(6, '0')}`,
    );
    expect(byNumber.json<Order>().id).toBe(o.id);
    const none = await call('vendedor', 'GET', '/services/orders/by-number/PED-999999999');
    expect([none.statusCode, none.json<Failure>().message]).toEqual([404, ORDER_MSG.numberNotFound]);
  });
});

describe('approval item by item', () => {
  it('sends approved items to the ERP, returns the rejected ones, and one of two approvers wins', async () => {
    const o = await newOrder({ negotiationId });
    const [a, b] = [await itemOk(o.id, 0, 4, '990.00'), await itemOk(o.id, 1, 10, '320.00')];
    const sent = await call('vendedor', 'POST', `/services/orders/${o.id}/send`);
    expect(sent.json<Order>().status).toBe('IN_APPROVAL');
    const waiting = await call('aprovador', 'GET', '/services/orders/approval?pageSize=1000');
    expect(waiting.json<{ rows: Order[] }>().rows.map((r) => r.id)).toContain(o.id);

    const decisions = {
      items: [
        { id: a.id, approved: true },
        { id: b.id, approved: false },
      ],
    };
    const raced = await Promise.all([
      call('aprovador', 'POST', `/services/orders/${o.id}/approve-items`, decisions),
      call('admin', 'POST', `/services/orders/${o.id}/approve-items`, decisions),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const returned = await order(o.id);
    expect(returned).toMatchObject({ status: 'RETURNED', erpStatus: 'SENT', totvsCode: tv(o.id) });
    expect((await items(o.id)).map((i) => [i.id, i.status, i.sentToErp])).toEqual([
      [a.id, 'APPROVED', true],
      [b.id, 'REJECTED', false],
    ]);
    expect(erp.state.received.at(-1)?.items.map((i) => i.itemId)).toEqual([a.id]);

    // The approved item stays; the rejected one is corrected and goes back.
    const locked = await call('vendedor', 'PUT', `/services/order-items/${a.id}`, {
      orderId: o.id,
      productId: products[0],
      quantity: 1,
      price: '990.00',
    });
    expect([locked.statusCode, locked.json<Failure>().message]).toEqual([400, ORDER_MSG.itemNotEditable]);
    const again = await call('vendedor', 'POST', `/services/orders/${o.id}/send`);
    expect([again.statusCode, again.json<Failure>().message]).toEqual([400, ORDER_MSG.rejectedLeft]);
    const fixed = await call('vendedor', 'PUT', `/services/order-items/${b.id}`, {
      orderId: o.id,
      productId: products[1],
      quantity: 8,
      price: '325.00',
    });
    expect(fixed.json<Item>().status).toBe('PENDING');
    expect((await call('vendedor', 'POST', `/services/orders/${o.id}/send`)).json<Order>().status).toBe(
      'IN_APPROVAL',
    );
    const last = await call('aprovador', 'POST', `/services/orders/${o.id}/approve-items`, {
      items: [{ id: b.id, approved: true }],
    });
    expect(last.json<Order>()).toMatchObject({ status: 'APPROVED', erpStatus: 'SENT', totvsCode: tv(o.id) });
    expect(erp.state.received.at(-1)).toMatchObject({
      totvsCode: tv(o.id),
      items: [{ itemId: b.id, quantity: 8, price: '325.00' }],
    });

    // Each item's fate in the order's history.
    const history = await call('vendedor', 'GET', `/services/history/order/${o.id}?pageSize=100`);
    const changes = history
      .json<{ rows: { changes: Record<string, { from?: unknown; to?: unknown }> }[] }>()
      .rows.flatMap((r) =>
        Object.entries(r.changes).map(([k, c]) => `${k}: ${String(c.from)} → ${String(c.to)}`),
      );
    const [codeA, codeB] = (await items(o.id)).map((i) => String(i.productCode));
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^Item ${codeA} — .*: Pendente → Aprovado$`)),
        expect.stringMatching(new RegExp(`^Item ${codeB} — .*: Pendente → Reprovado$`)),
        expect.stringMatching(new RegExp(`^Item ${codeB} — .*: Pendente → Aprovado$`)),
        'status: Em aprovação → Devolvido para correção',
        `totvsCode: null → ${tv(o.id)}`,
      ]),
    );
  });
});

describe('the ERP', () => {
  it('failing mid-approval leaves the order approved, never half-sent, and retryable', async () => {
    const o = await newOrder();
    const [a, b] = [await itemOk(o.id, 0, 2, '1000.00'), await itemOk(o.id, 2, 3, '19.99')];
    await call('vendedor', 'POST', `/services/orders/${o.id}/send`);
    erp.state.failures = 2;
    const answered = await call('aprovador', 'POST', `/services/orders/${o.id}/approve-items`, {
      items: [
        { id: a.id, approved: true },
        { id: b.id, approved: true },
      ],
    });
    expect(answered.json<Order>()).toMatchObject({
      status: 'APPROVED',
      erpStatus: 'FAILED',
      totvsCode: null,
    });
    expect((await items(o.id)).map((i) => i.sentToErp)).toEqual([false, false]);
    const failed = await call('vendedor', 'POST', `/services/orders/${o.id}/erp`);
    expect([failed.statusCode, failed.json<Failure>().message]).toEqual([502, ORDER_MSG.erpOrderFailed]);
    const retried = await call('vendedor', 'POST', `/services/orders/${o.id}/erp`);
    expect(retried.json<Order>()).toMatchObject({
      status: 'APPROVED',
      erpStatus: 'SENT',
      totvsCode: tv(o.id),
    });
    expect((await items(o.id)).map((i) => i.sentToErp)).toEqual([true, true]);
    const byErp = await call('vendedor', 'GET', `/services/orders/erp/${tv(o.id)}`);
    expect(byErp.json<Order>().id).toBe(o.id);
    const nothing = await call('vendedor', 'POST', `/services/orders/${o.id}/erp`);
    expect([nothing.statusCode, nothing.json<Failure>().message]).toEqual([400, ORDER_MSG.nothingToResend]);
  });

  it('simulated, refuses the documented customer order code', async () => {
    const order = {
      orderNumber: 'PED-000001',
      totvsCode: null,
      customerCnpj: '11222333000181',
      customerOrderCode: ERP_ORDER_SIMULATED_FAILURE,
      remittanceOrderCode: null,
      establishmentCode: '01',
      orderType: 'VENDA',
      conditionPayment: '28 dias',
      typeFreight: 'CIF',
      items: [],
    };
    await expect(simulatedErp().sendOrder(order)).rejects.toThrow('simulated ERP failure');
    expect(await simulatedErp().sendOrder({ ...order, customerOrderCode: 'OC-1' })).toEqual({
      totvsCode: 'PV00000001',
    });
  });
});

describe('invoicing, clone and deactivation', () => {
  async function approvedOrder() {
    const o = await newOrder();
    const a = await itemOk(o.id, 1, 10, '310.00');
    await call('vendedor', 'POST', `/services/orders/${o.id}/send`);
    await call('aprovador', 'POST', `/services/orders/${o.id}/approve-items`, {
      items: [{ id: a.id, approved: true }],
    });
    return { o, a };
  }

  it('invoices partially, then in full, never above the quantity ordered', async () => {
    const { o, a } = await approvedOrder();
    const above = await call('vendedor', 'POST', `/services/orders/${o.id}/invoice-quantity`, {
      items: [{ id: a.id, invoicedQuantity: 11 }],
    });
    expect(above.statusCode).toBe(400);
    expect(above.json<Failure>().message).toBe(ORDER_MSG.invoiceFailed);
    expect(fieldsOf(above.json())).toEqual({
      'items.0.invoicedQuantity': ['Quantidade faturada acima da quantidade do pedido (10)'],
    });
    const part = await call('vendedor', 'POST', `/services/orders/${o.id}/invoice-quantity`, {
      items: [{ id: a.id, invoicedQuantity: 4 }],
    });
    expect(part.json<Order>()).toMatchObject({
      status: 'PARTIALLY_INVOICED',
      invoicedValue: '1320.60',
      completionDate: null,
    });
    const full = await call('vendedor', 'POST', `/services/orders/${o.id}/invoice-quantity`, {
      items: [{ id: a.id, invoicedQuantity: 10 }],
    });
    expect(full.json<Order>()).toMatchObject({ status: 'INVOICED', invoicedValue: '3301.50' });
    expect(full.json<Order>().completionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const back = await call('vendedor', 'POST', `/services/orders/${o.id}/invoice-quantity`, {
      items: [{ id: a.id, invoicedQuantity: 9 }],
    });
    expect(fieldsOf(back.json())).toEqual({
      'items.0.invoicedQuantity': ['A quantidade faturada não pode diminuir (10)'],
    });
  });

  it('clones an order as a new draft with its items', async () => {
    const { o } = await approvedOrder();
    const res = await call('vendedor', 'POST', `/services/orders/${o.id}/clone`);
    expect(res.statusCode, res.body).toBe(201);
    const clone = res.json<Order>();
    expect(clone).toMatchObject({
      status: 'DRAFT',
      erpStatus: 'NOT_SENT',
      totvsCode: null,
      itemCount: 1,
      totalAmount: '3100.00',
    });
    expect(clone.id).not.toBe(o.id);
    // A clone whose item the table no longer allows is refused whole.
    await t.db.query(`update order_items set price = 1.00, min_price = 1.00 where order_id = $1`, [clone.id]);
    const refused = await call('vendedor', 'POST', `/services/orders/${clone.id}/clone`);
    expect([refused.statusCode, refused.json<Failure>().message]).toEqual([400, ORDER_MSG.cloneFailed]);
  });

  it('deactivates a draft, never an order sent to the ERP', async () => {
    const draft = await newOrder();
    const off = await call('vendedor', 'POST', `/services/orders/${draft.id}/deactivate`);
    expect(off.json<Order>().active).toBe(false);
    const { o } = await approvedOrder();
    const refused = await call('vendedor', 'POST', `/services/orders/${o.id}/deactivate`);
    expect([refused.statusCode, refused.json<Failure>().message]).toEqual([400, ORDER_MSG.notDeactivable]);
  });
});

describe('bulk save and lookups', () => {
  it('saves every order or none', async () => {
    const before = Number(
      (await t.db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n,
    );
    const good = {
      ...HEAD,
      customerId,
      remittanceOrderCode: 'RM-LOTE',
      items: [{ productId: products[2], quantity: 2, price: '19.99' }],
    };
    const bad = { ...HEAD, customerId, items: [{ productId: products[0], quantity: 1, price: '10.00' }] };
    const refused = await call('vendedor', 'POST', '/services/orders/bulk', { orders: [good, bad] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Failure>().message).toBe(ORDER_MSG.saveFailed);
    expect(fieldsOf(refused.json())).toEqual({
      'orders.1.items.0.price': ['Preço abaixo do mínimo da tabela de preço (R$ 900,00)'],
    });
    expect(
      Number((await t.db.query<{ n: number }>('select count(*)::int as n from orders')).rows[0]!.n),
    ).toBe(before);
    const saved = await call('vendedor', 'POST', '/services/orders/bulk', { orders: [good, good] });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<{ rows: Order[] }>().rows.map((r) => r.totalValue)).toEqual(['39.98', '39.98']);
    const codes = await call('vendedor', 'GET', '/services/orders/remittance-order-codes?q=RM-LO');
    expect(codes.json()).toEqual(['RM-LOTE']);
    const purchase = await call('vendedor', 'GET', '/services/orders/customer-order-codes?q=OC-TES');
    expect(purchase.json()).toEqual(['OC-TESTE']);
    expect((await call('ralmeida', 'GET', '/services/orders/customer-order-codes?q=OC-TES')).json()).toEqual(
      [],
    );
  });
});
