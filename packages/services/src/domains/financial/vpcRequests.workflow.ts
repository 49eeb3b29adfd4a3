import { FINANCIAL_MSG, VPC_WORKFLOW, vpcNumberOf } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import type { ResourceStore } from '../../kit/store.js';
import { act, type Engine } from '../workflows/executions.service.js';
import { beforeExecutionStart, onExecutionAnswer, onExecutionEnd, recordAccess } from '../workflows/hooks.js';
import { registerIdOf, runningExecution, sendOrResubmit, startFor } from '../workflows/requests.js';
import { vpcRule } from './access.js';
import { spendOnApproval } from './budgetMovements.area.js';

const idOf = (registerId: string) => registerIdOf(registerId, FINANCIAL_MSG.vpcNotFound);

/** A request changes while it is a draft or returned for correction (400 in its words). */
export function assertVpcEditable(row: Record<string, unknown>) {
  if (!['DRAFT', 'RETURNED'].includes(String(row.status)))
    throw new HttpError(400, 'BAD_REQUEST', FINANCIAL_MSG.vpcNotEditable);
}

const statusOf = async (tx: Db, id: number) =>
  (await tx.query<{ status: string }>('select status from vpc_requests where id = $1 for update', [id]))
    .rows[0]?.status;

/** Its approval spends its value from its budget; a budget that cannot pay refuses the approval. */
async function spendApproved(tx: Db, id: number, actorId: number) {
  const { rows } = await tx.query<{ budgetId: number | null; value: string; customerId: number }>(
    `select budget_id as "budgetId", value::text as value, customer_id as "customerId" from vpc_requests where id = $1`,
    [id],
  );
  const r = rows[0]!;
  if (r.budgetId === null) return;
  await spendOnApproval(tx, {
    budgetId: Number(r.budgetId),
    value: r.value,
    customerId: Number(r.customerId),
    origin: vpcNumberOf(id),
    description: 'Aprovação de VPC',
    actorId,
  });
}

/**
 * The VPC request's workflow (type APROVACAO_VPC): whoever starts it (its send route, or the
 * engine's generic start) may see it, and it is a draft or returned; the requester's resubmission
 * puts it back in approval, a return sends it back to him; approved → APPROVED, its value spent
 * from its budget in the same transaction; deactivated → a draft again.
 */
export function registerVpcWorkflow(store: ResourceStore) {
  beforeExecutionStart(VPC_WORKFLOW, async (tx, s) => {
    const id = idOf(s.registerId);
    await vpcRule.assert(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
    if (!['DRAFT', 'RETURNED'].includes((await statusOf(tx, id)) ?? ''))
      throw new HttpError(400, 'BAD_REQUEST', FINANCIAL_MSG.vpcNotSendable);
  });
  recordAccess(VPC_WORKFLOW, (db, reader, registerId) => vpcRule.assert(db, reader, idOf(registerId)));
  onExecutionAnswer(VPC_WORKFLOW, async (tx, a) => {
    if (!/^\d+$/.test(a.registerId)) return;
    const id = Number(a.registerId);
    if (a.taskIndex === 0) await store.set(tx, id, { status: 'IN_APPROVAL' }, a.actorId);
    else if (a.effect === 'RETURN') await store.set(tx, id, { status: 'RETURNED' }, a.actorId);
  });
  onExecutionEnd(VPC_WORKFLOW, async (tx, end) => {
    if (!/^\d+$/.test(end.registerId)) return;
    const id = Number(end.registerId);
    const status = await statusOf(tx, id);
    if (end.status === 'COMPLETED') {
      await spendApproved(tx, id, end.actorId);
      await tx.query('update vpc_requests set approved_at = now() where id = $1', [id]);
      await store.set(tx, id, { status: 'APPROVED' }, end.actorId);
    } else if (status === 'IN_APPROVAL' || status === 'RETURNED')
      await store.set(tx, id, { status: 'DRAFT' }, end.actorId);
  });
}

/** Sends a draft to approval (a new execution) or a returned request back to it (the resubmission). */
export async function sendVpc(engine: Engine, store: ResourceStore, caller: Caller, id: number) {
  const running = await runningExecution(engine.db, VPC_WORKFLOW, id);
  return sendOrResubmit(engine, caller, running, FINANCIAL_MSG.vpcNotSendable, async (tx) => {
    // Its value routes it through the alçadas of APROVACAO_VPC (/financial/jurisdiction).
    const { rows } = await tx.query<{ value: string }>(
      'select value::text as value from vpc_requests where id = $1',
      [id],
    );
    const created = await startFor(tx, engine, caller, {
      workflowTypeCode: VPC_WORKFLOW,
      id,
      amount: rows[0]?.value ?? null,
    });
    await store.set(tx, id, { status: 'IN_APPROVAL' }, caller.auth.userId);
    return created;
  });
}

/**
 * Cancels a draft or a returned request (its running execution deactivated first): CANCELLED, its
 * NDs free to back another request.
 */
export async function cancelVpc(engine: Engine, store: ResourceStore, caller: Caller, id: number) {
  const status = (await store.find(engine.db, id)).status;
  if (!['DRAFT', 'RETURNED'].includes(String(status)))
    throw new HttpError(400, 'BAD_REQUEST', FINANCIAL_MSG.vpcNotCancellable);
  const running = await runningExecution(engine.db, VPC_WORKFLOW, id);
  if (running) await act(engine, running, caller.auth.userId, () => ({ kind: 'DEACTIVATE' }));
  return engine.db.transaction(async (tx) => {
    if ((await statusOf(tx, id)) !== 'DRAFT')
      throw new HttpError(400, 'BAD_REQUEST', FINANCIAL_MSG.vpcNotCancellable);
    await tx.query('delete from vpc_request_debit_notes where vpc_request_id = $1', [id]);
    return store.set(tx, id, { status: 'CANCELLED' }, caller.auth.userId);
  });
}
