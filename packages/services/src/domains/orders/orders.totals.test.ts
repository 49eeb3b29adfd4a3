import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';
import { orderOf } from './orders.testkit.js';

// The totals an order keeps over its items (migration 420), as the items are written straight to
// their table: in one statement and in several, by two writers at once.
const { t, call } = testAppWith(['vendedor']);
let products: number[];
beforeAll(async () => {
  products = (await t.db.query<{ id: number }>('select id from products order by id limit 4')).rows.map((r) =>
    Number(r.id),
  );
});

type Totals = { items: number; amount: string; value: string; table: string; invoiced: string };
const totals = async (id: number) =>
  (
    await t.db.query<Totals>(
      `select total_items as items, total_amount::text as amount, total_value::text as value,
              table_amount::text as "table", invoiced_value::text as invoiced from orders where id = $1`,
      [id],
    )
  ).rows[0]!;
/** Items of `order` as (k: product index, quantity, price, table price, IPI) in one statement. */
const add = (order: number, items: [number, number, string, string, string][]) =>
  t.db.query(
    `insert into order_items (order_id, product_id, quantity, price, table_price, min_price, ipi)
     select $1, p, q, pr, tp, 1, ipi
       from unnest($2::bigint[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[]) as x(p, q, pr, tp, ipi)`,
    [order, ...[0, 1, 2, 3, 4].map((c) => items.map((i) => (c === 0 ? products[i[0]] : i[c])))],
  );
const item = (order: number, k: number) => `order_id = ${order} and product_id = ${products[k]}`;

describe("an order's totals, kept on it", () => {
  it('follow its items added in one statement, then changed, invoiced and removed in several', async () => {
    const o = await orderOf(t, 'vendedor', 'Totais 1');
    expect(await totals(o)).toEqual({
      items: 0,
      amount: '0.00',
      value: '0.00',
      table: '0.00',
      invoiced: '0.00',
    });
    await add(o, [
      [0, 3, '950.00', '1000.00', '15'],
      [1, 2, '300.00', '333.33', '6.5'],
      [2, 5, '19.99', '19.99', '0'],
    ]);
    // 3 × 1.092,50 + 2 × 319,50 + 5 × 19,99 with IPI, each price with IPI rounded to the cent.
    expect(await totals(o)).toEqual({
      items: 3,
      amount: '3549.95',
      value: '4016.45',
      table: '3766.61',
      invoiced: '0.00',
    });
    await t.db.query(`update order_items set quantity = 4 where ${item(o, 1)}`);
    await t.db.query(`update order_items set invoiced_quantity = 2 where ${item(o, 0)}`);
    expect(await totals(o)).toMatchObject({
      items: 3,
      amount: '4149.95',
      value: '4655.45',
      invoiced: '2185.00',
    });
    await t.db.query(`delete from order_items where ${item(o, 2)}`);
    expect(await totals(o)).toEqual({
      items: 2,
      amount: '4050.00',
      value: '4555.50',
      table: '4333.32',
      invoiced: '2185.00',
    });
    // What the services answer: the order, and its place in the grid sorted by its total.
    const read = (await call('vendedor', 'GET', `/services/orders/${o}`)).json();
    expect(read).toMatchObject({ itemCount: 2, totalValue: '4555.50', discountValue: '283.32' });
    const grid = await call('vendedor', 'GET', '/services/orders?orderBy=totalValue&sort=DESC&pageSize=100');
    const values = grid.json<{ rows: { id: number; totalValue: string }[] }>().rows;
    expect(values.map((r) => Number(r.totalValue))).toEqual(
      values.map((r) => Number(r.totalValue)).sort((x, y) => y - x),
    );
    expect(values.length).toBeGreaterThan(1);
    await t.db.query(`delete from order_items where order_id = ${o}`);
    expect(await totals(o)).toMatchObject({ items: 0, amount: '0.00', value: '0.00', invoiced: '0.00' });
  });

  it('follow a statement over several orders, and an item moved from one order to another', async () => {
    const [a, b] = [await orderOf(t, 'vendedor', 'Totais 2a'), await orderOf(t, 'vendedor', 'Totais 2b')];
    await t.db.query(
      `insert into order_items (order_id, product_id, quantity, price, table_price, min_price, ipi)
       select o, p, 1, 10, 10, 1, 0 from unnest($1::bigint[]) o, unnest($2::bigint[]) p`,
      [[a, b], products.slice(0, 2)],
    );
    expect([(await totals(a)).value, (await totals(b)).value]).toEqual(['20.00', '20.00']);
    await t.db.query(
      `update order_items set order_id = ${b}, product_id = ${products[3]} where ${item(a, 0)}`,
    );
    expect([await totals(a), await totals(b)]).toMatchObject([
      { items: 1, value: '10.00' },
      { items: 3, value: '30.00' },
    ]);
  });

  it('add up the items of two writers at once (the second waits for the first)', async () => {
    const o = await orderOf(t, 'vendedor', 'Totais 3');
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const insert = (k: number) =>
      `insert into order_items (order_id, product_id, quantity, price, table_price, min_price, ipi)
       values (${o}, ${products[k]}, 1, ${k + 1}00, ${k + 1}00, 1, 0)`;
    const first = t.db.transaction(async (tx) => {
      await tx.query(insert(0));
      await held;
    });
    const second = t.db.transaction((tx) => tx.query(insert(1)));
    // On the server the second statement's trigger waits for the first transaction's lock on the
    // order; PGlite, one connection, runs the second after the first.
    if (t.db.kind === 'postgres')
      for (let i = 0; i < 100; i++) {
        const { rows } = await t.db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (rows[0]!.n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    release();
    await Promise.all([first, second]);
    expect(await totals(o)).toMatchObject({ items: 2, amount: '300.00', value: '300.00' });
  });
});
