import { describe, expect, it } from 'vitest';
import { businessDay, FINANCIAL_MSG, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'financeiro', 'vendedor', 'ralmeida', 'aprovador']);

type Title = {
  id: number;
  installment: string;
  invoiceDate: string;
  dueDate: string;
  value: string;
  status: string;
  paymentDate: string | null;
  updatedAt: string;
} & Record<string, unknown>;

/** A day `n` days after `day` (YYYY-MM-DD). */
const plus = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const titlesOf = async (orderId: number) =>
  (
    await call('financeiro', 'GET', `/services/receivables?orderId=${orderId}&orderBy=titleNumber&sort=ASC`)
  ).json<{
    rows: Title[];
  }>().rows;

/**
 * An approved order of vendedor's, integrated with the ERP, paid in '30/60/90 dias', left with one
 * item of `quantity` at `price` without IPI (set straight in the tables).
 */
async function approvedOrder(quantity: number, price: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select o.id from orders o join users u on u.id = o.representative_id
      where u.user_name = 'vendedor' and o.status = 'APPROVED' and o.erp_status = 'SENT'
        and o.condition_payment = '30/60/90 dias' and o.active
        and not exists (select 1 from receivables r where r.order_id = o.id)
      order by o.id limit 1`,
  );
  const orderId = Number(rows[0]!.id);
  await t.db.query(
    'delete from order_items where order_id = $1 and id <> (select min(id) from order_items where order_id = $1)',
    [orderId],
  );
  const { rows: items } = await t.db.query<{ id: number }>(
    `update order_items set quantity = $2, price = $3, table_price = $3, min_price = 0.01, ipi = 0, invoiced_quantity = 0
      where order_id = $1 returning id`,
    [orderId, quantity, price],
  );
  return { orderId, itemId: Number(items[0]!.id) };
}

const invoice = (orderId: number, itemId: number, invoicedQuantity: number) =>
  call('vendedor', 'POST', `/services/orders/${orderId}/invoice-quantity`, {
    items: [{ id: itemId, invoicedQuantity }],
  });

describe('receivables (títulos a receber)', () => {
  it('an invoice issues one title per installment of the payment condition, split to the cent; a later invoice only what it adds', async () => {
    const { orderId, itemId } = await approvedOrder(3, '33.34');
    const today = businessDay();
    expect((await invoice(orderId, itemId, 1)).statusCode).toBe(200);
    const first = await titlesOf(orderId);
    expect(first.map((r) => [r.installment, r.invoiceDate, r.dueDate, r.value, r.status])).toEqual([
      ['1/3', today, plus(today, 30), '11.11', 'DUE'],
      ['2/3', today, plus(today, 60), '11.11', 'DUE'],
      ['3/3', today, plus(today, 90), '11.12', 'DUE'],
    ]);
    expect((await invoice(orderId, itemId, 3)).statusCode).toBe(200);
    const all = await titlesOf(orderId);
    expect(all.slice(3).map((r) => r.value)).toEqual(['22.22', '22.22', '22.24']);
    // 3 × 33,34 invoiced: every cent is receivable, none twice.
    expect(all.reduce((s, r) => s + Math.round(Number(r.value) * 100), 0)).toBe(10_002);
    const history = (await call('financeiro', 'GET', `/services/history/receivable/${all[0]!.id}`)).json();
    expect(history.rows).toMatchObject([{ action: 'create' }]);
  });

  it("is seen by finance and by the order's representative; another representative gets 403, a profile without the module too", async () => {
    const { orderId, itemId } = await approvedOrder(1, '100.01');
    await invoice(orderId, itemId, 1);
    const [title] = await titlesOf(orderId);
    expect(title).toMatchObject({ value: '33.33' });
    expect((await call('vendedor', 'GET', `/services/receivables/${title!.id}`)).statusCode).toBe(200);
    const theirs = await call('ralmeida', 'GET', `/services/receivables/${title!.id}`);
    expect(theirs.statusCode).toBe(403);
    const listed = (await call('ralmeida', 'GET', `/services/receivables?orderId=${orderId}`)).json();
    expect(listed.totalRegisters).toBe(0);
    const denied = await call('aprovador', 'GET', '/services/receivables');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.noPermission);
    // Read-only for the representative.
    expect((await call('vendedor', 'PUT', `/services/receivables/${title!.id}`, title)).statusCode).toBe(403);
  });

  it('finance records the payment (never in the future); a title past its due date is overdue; one by hand only for an invoiced order', async () => {
    const { orderId, itemId } = await approvedOrder(1, '50.00');
    await invoice(orderId, itemId, 1);
    const [title] = await titlesOf(orderId);
    const { id, updatedAt, ...fields } = title!;
    const body = { orderId, dueDate: fields.dueDate, value: fields.value, description: '', updatedAt };
    const future = await call('financeiro', 'PUT', `/services/receivables/${id}`, {
      ...body,
      paymentDate: plus(businessDay(), 1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().details).toEqual([
      { field: 'paymentDate', messages: [FINANCIAL_MSG.paymentInFuture] },
    ]);
    const paid = await call('financeiro', 'PUT', `/services/receivables/${id}`, {
      ...body,
      paymentDate: businessDay(),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'PAID', paymentDate: businessDay() });

    const [, second] = await titlesOf(orderId);
    await t.db.query(`update receivables set due_date = current_date - 40 where id = $1`, [second!.id]);
    const overdue = (
      await call('financeiro', 'GET', `/services/receivables?orderId=${orderId}&status=OVERDUE`)
    ).json<{ rows: Title[] }>().rows;
    expect(overdue.map((r) => r.id)).toEqual([second!.id]);

    const { rows } = await t.db.query<{ id: number }>(
      `select id from orders o where o.status = 'DRAFT' and not exists
         (select 1 from order_items i where i.order_id = o.id and i.invoiced_quantity > 0) limit 1`,
    );
    const refused = await call('financeiro', 'POST', '/services/receivables', {
      orderId: Number(rows[0]!.id),
      dueDate: businessDay(),
      value: '10.00',
      paymentDate: '',
      description: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'orderId', messages: [FINANCIAL_MSG.receivableNotInvoiced] },
    ]);
  });

  it('the demo book leaves finance titles in every state, by due date', async () => {
    for (const status of ['DUE', 'OVERDUE', 'PAID']) {
      const page = (
        await call('financeiro', 'GET', `/services/receivables?status=${status}&pageSize=5`)
      ).json<{
        rows: Title[];
        totalRegisters: number;
      }>();
      expect(page.totalRegisters, status).toBeGreaterThan(0);
      expect(page.rows.every((r) => r.status === status)).toBe(true);
      const due = page.rows.map((r) => r.dueDate);
      expect(due).toEqual([...due].sort());
    }
  });
});
