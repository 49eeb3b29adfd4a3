import { describe, expect, it } from 'vitest';
import { MSG, REGION_UFS } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil']);

type Row = { key: string; label: string; orders: number; value: string };
type Dashboard = {
  from: string;
  to: string;
  orders: number;
  value: string;
  customers: number;
  byMonth: Row[];
  byRepresentative: Row[];
  byRegion: Row[];
  byFamily: Row[];
  byCustomer: Row[];
};

const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
const sum = (rows: Row[]) => rows.reduce((s, r) => s + cents(r.value), 0n);
const dashboard = async (who: string, query = '') => {
  const res = await call(who, 'GET', `/services/sales-dashboard${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
};

/**
 * The same figures read straight from the orders and their items (no rollup): the sales of the
 * period's months, of the orders `scope` selects (`o`, `c` the customer).
 */
async function expected(d: Dashboard, scope = 'true', params: unknown[] = []) {
  const { rows } = await t.db.query<{ orders: number; value: string | null }>(
    `select count(distinct o.id)::int as orders, sum(round(i.price * (1 + i.ipi / 100), 2) * i.quantity)::text as value
       from orders o join customers c on c.id = o.customer_id left join order_items i on i.order_id = o.id
      where o.active and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')
        and o.issue_date >= $1::date and o.issue_date < ($2::date + interval '1 month') and ${scope}`,
    [`${d.from}-01`, `${d.to}-01`, ...params],
  );
  return { orders: Number(rows[0]!.orders), value: rows[0]!.value ?? '0.00' };
}

describe('sales dashboard', () => {
  it("admin's totals are the orders' own, to the cent, and every view adds up to them", async () => {
    const d = await dashboard('admin');
    expect(d.byMonth).toHaveLength(12);
    expect(d.orders).toBeGreaterThan(0);
    expect({ orders: d.orders, value: d.value }).toEqual(await expected(d));
    for (const view of [d.byMonth, d.byRepresentative, d.byRegion, d.byFamily])
      expect(sum(view)).toBe(cents(d.value));
    for (const view of [d.byMonth, d.byRepresentative, d.byRegion])
      expect(view.reduce((s, r) => s + r.orders, 0)).toBe(d.orders);
    expect(d.byCustomer.length).toBeLessThanOrEqual(10);
    expect(d.byRepresentative.map((r) => r.label)).toContain('Carlos Vendedor');
  });

  it('a representative sees only his own sales; the regional manager those of his region', async () => {
    const mine = await dashboard('vendedor');
    const { rows } = await t.db.query<{ id: number; name: string }>(
      `select id, name from users where user_name = 'vendedor'`,
    );
    const me = rows[0]!;
    expect(mine.byRepresentative.map((r) => r.key)).toEqual([String(me.id)]);
    expect({ orders: mine.orders, value: mine.value }).toEqual(
      await expected(mine, 'o.representative_id = $3', [me.id]),
    );
    const region = await dashboard('aprovador');
    const { rows: apr } = await t.db.query<{ id: number }>(
      `select id from users where user_name = 'aprovador'`,
    );
    expect({ orders: region.orders, value: region.value }).toEqual(
      await expected(
        region,
        `(o.regional_manager_id = $3 or o.customer_id in
           (select customer_id from customer_business_hierarchy where regional_manager_id = $3))`,
        [apr[0]!.id],
      ),
    );
    expect(cents(mine.value)).toBeLessThan(cents((await dashboard('admin')).value));
  });

  it('follows the orders as they change: an order approved counts at once, a price changed moves its value', async () => {
    const before = await dashboard('admin');
    const { rows } = await t.db.query<{ id: number; value: string }>(
      `select o.id, sum(round(i.price * (1 + i.ipi / 100), 2) * i.quantity)::text as value
         from orders o join order_items i on i.order_id = o.id
        where o.status = 'DRAFT' and o.active and o.issue_date >= date_trunc('month', current_date) - interval '6 months'
        group by o.id order by o.id limit 1`,
    );
    const order = rows[0]!;
    await t.db.query(`update orders set status = 'APPROVED' where id = $1`, [order.id]);
    const after = await dashboard('admin');
    expect(after.orders).toBe(before.orders + 1);
    expect(cents(after.value) - cents(before.value)).toBe(cents(order.value));
    await t.db.query(
      `update order_items set price = price + 0.01, ipi = 0
        where id = (select min(id) from order_items where order_id = $1)`,
      [order.id],
    );
    const moved = await dashboard('admin');
    expect({ orders: moved.orders, value: moved.value }).toEqual(await expected(moved));
  });

  it('two orders of one customer and month approved at once each count once, one rollup row per key', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `select o.id from orders o join users u on u.id = o.representative_id
        where u.user_name = 'ralmeida' and o.status = 'DRAFT' and o.active
          and exists (select 1 from order_items i where i.order_id = o.id)
        order by o.issue_date desc, o.id limit 2`,
    );
    const [a, b] = rows.map((r) => Number(r.id)) as [number, number];
    // Both of the first one's customer and month, before the race.
    await t.db.query(
      `update orders o set customer_id = f.customer_id, issue_date = f.issue_date
         from orders f where f.id = $1 and o.id = $2`,
      [a, b],
    );
    const before = await dashboard('admin');
    const approve = (tx: typeof t.db, id: number) =>
      tx.query(`update orders set status = 'APPROVED' where id = $1`, [id]);
    let approved!: () => void;
    const firstApproved = new Promise<void>((r) => (approved = r));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = t.db.transaction(async (tx) => {
      await approve(tx, a);
      approved();
      await held;
    });
    await firstApproved;
    // The second writes while the first is still open (on the server it waits for its lock).
    const second = t.db.transaction((tx) => approve(tx, b));
    await new Promise((r) => setTimeout(r, 300));
    release();
    await Promise.all([first, second]);

    const after = await dashboard('admin');
    expect(after.orders).toBe(before.orders + 2);
    expect({ orders: after.orders, value: after.value }).toEqual(await expected(after));
    expect(sum(after.byFamily)).toBe(cents(after.value));
    const { rows: twice } = await t.db.query(
      `select customer_id, month from sales_rollup group by customer_id, month, representative_id, regional_manager_id
       having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // The families' totals are their customer-grain rows summed, key by key.
    const totals = `select month, representative_id, regional_manager_id, uf, family, orders, value::text
       from sales_rollup_family_totals`;
    const summed = `select month, representative_id, regional_manager_id, uf, family, sum(orders)::int,
       sum(value)::text from sales_rollup_families group by 1, 2, 3, 4, 5`;
    const { rows: apart } = await t.db.query(
      `(${totals} except ${summed}) union all (${summed} except ${totals})`,
    );
    expect(apart).toEqual([]);
  });

  it('a customer who moves to another state moves his sales to its region', async () => {
    const { rows } = await t.db.query<{ id: number; uf: string }>(
      `select r.customer_id as id, c.uf from sales_rollup r join customers c on c.id = r.customer_id
        where r.month >= date_trunc('month', current_date) - interval '11 months' and c.uf = 'SP'
        order by r.value desc limit 1`,
    );
    const customer = rows[0]!;
    const nordeste = await dashboard('admin', '?region=NORDESTE');
    await t.db.query(`update customers set uf = 'BA' where id = $1`, [customer.id]);
    const moved = await dashboard('admin', '?region=NORDESTE');
    expect(cents(moved.value)).toBeGreaterThan(cents(nordeste.value));
    const ufs = REGION_UFS.NORDESTE.map((u) => `'${u}'`).join(', ');
    expect({ orders: moved.orders, value: moved.value }).toEqual(await expected(moved, `c.uf in (${ufs})`));
    expect(sum(moved.byFamily)).toBe(cents(moved.value));
    await t.db.query(`update customers set uf = $2 where id = $1`, [customer.id, customer.uf]);
  });

  it('is filtered by period and region; refuses a wrong period; needs DASHBOARD_VENDAS', async () => {
    const all = await dashboard('admin');
    const sul = await dashboard(
      'admin',
      `?from=${all.byMonth[3]!.key}&to=${all.byMonth[8]!.key}&region=SUDESTE`,
    );
    expect(sul.byMonth.map((m) => m.key)).toEqual(all.byMonth.slice(3, 9).map((m) => m.key));
    expect(sul.byRegion.map((r) => r.key)).toEqual(['SUDESTE']);
    const ufs = REGION_UFS.SUDESTE.map((u) => `'${u}'`).join(', ');
    expect({ orders: sul.orders, value: sul.value }).toEqual(await expected(sul, `c.uf in (${ufs})`));

    const reversed = await call('admin', 'GET', '/services/sales-dashboard?from=2026-06&to=2026-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([{ field: 'to', messages: [MSG.endBeforeStart] }]);
    expect((await call('admin', 'GET', '/services/sales-dashboard?from=2026-13')).statusCode).toBe(400);
    const denied = await call('semperfil', 'GET', '/services/sales-dashboard');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.noPermission);
    // Finance reads every order: every sale, as the board.
    const board = (await call('admin', 'GET', '/services/sales-dashboard')).json();
    const finance = (await call('financeiro', 'GET', '/services/sales-dashboard')).json();
    expect({ orders: finance.orders, value: finance.value }).toEqual({
      orders: board.orders,
      value: board.value,
    });
  });
});
