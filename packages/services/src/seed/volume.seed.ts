import type { Db } from '../db/db.js';
import { receivablesArea } from '../domains/financial/receivables.area.js';
import { ordersArea } from '../domains/orders/orders.area.js';
import { historyForUntracked } from '../kit/untracked.js';
import { seedBulkOrders } from './orders.seed.js';
import { seedReceivables } from './receivables.seed.js';

/**
 * The demo book's volume of orders (seedBulkOrders) and their receivables, in one transaction in
 * which the sales rollups' triggers wait (balcao.sales_rollup 'deferred', migration 410): the
 * rollups are built once after the inserts, one GROUP BY each, not recomputed per statement. Then
 * the new records' first history entry. Answers each step's time in ms.
 */
export async function seedOrderVolume(db: Db, count: number) {
  const steps: Record<string, number> = {};
  let at = performance.now();
  const step = (name: string) => {
    steps[name] = Math.round(performance.now() - at);
    at = performance.now();
  };
  await db.transaction(async (tx) => {
    await tx.query(`select set_config('balcao.sales_rollup', 'deferred', true)`);
    await seedBulkOrders(tx, count);
    step('orders');
    await seedReceivables(tx);
    step('receivables');
    await tx.query('select sales_rollup_rebuild()');
    step('rollups');
  });
  for (const table of ['receivables', 'sales_rollup', 'sales_rollup_families', 'sales_rollup_family_totals'])
    await db.query(`analyze ${table}`);
  await historyForUntracked(db, ordersArea.store);
  step('orders history');
  await historyForUntracked(db, receivablesArea.store);
  step('receivables history');
  return steps;
}
