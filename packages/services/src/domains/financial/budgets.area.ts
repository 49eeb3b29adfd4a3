import { BUDGET_MOVEMENT_KINDS, formatMoney, MSG } from '@balcao/schema';
import { budgetSchedules, budgets } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { budgetMovementsArea } from './budgetMovements.area.js';
import { budgetRoutes } from './budgets.routes.js';

/** How a movement reads in the budget's 'Último movimento' and so in its history. */
export const movementText = (m: { kind: string; value: string; origin?: unknown; description?: unknown }) =>
  `${BUDGET_MOVEMENT_KINDS[m.kind as keyof typeof BUDGET_MOVEMENT_KINDS] ?? m.kind} de ${formatMoney(m.value)}` +
  (m.origin ? ` (${String(m.origin)})` : '') +
  (m.description ? `: ${String(m.description)}` : '');

/**
 * Budgets on the kit. Their own rules: the value is the first credit, its balance from the start
 * (that credit is its first movement) and fixed once created; the balance moves only through
 * movements (budgetMovements.area.ts).
 */
export const budgetsArea: ResourceArea = resourceArea(
  budgets,
  {
    table: 'budgets',
    alias: 'b',
    from: 'budgets b left join customers c on c.id = b.customer_id',
    createdBy: true,
    sorts: { code: 'b.id' },
    columns: {
      code: `'VRB-' || lpad(b.id::text, 6, '0')`,
      corporateName: 'c.corporate_name',
      balance: 'b.balance',
      spent: 'b.spent',
      lastMovement: 'b.last_movement',
    },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, value: before.value } : input),
    derive: async (_db, { input, before }) =>
      before
        ? {}
        : {
            balance: input.value,
            lastMovement: movementText({
              kind: 'CREDIT',
              value: String(input.value),
              description: 'valor inicial',
            }),
          },
    // The first credit, as a movement of its own with its history (the budget's already holds its balance).
    afterWrite: async (tx, { before, after, actor }) => {
      if (before) return;
      await budgetMovementsArea.store.insert(
        tx,
        {
          budgetId: after.id,
          kind: 'CREDIT',
          value: after.value,
          customerId: after.customerId ?? null,
          description: 'Valor inicial',
        },
        actor,
        { balanceAfter: after.value },
      );
    },
    extraRoutes: budgetRoutes,
  },
);

/** A budget's schedule: each period ends on or after its start (spec/02 §5). */
export const budgetSchedulesArea: ResourceArea = resourceArea(
  budgetSchedules,
  {
    table: 'budget_schedules',
    alias: 's',
    from: 'budget_schedules s join budgets b on b.id = s.budget_id',
    columns: { budgetCode: `'VRB-' || lpad(b.id::text, 6, '0')` },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, budgetId: before.budgetId } : input),
    validate: async (db, { input }) => {
      const budget = await db.query('select 1 from budgets where id = $1', [input.budgetId]);
      if (!budget.rows.length) throw validationFailed([{ field: 'budgetId', messages: [MSG.invalidValue] }]);
      if (String(input.periodEnd) < String(input.periodStart))
        throw validationFailed([{ field: 'periodEnd', messages: [MSG.endBeforeStart] }]);
    },
  },
);
