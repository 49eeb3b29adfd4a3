import { afterAll, beforeAll, expect } from 'vitest';
import { httpErp } from '../../erp/erp.http.js';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { pricedCustomerOfVendedor } from '../negotiations/negotiations.testkit.js';
import { approvedNegotiation, erpOrderServer } from './orders.testkit.js';

type State = {
  t: Awaited<ReturnType<typeof createTestApp>>;
  call: Awaited<ReturnType<typeof signInAs>>;
  erp: Awaited<ReturnType<typeof erpOrderServer>>;
  customerId: number;
  negotiationId: number;
  products: number[];
};

/**
 * The services with the ERP's order API over real HTTP (orders.testkit.ts), and a price table of
 * our own given to one of vendedor's customers: A at 1.000,00 with a floor of 900,00 and 15% IPI; B
 * at 333,33 with a largest discount of 10% (floor 300,00) and 6,5% IPI; C at 19,99 with neither and
 * no IPI. An approved negotiation of that customer negotiates 5 of A at 980,00 and 10 of B at 320,00.
 * Registers the file's hooks; `state` is filled before its tests run.
 */
export function orderFixture() {
  const state = {} as State;
  beforeAll(async () => {
    state.erp = await erpOrderServer();
    state.t = await createTestApp({
      erp: httpErp({ url: state.erp.url, token: 'token-do-erp', timeoutMs: 5000 }),
    });
    state.call = await signInAs(state.t, ['vendedor', 'aprovador', 'ralmeida', 'admin']);
    ({ customerId: state.customerId, products: state.products } = await pricedCustomerOfVendedor(
      state.t.db,
      'PED-T',
    ));
    state.negotiationId = await approvedNegotiation(state.t, state.call, state.customerId, state.products);
    // A second regional manager, so that two approvers may answer one order at once.
    await state.t.db.query(
      `insert into workflow_role_members (role_id, user_id)
       select r.id, u.id from workflow_roles r, users u where r.code = 'REGIONAL_MANAGER' and u.user_name = 'admin'
       on conflict do nothing`,
    );
  });
  afterAll(async () => {
    await state.t.close();
    await state.erp.close();
  });

  async function newOrder(extra: Record<string, unknown> = {}, who = 'vendedor') {
    const res = await state.call(who, 'POST', '/services/orders', {
      ...HEAD,
      customerId: state.customerId,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  }
  const addItem = (orderId: number, k: number, quantity: number, price: string, who = 'vendedor') =>
    state.call(who, 'POST', '/services/order-items', {
      orderId,
      productId: state.products[k],
      quantity,
      price,
    });
  async function itemOk(orderId: number, k: number, quantity: number, price: string) {
    const res = await addItem(orderId, k, quantity, price);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Item>();
  }
  const order = async (id: number, who = 'vendedor') =>
    (await state.call(who, 'GET', `/services/orders/${id}`)).json<Order>();
  const items = async (id: number) =>
    (await state.call('vendedor', 'GET', `/services/orders/${id}/products`)).json<{ rows: Item[] }>().rows;
  return { state, newOrder, addItem, itemOk, order, items };
}

export const HEAD = {
  establishmentCode: '01',
  orderType: 'VENDA',
  conditionPayment: '30/60 dias',
  typeFreight: 'CIF',
  customerOrderCode: 'OC-TESTE',
};
export type Order = {
  id: number;
  status: string;
  erpStatus: string;
  totvsCode: string | null;
  updatedAt: string;
} & Record<string, unknown>;
export type Item = { id: number; status: string; sentToErp: boolean; invoicedQuantity: number } & Record<
  string,
  unknown
>;
export type Failure = { message: string; details?: { field: string; messages: string[] }[] };

export const tv = (id: number) => `TV${String(id).padStart(6, '0')}`;
export const fieldsOf = (body: Failure) =>
  Object.fromEntries((body.details ?? []).map((d) => [d.field, d.messages]));
