import { budgetCodeOf, FINANCIAL_MSG, formatMoney } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { notFound, type FieldError } from '../../errors.js';
import { assertCustomerFor } from './access.js';

/** What the budget validation lookup answers: may this budget pay this value now? */
export type BudgetValidation = {
  budgetId: number;
  budgetCode: string;
  description: string;
  /** Decimal strings: '1234.56'. */
  balance: string;
  value: string;
  /** The balance once the value is spent: negative when it does not cover it. */
  balanceAfter: string;
  enough: boolean;
  /** Why, as people read it (balance covers it, short, inactive, another customer's). */
  message: string;
};

/**
 * spec/02 §7 'budget validation lookup': whether the budget has balance for `value` (numeric, never
 * float), is active, and serves the customer when one is given. Read only: the spend itself is
 * moveFunds's, under the budget's row lock, which decides again. With a caller, a budget of one
 * customer is answered only to who may see that customer (403 'Você não possui acesso a este cliente.').
 */
export async function budgetValidation(
  db: Db,
  q: { budgetId: number; value: string; customerId?: number | null },
  caller?: Caller,
  module = 'SIMULACAO_DE_PRECO',
): Promise<BudgetValidation> {
  const { rows } = await db.query<{
    description: string;
    balance: string;
    after: string;
    covers: boolean;
    active: boolean;
    customerId: number | null;
  }>(
    `select description, balance::text as balance, (balance - $2::numeric)::text as after,
            balance >= $2::numeric as covers, active, customer_id as "customerId"
       from budgets where id = $1`,
    [q.budgetId, q.value],
  );
  const b = rows[0];
  if (!b) throw notFound(FINANCIAL_MSG.budgetNotFound);
  if (caller && b.customerId !== null) await assertCustomerFor(db, caller, module, Number(b.customerId));
  const otherCustomer =
    b.customerId !== null && q.customerId != null && Number(b.customerId) !== q.customerId;
  const message = !b.active
    ? FINANCIAL_MSG.budgetInactive
    : otherCustomer
      ? FINANCIAL_MSG.budgetOtherCustomer
      : b.covers
        ? FINANCIAL_MSG.balanceCovers(formatMoney(b.balance))
        : FINANCIAL_MSG.insufficientBalance(formatMoney(b.balance));
  return {
    budgetId: q.budgetId,
    budgetCode: budgetCodeOf(q.budgetId),
    description: b.description,
    balance: b.balance,
    value: q.value,
    balanceAfter: b.after,
    enough: b.active && !otherCustomer && b.covers,
    message,
  };
}

/**
 * On saving a record that spends from a budget (input.budgetId, when named): it must be active and
 * of any customer or the record's (input.customerId); what is wrong goes to `errors` on budgetId.
 */
export async function checkBudgetServes(db: Db, input: Record<string, unknown>, errors: FieldError[]) {
  if (!input.budgetId) return;
  const { rows } = await db.query<{ customerId: number | null }>(
    'select customer_id as "customerId" from budgets where id = $1 and active',
    [input.budgetId],
  );
  const budget = rows[0];
  if (!budget) errors.push({ field: 'budgetId', messages: [FINANCIAL_MSG.budgetInactive] });
  else if (budget.customerId !== null && Number(budget.customerId) !== Number(input.customerId))
    errors.push({ field: 'budgetId', messages: [FINANCIAL_MSG.budgetOtherCustomer] });
}
