import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MSG } from '@balcao/schema';
import { fieldsOf, HEAD, orderFixture, type Failure, type Order } from './orders.fixture.js';

const { state, newOrder, addItem, itemOk, order } = orderFixture();
let { t, call, customerId, negotiationId, products } = state;
beforeAll(() => ({ t, call, customerId, negotiationId, products } = state));

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
