import { createServer, type Server } from 'node:http';
import type { ErpOrder } from '../../erp/erp.adapter.js';
import { expect } from 'vitest';
import type { createTestApp, signInAs } from '../../test/testApp.js';
import { customerOf } from '../buyers/buyers.testkit.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Call = Awaited<ReturnType<typeof signInAs>>;

/**
 * A draft order of the representative's first customer from the price table, written straight to
 * the table; with `tag`, the one of that CRM code when there is one, so that a test's items share
 * their order.
 */
export async function orderOf(t: TestApp, userName: string, tag?: string) {
  if (tag) {
    const { rows } = await t.db.query<{ id: number }>(
      'select id from orders where crm_code = $1 order by id limit 1',
      [tag.slice(0, 30)],
    );
    if (rows[0]) return Number(rows[0].id);
  }
  const customer = await customerOf(t, userName);
  const { rows } = await t.db.query<{ id: number }>(
    `insert into orders (customer_id, representative_id, establishment_code, order_type, origin_order, crm_code,
                         condition_payment, type_freight, issue_date)
     select c.id, c.representative_id, '01', 'VENDA', 'TABELA', $2, '28 dias', 'CIF', current_date
       from customers c where c.id = $1 returning id`,
    [customer, (tag ?? 'Teste').slice(0, 30)],
  );
  return Number(rows[0]!.id);
}

/**
 * The ERP's order API over real HTTP, for the tests of the HTTP adapter and of retries: it answers
 * each order its number ('TV' and the order's digits, or the one it was given), and refuses the next
 * `failures` calls with a 503 as an ERP that is down would.
 */
export async function erpOrderServer() {
  const state = { failures: 0, received: [] as ErpOrder[] };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/orders' || state.failures > 0) {
        state.failures = Math.max(0, state.failures - 1);
        res.statusCode = 503;
        res.end();
        return;
      }
      const order = JSON.parse(body) as ErpOrder;
      state.received.push(order);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ totvsCode: order.totvsCode ?? `TV${order.orderNumber.replace(/\D/g, '')}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The representative's first approved negotiation (the demo book has one) and its customer. */
export async function approvedNegotiationOf(t: TestApp, userName: string) {
  const { rows } = await t.db.query<{ negotiationId: number; customerId: number }>(
    `select n.id as "negotiationId", n.customer_id as "customerId" from negotiations n
       join users u on u.id = n.representative_id
      where u.user_name = $1 and n.status = 'APPROVED' and not n.blocked order by n.id limit 1`,
    [userName],
  );
  return { negotiationId: Number(rows[0]!.negotiationId), customerId: Number(rows[0]!.customerId) };
}

/**
 * An approved negotiation of vendedor's customer (pricedCustomerOfVendedor's products) negotiating
 * 5 of A at 980,00 and 10 of B at 320,00: made through its routes, approved straight in the table
 * (the negotiations' own tests cover its approval).
 */
export async function approvedNegotiation(t: TestApp, call: Call, customerId: number, products: number[]) {
  const deal = await call('vendedor', 'POST', '/services/negotiations', {
    customerId,
    typeOfFunds: 'VPC',
    typeOfPayment: 'BOLETO',
    reason: 'Pedidos do teste',
    firstPeriod: '2026-11-01',
    lastPeriod: '2026-12-31',
    destinationState: 'SP',
  });
  expect(deal.statusCode, deal.body).toBe(201);
  const negotiationId = deal.json<{ id: number }>().id;
  for (const [k, qty, price] of [
    [0, 5, '980.00'],
    [1, 10, '320.00'],
  ] as const) {
    const res = await call('vendedor', 'POST', '/services/negotiation-items', {
      negotiationId,
      productId: products[k],
      negotiatedQuantity: qty,
      negotiatedPriceWithoutIpi: price,
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await t.db.query(`update negotiations set status = 'APPROVED' where id = $1`, [negotiationId]);
  return negotiationId;
}
