import { FINANCIAL_MSG, formatMoney, type BudgetMovementKind } from '@balcao/schema';
import { budgetMovements } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed } from '../../errors.js';
import { resourceArea, write, type ResourceArea } from '../../kit/area.js';
import type { Input } from '../../kit/store.js';
import { budgetsArea, movementText } from './budgets.area.js';

/** The budget as a movement finds it, locked until the movement's transaction ends. */
async function lockBudget(tx: Db, budgetId: unknown) {
  const { rows } = await tx.query<{
    balance: string;
    spent: string;
    active: boolean;
    customerId: number | null;
  }>(
    `select balance::text as balance, spent::text as spent, active, customer_id as "customerId"
       from budgets where id = $1 for update`,
    [budgetId],
  );
  if (!rows[0]) throw validationFailed([{ field: 'budgetId', messages: [FINANCIAL_MSG.budgetNotFound] }]);
  return rows[0];
}

/** Balance and spent after a movement, in numeric: never a float on the way. */
async function after(tx: Db, budget: { balance: string; spent: string }, kind: string, value: unknown) {
  const sign = kind === 'SPEND' ? -1 : 1;
  const spentSign = kind === 'SPEND' ? 1 : kind === 'REFUND' ? -1 : 0;
  const { rows } = await tx.query<{ balance: string; spent: string }>(
    `select ($1::numeric + $3::int * $2::numeric)::text as balance,
            ($4::numeric + $5::int * $2::numeric)::text as spent`,
    [budget.balance, value, sign, budget.spent, spentSign],
  );
  return rows[0]!;
}

const negative = (decimal: string) => decimal.startsWith('-');

/**
 * Movements on the kit: a create moves its budget's balance under the budget's row lock, so that
 * any number of spenders at once never take it below zero and none is lost or counted twice; a
 * refund never passes what was spent; an inactive budget is not spent from. Once made, only the
 * description changes. The origin is the calling domain's (moveFunds), never a caller's choice.
 */
export const budgetMovementsArea: ResourceArea = resourceArea(
  budgetMovements,
  {
    table: 'budget_movements',
    alias: 'm',
    from: `budget_movements m left join customers c on c.id = m.customer_id
      left join users u on u.id = m.created_by`,
    createdBy: true,
    sorts: { movedAt: 'm.id' },
    columns: {
      budgetCode: `'VRB-' || lpad(m.budget_id::text, 6, '0')`,
      movementNumber: `'MOV-' || lpad(m.id::text, 6, '0')`,
      movedAt: 'm.created_at',
      balanceAfter: 'm.balance_after',
      corporateName: 'c.corporate_name',
      origin: 'm.origin',
      createdByName: 'u.name',
    },
  },
  {
    prepare: ({ input, before }) =>
      before
        ? {
            ...input,
            budgetId: before.budgetId,
            kind: before.kind,
            value: before.value,
            customerId: before.customerId,
          }
        : input,
    validate: async (tx, { input, before }) => {
      if (before) return;
      const budget = await lockBudget(tx, input.budgetId);
      if (input.kind === 'SPEND' && !budget.active)
        throw new HttpError(400, 'BAD_REQUEST', FINANCIAL_MSG.budgetInactive);
      if (
        budget.customerId !== null &&
        input.customerId &&
        Number(input.customerId) !== Number(budget.customerId)
      )
        throw validationFailed([{ field: 'customerId', messages: [FINANCIAL_MSG.budgetOtherCustomer] }]);
      const next = await after(tx, budget, String(input.kind), input.value);
      if (negative(next.balance))
        throw validationFailed([
          { field: 'value', messages: [FINANCIAL_MSG.insufficientBalance(formatMoney(budget.balance))] },
        ]);
      if (negative(next.spent))
        throw validationFailed([
          { field: 'value', messages: [FINANCIAL_MSG.refundAboveSpent(formatMoney(budget.spent))] },
        ]);
    },
    derive: async (tx, { caller, input, before }) => {
      if (before) return {};
      const next = await after(tx, await lockBudget(tx, input.budgetId), String(input.kind), input.value);
      return { balanceAfter: next.balance, origin: caller ? null : ((input.origin as string) ?? null) };
    },
    // The budget's balance moves with it, in its history: each movement is an entry of the budget's.
    beforeWrite: async (tx, { caller, input, before, actor }) => {
      if (before) return;
      const budget = await lockBudget(tx, input.budgetId);
      const next = await after(tx, budget, String(input.kind), input.value);
      const origin = caller ? null : input.origin;
      await budgetsArea.store.set(
        tx,
        Number(input.budgetId),
        {
          balance: next.balance,
          spent: next.spent,
          lastMovement: movementText({
            kind: String(input.kind),
            value: String(input.value),
            origin,
            description: input.description,
          }),
        },
        actor,
      );
    },
  },
);

export type FundsMovement = {
  budgetId: number;
  kind: BudgetMovementKind;
  /** A decimal string: '1234.56'. */
  value: string;
  customerId?: number | null;
  /** The record that moves it (VPC-000001, NEG-000001). */
  origin: string;
  description?: string;
  actorId: number | null;
};

/**
 * A movement of a budget made by another domain (an approved VPC request spends from its budget;
 * a negotiation may), in the caller's transaction: the same rules as one made on the screen, the
 * budget's history included. Throws VALIDATION_FAILED on `value` when the balance does not cover it.
 */
export function moveFunds(tx: Db, m: FundsMovement) {
  const input: Input = {
    budgetId: m.budgetId,
    kind: m.kind,
    value: m.value,
    customerId: m.customerId ?? null,
    description: m.description ?? '',
    origin: m.origin,
  };
  return write(budgetMovementsArea, tx, { caller: null, input, before: null }, m.actorId);
}

/**
 * The spend an approval makes (an approved VPC request, an approved negotiation), in the approval's
 * transaction: a budget that cannot pay (short balance, inactive) refuses the approval with
 * 'Erro ao cadastrar Aprovação.' and the reason ('Saldo insuficiente na verba (saldo: R$ 10,00)').
 */
export async function spendOnApproval(tx: Db, m: Omit<FundsMovement, 'kind'>) {
  try {
    await moveFunds(tx, { ...m, kind: 'SPEND' });
  } catch (err) {
    const why = err instanceof HttpError ? (err.details?.[0]?.messages[0] ?? err.message) : '';
    throw new HttpError(400, 'BAD_REQUEST', `${FINANCIAL_MSG.approvalFailed} ${why}`.trim());
  }
}
