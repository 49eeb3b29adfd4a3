import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { budgetCodeOf, MSG, NEGOTIATION_WORKFLOW } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, type FieldError } from '../../errors.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { recordNumberSql } from '../../lib/list.js';
import { assertCustomerAccess } from '../customers/access.js';
import { spendOnApproval } from '../financial/budgetMovements.area.js';
import { budgetValidation, checkBudgetServes } from '../financial/budgetValidation.js';
import { beforeExecutionStart, onExecutionEnd } from '../workflows/hooks.js';

/**
 * A negotiation may name the budget (verba) it spends from: when approved, its valueBudget is spent
 * from it through moveFunds (origin NEG-000001), never below zero. Everything of it is here: its
 * columns, its save rule, the choices, the check when sent and the spend when approved.
 */
export const NEGOTIATION_BUDGET_COLUMNS = {
  budgetName: `(select 'VRB-' || lpad(nb.id::text, 6, '0') || ': ' || nb.description
                  from budgets nb where nb.id = n.budget_id)`,
};

/** On save: an active budget, for any customer or the deal's, and a value to spend from it. */
export async function checkNegotiationBudget(db: Db, input: Record<string, unknown>, errors: FieldError[]) {
  if (!input.budgetId) return;
  await checkBudgetServes(db, input, errors);
  if (!input.valueBudget) errors.push({ field: 'valueBudget', messages: [MSG.required] });
}

type DealBudget = { budgetId: number | null; value: string | null; customerId: number };
const dealBudget = async (tx: Db, id: number) =>
  (
    await tx.query<DealBudget>(
      `select budget_id as "budgetId", value_budget::text as value, customer_id as "customerId"
         from negotiations where id = $1`,
      [id],
    )
  ).rows[0];

// Sent to approval only while the budget covers its value (the budget validation lookup); the
// approval spends it again under the budget's lock, which decides.
beforeExecutionStart(NEGOTIATION_WORKFLOW, async (tx, s) => {
  if (!/^\d{1,12}$/.test(s.registerId)) return;
  const deal = await dealBudget(tx, Number(s.registerId));
  if (!deal?.budgetId || !deal.value || Number(deal.value) === 0) return;
  const check = await budgetValidation(tx, {
    budgetId: Number(deal.budgetId),
    value: deal.value,
    customerId: Number(deal.customerId),
  });
  if (!check.enough) throw new HttpError(400, 'BAD_REQUEST', `${check.budgetCode}: ${check.message}`);
});

// Approved: its value spent from its budget in the engine's transaction; a budget that cannot pay
// refuses the approval ('Erro ao cadastrar Aprovação.' and why).
onExecutionEnd(NEGOTIATION_WORKFLOW, async (tx, end) => {
  if (end.status !== 'COMPLETED' || !/^\d{1,12}$/.test(end.registerId)) return;
  const id = Number(end.registerId);
  const deal = await dealBudget(tx, id);
  if (!deal?.budgetId || !deal.value || Number(deal.value) === 0) return;
  const { rows } = await tx.query<{ origin: string }>(
    `select ${recordNumberSql('NEG', '$1::bigint')} as origin`,
    [id],
  );
  await spendOnApproval(tx, {
    budgetId: Number(deal.budgetId),
    value: deal.value,
    customerId: Number(deal.customerId),
    origin: rows[0]!.origin,
    description: 'Aprovação de negociação',
    actorId: end.actorId,
  });
});

/** The budgets a deal of this customer may spend from: active, for any customer or for him. */
export const negotiationBudgetRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  app.get('/negotiations/budgets', {
    schema: {
      tags: ['negotiations'],
      querystring: z.object({ customerId: z.coerce.number().int().positive().optional() }),
    },
    config: { access: { module: area.def.module, action: 'VISUALIZAR' } },
    handler: async (req) => {
      const customerId = req.query.customerId ?? null;
      if (customerId !== null) await assertCustomerAccess(db, req, customerId);
      const { rows } = await db.query<{
        id: number;
        description: string;
        balance: string;
        customerId: number | null;
      }>(
        `select id, description, balance::text as balance, customer_id as "customerId" from budgets
          where active and (customer_id is null or customer_id = $1) order by id`,
        [customerId],
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), code: budgetCodeOf(r.id) }));
    },
  });
};
