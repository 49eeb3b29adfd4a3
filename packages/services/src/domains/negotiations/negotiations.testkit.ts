import { businessDay } from '@balcao/schema';
import type { createTestApp } from '../../test/testApp.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import type { Db } from '../../db/db.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A draft negotiation of the representative's first customer, written straight to the table; with
 * `reason`, the one of that reason when there is one, so that a test's records share their parent.
 */
export async function negotiationOf(t: TestApp, userName: string, reason?: string) {
  if (reason) {
    const { rows } = await t.db.query<{ id: number }>(
      'select id from negotiations where reason = $1 order by id limit 1',
      [reason],
    );
    if (rows[0]) return Number(rows[0].id);
  }
  const customer = await customerOf(t, userName);
  const { rows } = await t.db.query<{ id: number }>(
    `insert into negotiations (customer_id, representative_id, type_of_funds, type_of_payment, reason,
                               first_period, last_period, destination_state, issue_date)
     select c.id, c.representative_id, 'VPC', 'BOLETO', $2, '2026-01-01', '2026-03-31', 'SP', $3::date
       from customers c where c.id = $1 returning id`,
    [customer, reason ?? 'Teste', businessDay()],
  );
  return Number(rows[0]!.id);
}

/**
 * A price table of the test's own (`code`) given to the first of vendedor's customers with a state
 * and a group, so that it prices his deals and orders: A at 1.000,00 with a floor of 900,00 and 15%
 * IPI; B at 333,33 with a largest discount of 10% (floor 300,00) and 6,5% IPI; C at 19,99 with
 * neither (the floor is the price) and no IPI. Returns the customer and the three products.
 */
export async function pricedCustomerOfVendedor(db: Db, code: string) {
  const c = (
    await db.query<{ id: number; uf: string; grp: string }>(
      `select c.id, c.uf, c.customer_group as grp from customers c join users u on u.id = c.representative_id
        where u.user_name = 'vendedor' and c.uf is not null and c.customer_group is not null order by c.id limit 1`,
    )
  ).rows[0]!;
  const customerId = Number(c.id);
  const table = (
    await db.query<{ id: number }>(
      `insert into price_tables (code, description, valid_from, valid_to, states, customer_group)
       values ($1, 'Tabela do teste', current_date - 1, current_date + 365, $2, $3) returning id`,
      [code, [c.uf], c.grp],
    )
  ).rows[0]!.id;
  await db.query('update customers set price_table_id = $1 where id = $2', [table, customerId]);
  const picked = (await db.query<{ id: number }>('select id from products order by id limit 3')).rows;
  const spec = [
    ['1000.00', '900.00', null, '15.00'],
    ['333.33', null, '10.00', '6.50'],
    ['19.99', null, null, '0.00'],
  ];
  const products: number[] = [];
  for (const [k, p] of picked.entries()) {
    const [price, min, disc, ipi] = spec[k]!;
    products.push(Number(p.id));
    await db.query('update products set ipi = $2 where id = $1', [p.id, ipi]);
    await db.query(
      `insert into price_table_items (price_table_id, product_id, price, min_price, max_discount)
       values ($1, $2, $3, $4, $5)`,
      [table, p.id, price, min, disc],
    );
  }
  return { customerId, products };
}
