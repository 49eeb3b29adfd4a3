import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BALANCE_GROUPS, BUDGET_CATEGORIES, type BalanceGroup } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { zoneSql } from '../../lib/zone.js';
import { monthLabel, periodQuery, periodWhere, summaryRoutes } from './summary.js';

const balanceQuery = periodQuery.extend({
  groupBy: z.enum(Object.keys(BALANCE_GROUPS) as [BalanceGroup, ...BalanceGroup[]]).default('category'),
  category: z.enum(Object.keys(BUDGET_CATEGORIES) as [string, ...string[]]).optional(),
});
type BalanceQuery = z.infer<typeof balanceQuery>;

/** One line of the balance screen: what came in, went out and came back, and what is left. */
export type BalanceRow = {
  key: string;
  label: string;
  credited: string;
  spent: string;
  refunded: string;
  balance: string;
};

const GROUP_SQL: Record<BalanceGroup, string> = {
  category: 'b.category',
  customer: `coalesce(c.id::text, '')`,
  month: '', // set per call: it depends on the business's zone
};

/**
 * The balances of the budgets' movements over a period, by category, customer (the movement's,
 * else the budget's) or month, optionally of one category or customer: sums in numeric.
 */
export async function budgetBalances(db: Db, q: BalanceQuery): Promise<BalanceRow[]> {
  const params: unknown[] = [];
  const where = periodWhere(q, 'm.created_at', params);
  if (q.category) where.push(`b.category = $${params.push(q.category)}`);
  if (q.customerId) where.push(`coalesce(m.customer_id, b.customer_id) = $${params.push(q.customerId)}`);
  const key =
    q.groupBy === 'month'
      ? `to_char(m.created_at at time zone ${zoneSql()}, 'YYYY-MM')`
      : GROUP_SQL[q.groupBy];
  const { rows } = await db.query<BalanceRow & { name: string | null }>(
    `select ${key} as key, min(c.corporate_name) as name,
            coalesce(sum(m.value) filter (where m.kind = 'CREDIT'), 0)::text as credited,
            coalesce(sum(m.value) filter (where m.kind = 'SPEND'), 0)::text as spent,
            coalesce(sum(m.value) filter (where m.kind = 'REFUND'), 0)::text as refunded,
            sum(case m.kind when 'SPEND' then -m.value else m.value end)::text as balance
       from budget_movements m join budgets b on b.id = m.budget_id
       left join customers c on c.id = coalesce(m.customer_id, b.customer_id)
      ${where.length ? `where ${where.join(' and ')}` : ''}
      group by 1 order by 1`,
    params,
  );
  return rows.map(({ name, ...r }) => ({
    ...r,
    label:
      q.groupBy === 'category'
        ? (BUDGET_CATEGORIES[r.key as keyof typeof BUDGET_CATEGORIES] ?? r.key)
        : q.groupBy === 'month'
          ? monthLabel(r.key)
          : (name ?? 'Sem cliente'),
  }));
}

/** The budgets' own routes beside the kit's: the balance screen's figures and their export. */
export const budgetRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, opts) => {
  summaryRoutes(app, {
    db: opts.db,
    path: '/budgets/balances',
    module: 'SALDO_DE_VERBAS',
    title: 'Saldo de Verbas',
    query: balanceQuery,
    rows: budgetBalances,
    columns: [
      { title: 'Agrupamento', type: 'text', value: (r) => r.label },
      { title: 'Créditos', type: 'money', value: (r) => r.credited },
      { title: 'Consumos', type: 'money', value: (r) => r.spent },
      { title: 'Estornos', type: 'money', value: (r) => r.refunded },
      { title: 'Saldo', type: 'money', value: (r) => r.balance },
    ],
  });
};
