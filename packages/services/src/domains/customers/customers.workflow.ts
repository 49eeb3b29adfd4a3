import { CUSTOMER_MSG, CUSTOMER_WORKFLOW } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { notFound, validationFailed } from '../../errors.js';
import { beforeExecutionStart, onExecutionEnd, recordAccess } from '../workflows/hooks.js';
import { act, type Engine } from '../workflows/executions.service.js';
import { startFor } from '../workflows/requests.js';
import { assertCustomerAccess, type Caller } from './access.js';
import { audited } from './customers.repo.js';

/** Statuses a customer goes to approval from: a pre-registration, or one whose approval was returned. */
const STARTABLE = ['PRE_REGISTRATION', 'IN_APPROVAL'];

/**
 * Whoever starts a CADASTRO_CLIENTE execution (the upsert here, or the engine's generic
 * startExecution route): the customer must exist, be visible to the caller (the record rule) and
 * be a pre-registration; an approved customer does not go back to approval. A running execution
 * is refused by the engine itself (409).
 */
beforeExecutionStart(CUSTOMER_WORKFLOW, async (tx, s) => {
  if (!/^\d{1,9}$/.test(s.registerId)) throw notFound(CUSTOMER_MSG.notFound);
  const id = Number(s.registerId);
  await assertCustomerAccess(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
  const { rows } = await tx.query<{ status: string }>('select status from customers where id = $1', [id]);
  if (!STARTABLE.includes(rows[0]!.status))
    throw validationFailed([{ field: 'registerId', messages: [CUSTOMER_MSG.onlyPreRegistrationToApproval] }]);
});

/** A customer's registration workflow is read by those who may read the customer. */
recordAccess(CUSTOMER_WORKFLOW, async (db, reader, registerId) => {
  if (!/^\d{1,9}$/.test(registerId)) throw notFound(CUSTOMER_MSG.notFound);
  await assertCustomerAccess(db, reader, Number(registerId));
});

/**
 * The customer-registration workflow's effect on the record: approved (the execution completes) →
 * the customer is active; deactivated → back to pre-registration. Runs inside the engine's
 * transaction (domains/workflows/hooks.ts), so the status and the execution never disagree.
 */
onExecutionEnd(CUSTOMER_WORKFLOW, async (tx, end) => {
  if (!/^\d+$/.test(end.registerId)) return;
  const next = end.status === 'COMPLETED' ? 'ACTIVE' : 'PRE_REGISTRATION';
  await moveStatus(tx, Number(end.registerId), STARTABLE, next, end.actorId);
});

/**
 * Moves a customer whose status is one of `from` to `to`, with the change in its history as made by
 * `userId` (who approved it, or who sent it to approval).
 */
async function moveStatus(tx: Db, id: number, from: string[], to: string, userId: number) {
  const { rows } = await tx.query<{ status: string }>(
    `update customers c set status = $2, updated_at = now()
       from (select id, status from customers where id = $1 for update) old
      where c.id = old.id and old.status = any($3::text[]) returning old.status`,
    [id, to, from],
  );
  const was = rows[0]?.status;
  if (was === undefined || was === to) return;
  await recordChange(tx, {
    entity: 'customer',
    entityId: id,
    action: 'update',
    userId,
    before: audited({ status: was }),
    after: audited({ status: to }),
  });
}

export async function runningExecution(db: Db, customerId: number) {
  const { rows } = await db.query<{ id: number }>(
    `select e.id from workflow_executions e join workflow_types t on t.id = e.type_id
      where t.code = $1 and e.register_id = $2 and e.status = 'IN_PROGRESS'`,
    [CUSTOMER_WORKFLOW, String(customerId)],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * Sends a pre-registration to approval inside the caller's transaction (the customer's own write
 * in the same one): starts its CADASTRO_CLIENTE execution through the engine (its start module and
 * rules apply) and marks it in approval. A record already in a running execution is left as it is.
 * Returns the execution to announce once the transaction has committed (`notifyStarted`), if one
 * was started.
 */
export async function submitForApprovalIn(
  tx: Db,
  engine: Engine,
  caller: Caller,
  customerId: number,
): Promise<number | null> {
  const started =
    (await runningExecution(tx, customerId)) === null
      ? await startFor(tx, engine, caller, { workflowTypeCode: CUSTOMER_WORKFLOW, id: customerId })
      : null;
  await moveStatus(tx, customerId, ['PRE_REGISTRATION'], 'IN_APPROVAL', caller.auth.userId);
  return started;
}

/** A removed pre-registration's running execution ends with it. */
export async function deactivateExecution(engine: Engine, actorId: number, customerId: number) {
  const id = await runningExecution(engine.db, customerId);
  if (id !== null) await act(engine, id, actorId, () => ({ kind: 'DEACTIVATE' }));
}
