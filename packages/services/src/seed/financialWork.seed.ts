import { VPC_WORKFLOW } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { budgetPricesArea } from '../domains/financial/budgetPrices.area.js';
import { moveFunds } from '../domains/financial/budgetMovements.area.js';
import { historyForUntracked } from '../kit/untracked.js';
import { seedAlcadas } from './workflows.seed.js';

/**
 * The alçadas of the financial workflow (APROVACAO_VPC, at /financial/jurisdiction): the regional
 * manager (aprovador) up to R$ 50.000,00, the board (admin) up to R$ 500.000,00; above, none yet
 * (the APPROVER role's members answer).
 */
export async function seedVpcAlcadas(db: Db) {
  await seedAlcadas(db, VPC_WORKFLOW, [
    {
      code: 'VPC_GERENTE',
      mode: 'VPC: gerente regional',
      role: 'REGIONAL_MANAGER',
      description: 'VPC: gerente regional',
      min: '0.00',
      max: '50000.00',
    },
    {
      code: 'VPC_DIRETORIA',
      mode: 'VPC: diretoria',
      role: 'BOARD',
      description: 'VPC: diretoria',
      min: '50000.01',
      max: '500000.00',
    },
  ]);
}

/** Three prices on each of the first two budgets: products of the catalogue with their VPC and FAN. */
async function seedBudgetPrices(db: Db, budgets: number[]) {
  await db.query(
    `insert into budget_prices (budget_id, product_id, quantity, price, perc_vpc, perc_fan)
     select b.id, p.id, 10 + p.id % 5 * 10, round(p.id % 9 * 150 + 899.90, 2), 2.00 + b.k, 1.50
       from unnest($1::bigint[]) with ordinality as b(id, k)
       cross join lateral (select id from products where active order by id limit 3 offset b.k * 3) p`,
    [budgets.slice(0, 2)],
  );
  await historyForUntracked(db, budgetPricesArea.store);
}

/**
 * vendedor's negotiations that spend from the bonus budget (for any customer): his approved deal,
 * whose value its approval spent (a movement NEG-… in the budget's history), and one waiting for
 * aprovador, which spends its value when he approves it.
 */
async function seedNegotiationBudgets(db: Db, budgetId: number, actorId: number) {
  const { rows } = await db.query<{ id: number; status: string; value: string; customerId: number }>(
    `select distinct on (n.status) n.id, n.status, n.value_budget::text as value, n.customer_id as "customerId"
       from negotiations n join users u on u.id = n.representative_id
      where u.user_name = 'vendedor' and not n.blocked and n.value_budget > 0
        and n.status in ('APPROVED', 'IN_APPROVAL') and n.total_value <= 50000
      order by n.status, n.id`,
  );
  for (const deal of rows) {
    await db.query('update negotiations set budget_id = $2 where id = $1', [deal.id, budgetId]);
    if (deal.status === 'APPROVED')
      await db.transaction((tx) =>
        moveFunds(tx, {
          budgetId,
          kind: 'SPEND',
          value: deal.value,
          customerId: Number(deal.customerId),
          origin: `NEG-${String(deal.id).padStart(6, '0')}`,
          description: 'Aprovação de negociação',
          actorId,
        }),
      );
  }
}

/** Budget prices, and vendedor's negotiations spending from the bonus budget (the first). */
export async function seedFinancialWork(db: Db, budgets: number[], approverId: number) {
  await seedBudgetPrices(db, budgets);
  await seedNegotiationBudgets(db, budgets[0]!, approverId);
}
