import { BUYER_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import { buyers, resourceMessages } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { forbidden, HttpError, notFound } from '../../errors.js';
import { participantRegisterIds } from '../workflows/participants.js';
import {
  assertCustomerAccess,
  customerListWhere,
  seesAllCustomers,
  type Caller,
} from '../customers/access.js';
import type { RecordRule } from '../../kit/rules.js';

/**
 * A buyer is seen by who may see his customer: the customers' rule (customers/access.ts), applied
 * to the buyer's customer; and by who takes part in one of his registration change workflows (the
 * approver opens him from his task). 404 when there is no such buyer; 403 'Você não possui acesso
 * a este cliente.' otherwise refused.
 */
export async function assertBuyerAccess(db: Db, caller: Caller, buyerId: number) {
  const { rows } = await db.query<{ customerId: number }>(
    'select customer_id as "customerId" from buyers where id = $1',
    [buyerId],
  );
  if (!rows[0]) throw notFound(resourceMessages(buyers).notFound);
  try {
    await assertCustomerAccess(db, caller, Number(rows[0].customerId));
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 403)) throw err;
    const takesPart = await db.query(
      `select 1 where $1::text in (${participantRegisterIds(BUYER_CHANGE_WORKFLOW).replaceAll(':1', '$2')})`,
      [buyerId, caller.auth.userId],
    );
    if (!takesPart.rows.length) throw err;
  }
}

/** A buyer's history: his customer's rule while he exists; once gone, only for who sees every customer. */
export async function assertBuyerHistoryAccess(db: Db, caller: Caller, buyerId: number) {
  const { rows } = await db.query('select 1 from buyers where id = $1', [buyerId]);
  if (rows.length) return assertBuyerAccess(db, caller, buyerId);
  if (customerListWhere(caller).length) throw forbidden(MSG.noClientAccess);
}

/**
 * buyerOfVisibleCustomer: the customers' rule applied to the buyer's customer (the list joins it
 * aliased `c`), plus whoever takes part in one of his change workflows.
 */
export const buyerRule: RecordRule = {
  assert: assertBuyerAccess,
  listWhere: customerListWhere,
  seesAll: (caller) => seesAllCustomers(caller.accessSet),
  history: assertBuyerHistoryAccess,
};
