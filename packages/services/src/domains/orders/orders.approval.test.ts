import { beforeAll, describe, expect, it } from 'vitest';
import { ERP_ORDER_SIMULATED_FAILURE, ORDER_MSG } from '@balcao/schema';
import { simulatedErp } from '../../erp/erp.simulated.js';
import { orderFixture, tv, type Failure, type Item, type Order } from './orders.fixture.js';

const { state, newOrder, itemOk, order, items } = orderFixture();
let { call, erp, negotiationId, products } = state;
beforeAll(() => ({ call, erp, negotiationId, products } = state));

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
