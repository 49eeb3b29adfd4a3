import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { sheetOf } from '../../test/xlsx.js';

type Notice = { notification: { title: string; content: string; link: string | null } };

const { t, call } = testAppWith(['vendedor', 'ralmeida', 'semperfil']);

/** Starts a download, waits for it, and reads the file its notification links to (header, rows). */
async function downloaded(who: string, kind: string, query = '') {
  const res = await call(who, 'GET', `/services/orders/downloads/${kind}${query}`);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ jobId: expect.any(Number), message: MSG.exportQueued });
  await t.app.exportJobs.idle();
  const [ready] = (await call(who, 'GET', '/services/notifications?page=1&pageSize=5')).json()
    .rows as Notice[];
  expect(ready!.notification.title).toBe(MSG.exportReadyTitle);
  const file = await call(who, 'GET', `/services${ready!.notification.link!}`);
  expect(file.statusCode).toBe(200);
  const sheet = await sheetOf(file);
  const [header, ...rows] = sheet
    .getSheetValues()
    .slice(1)
    .map((r) => (r as unknown[]).slice(1));
  return { name: ready!.notification.content, header: header!, rows };
}

const count = async (sql: string, userName: string) =>
  Number((await t.db.query<{ n: number }>(sql, [userName])).rows[0]!.n);
const MINE = `from orders o join users u on u.id = o.representative_id where u.user_name = $1`;

describe("the orders' downloads, in the background", () => {
  it("delivers the representative's orders, their invoiced items and their customers as notifications", async () => {
    const orders = await downloaded('vendedor', 'orders', '?orderBy=orderNumber&sort=ASC');
    expect(orders.name).toMatch(/^Pedidos \d\d-\d\d-\d{4}\.xlsx está pronto/);
    expect(orders.header).toEqual(expect.arrayContaining(['Número', 'Status', 'Cliente', 'Valor total']));
    expect(orders.rows).toHaveLength(await count(`select count(*)::int as n ${MINE}`, 'vendedor'));

    const invoices = await downloaded('vendedor', 'invoices');
    expect(invoices.name).toMatch(/^Faturamento dos pedidos \d\d-\d\d-\d{4}\.xlsx/);
    expect(invoices.header).toEqual([
      'Pedido',
      'Número TOTVS',
      'Data do pedido',
      'Cliente',
      'CNPJ/CPF',
      'Código do produto',
      'Produto',
      'Quantidade',
      'Quantidade faturada',
      'Preço com IPI',
      'Valor faturado',
    ]);
    const invoiced = await count(
      `select count(*)::int as n from order_items i join orders o on o.id = i.order_id
         join users u on u.id = o.representative_id where u.user_name = $1 and i.invoiced_quantity > 0`,
      'vendedor',
    );
    expect(invoiced).toBeGreaterThan(0);
    expect(invoices.rows).toHaveLength(invoiced);
    expect(String(invoices.rows[0]![2])).toMatch(/^\d\d\/\d\d\/\d{4}$/);

    const customers = await downloaded('vendedor', 'customers', '?status=INVOICED');
    expect(customers.header[0]).toBe('Cliente');
    expect(customers.rows).toHaveLength(
      await count(
        `select count(distinct o.customer_id)::int as n ${MINE} and o.status = 'INVOICED'`,
        'vendedor',
      ),
    );
  });

  it('gives another representative his own orders only, and refuses a bad filter at once and who has no module', async () => {
    const theirs = await downloaded('ralmeida', 'invoices');
    const mine = (
      await t.db.query<{ n: string }>(`select 'PED-' || lpad(o.id::text, 6, '0') as n ${MINE}`, ['vendedor'])
    ).rows.map((r) => r.n);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.some((r) => mine.includes(String(r[0])))).toBe(false);

    const bad = await call('vendedor', 'GET', '/services/orders/downloads/orders?nope=1');
    expect(bad.statusCode).toBe(400);
    expect((await call('vendedor', 'GET', '/services/orders/downloads/everything')).statusCode).toBe(400);
    expect((await call('semperfil', 'GET', '/services/orders/downloads/orders')).statusCode).toBe(403);
  });
});
