import type { createTestApp } from '../../test/testApp.js';
import { moveFunds } from './budgetMovements.area.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A budget of its own for any customer: with `tag`, the one of that description when there is one,
 * so that a test's schedules and movements share it. Its value comes in as its first credit, a
 * movement with its history, unless `credit` is false (a list of the test's own movements alone).
 */
export async function budgetOf(t: TestApp, tag = 'Teste', value = '1000.00', credit = true) {
  const { rows: found } = await t.db.query<{ id: number }>(
    'select id from budgets where description = $1 order by id limit 1',
    [tag.slice(0, 120)],
  );
  if (found[0]) return Number(found[0].id);
  const { rows } = await t.db.query<{ id: number }>(
    `insert into budgets (description, category, value, balance) values ($1, 'BONUS', $2, $3) returning id`,
    [tag.slice(0, 120), value, credit ? 0 : value],
  );
  const id = Number(rows[0]!.id);
  if (credit)
    await t.db.transaction((tx) =>
      moveFunds(tx, {
        budgetId: id,
        kind: 'CREDIT',
        value,
        origin: '',
        description: 'Valor inicial',
        actorId: null,
      }),
    );
  return id;
}

/** The representative's first order that invoiced something (the demo book has several). */
export async function invoicedOrderOf(t: TestApp, userName: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select o.id from orders o join users u on u.id = o.representative_id
      where u.user_name = $1 and exists (select 1 from order_items i where i.order_id = o.id and i.invoiced_quantity > 0)
      order by o.id limit 1`,
    [userName],
  );
  return Number(rows[0]!.id);
}
