import { ORDER_MSG, ORDER_WORKFLOW } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed } from '../../errors.js';
import { act, stepOf, type Engine } from '../workflows/executions.service.js';
import {
  afterExecutionAnswer,
  beforeExecutionStart,
  onExecutionAnswer,
  onExecutionEnd,
  recordAccess,
} from '../workflows/hooks.js';
import { registerIdOf, runningExecution, sendOrResubmit, startFor } from '../workflows/requests.js';
import { sendToErp } from './orders.erp.js';
import { assertOrderAccess } from './access.js';
import { moveOrder } from './orders.fate.js';

const idOf = (registerId: string) => registerIdOf(registerId, ORDER_MSG.notFound);

async function itemsByStatus(tx: Db, orderId: number) {
  const { rows } = await tx.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from order_items where order_id = $1 group by status',
    [orderId],
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number | undefined>;
}

/** Before it goes (or goes back) to approval: it has items, and none of them still rejected. */
async function assertSendable(tx: Db, orderId: number) {
  const by = await itemsByStatus(tx, orderId);
  if (by.REJECTED) throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.rejectedLeft);
  if (!by.PENDING) throw validationFailed([{ field: 'registerId', messages: [ORDER_MSG.noItems] }]);
}

/**
 * Whoever starts an order's approval (its send route, or the engine's generic start): the order
 * exists, the caller may see it, it is an active draft (or returned, its execution ended) with
 * pending items and none rejected.
 */
beforeExecutionStart(ORDER_WORKFLOW, async (tx, s) => {
  const id = idOf(s.registerId);
  await assertOrderAccess(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
  const { rows } = await tx.query<{ status: string; active: boolean }>(
    'select status, active from orders where id = $1',
    [id],
  );
  if (!rows[0]!.active || !['DRAFT', 'RETURNED'].includes(rows[0]!.status))
    throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.notSendable);
  await assertSendable(tx, id);
});

/** An order's approval is read by those who may read the order. */
recordAccess(ORDER_WORKFLOW, (db, reader, registerId) => assertOrderAccess(db, reader, idOf(registerId)));

const approverName = async (tx: Db, userId: number) =>
  (await tx.query<{ name: string }>('select name from users where id = $1', [userId])).rows[0]?.name ?? null;

/**
 * Each answer's effect on the order, in the engine's transaction: the requester's resubmission
 * (corrected: nothing rejected left) puts it back in approval; the approver's items answer marks
 * each item approved or rejected and, with any rejected, returns the order for correction; a plain
 * return rejects what was pending.
 */
onExecutionAnswer(ORDER_WORKFLOW, async (tx, a) => {
  if (!/^\d+$/.test(a.registerId)) return;
  const id = Number(a.registerId);
  if (a.taskIndex === 0) {
    await assertSendable(tx, id);
    await moveOrder(tx, id, a.actorId, { status: 'IN_APPROVAL' });
    return;
  }
  const responsible = { responsible_approval: await approverName(tx, a.actorId) };
  if (a.effect === 'APPROVE_ITEMS' && a.items) {
    const ids = (xs: string[]) => xs.filter((x) => /^\d{1,12}$/.test(x)).map(Number);
    await moveOrder(tx, id, a.actorId, {
      status: a.items.returned.length ? 'RETURNED' : undefined,
      items: { APPROVED: ids(a.items.integrated), REJECTED: ids(a.items.returned) },
      columns: responsible,
    });
  } else if (a.effect === 'RETURN') {
    const { rows } = await tx.query<{ id: number }>(
      `select id from order_items where order_id = $1 and status = 'PENDING'`,
      [id],
    );
    await moveOrder(tx, id, a.actorId, {
      status: 'RETURNED',
      items: { REJECTED: rows.map((r) => Number(r.id)) },
      columns: responsible,
    });
  }
});

/**
 * The approval's end: approved → APPROVED, whatever was still pending approved with it (an answer
 * that named no items); deactivated → back to a draft, or returned when part of it was approved.
 */
onExecutionEnd(ORDER_WORKFLOW, async (tx, end) => {
  if (!/^\d+$/.test(end.registerId)) return;
  const id = Number(end.registerId);
  if (end.status === 'COMPLETED') {
    const { rows } = await tx.query<{ id: number }>(
      `select id from order_items where order_id = $1 and status = 'PENDING'`,
      [id],
    );
    await moveOrder(tx, id, end.actorId, {
      status: 'APPROVED',
      items: { APPROVED: rows.map((r) => Number(r.id)) },
      columns: { responsible_approval: await approverName(tx, end.actorId) },
    });
  } else {
    const by = await itemsByStatus(tx, id);
    await moveOrder(tx, id, end.actorId, { status: by.APPROVED ? 'RETURNED' : 'DRAFT' });
  }
});

/**
 * Once an approver's answer is committed, whoever gave it (the order's approval page or the generic
 * workflow panel), the items it approved go to the ERP (orders.erp.ts). An engine without an ERP
 * (the demo seed's) leaves that to its caller.
 */
afterExecutionAnswer(ORDER_WORKFLOW, async (engine, a) => {
  if (!/^\d+$/.test(a.registerId) || a.taskIndex === 0 || engine.erp === undefined) return;
  if (a.effect === 'APPROVE_ITEMS' || a.status === 'COMPLETED')
    await sendToErp(
      engine.db,
      engine.erp,
      engine.log ?? { error: () => undefined },
      Number(a.registerId),
      a.actorId,
    );
});

/** The order's execution now running, if any. */
export const orderExecution = (db: Db, orderId: number) => runningExecution(db, ORDER_WORKFLOW, orderId);

/**
 * Sends an order to approval: a new execution (a draft, or a returned order whose execution ended),
 * or the requester's resubmission of the one that returned it. Answers the execution.
 */
export async function sendToApproval(engine: Engine, caller: Caller, id: number) {
  const running = await orderExecution(engine.db, id);
  return sendOrResubmit(engine, caller, running, ORDER_MSG.notSendable, async (tx) => {
    await tx.query('select 1 from orders where id = $1 for update', [id]);
    const created = await startFor(tx, engine, caller, { workflowTypeCode: ORDER_WORKFLOW, id });
    await moveOrder(tx, id, caller.auth.userId, { status: 'IN_APPROVAL' });
    return created;
  });
}

/**
 * The approver's answer item by item: every pending item approved or returned, through the
 * engine's items action on the open approval step (two approvers at once: the engine's version
 * check lets one in, the other gets 409).
 */
export async function answerItems(
  engine: Engine,
  caller: Caller,
  id: number,
  items: { id: number; approved: boolean }[],
) {
  const { rows } = await engine.db.query<{ id: number }>(
    `select id from order_items where order_id = $1 and status = 'PENDING'`,
    [id],
  );
  const pending = new Set(rows.map((r) => Number(r.id)));
  const given = new Set(items.map((i) => i.id));
  if (!pending.size) throw new HttpError(409, 'CONFLICT', ORDER_MSG.notInApproval);
  if (pending.size !== given.size || [...pending].some((p) => !given.has(p)))
    throw validationFailed([{ field: 'items', messages: [ORDER_MSG.decideEveryItem] }]);
  const running = await orderExecution(engine.db, id);
  if (!running) throw new HttpError(409, 'CONFLICT', ORDER_MSG.notInApproval);
  await act(engine, running, caller.auth.userId, (l) => {
    const seq = l.state.steps.length - 1;
    const step = l.state.steps[seq]!;
    if (step.taskIndex === 0) throw new HttpError(409, 'CONFLICT', ORDER_MSG.notInApproval);
    const action = l.state.tasks[step.taskIndex]!.actions.find((x) => x.effect === 'APPROVE_ITEMS');
    if (!action) throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.notInApproval);
    return {
      kind: 'ANSWER',
      step: stepOf(l, l.stepIds[seq]!),
      actionId: action.id,
      items: items.map((i) => ({ id: String(i.id), approved: i.approved })),
    };
  });
}

/**
 * Whether the user is one of those the order's approval task names (a member of its roles): an
 * approver who lost the race for an order answered meanwhile is told 409, not that the order is
 * hidden from him now that no step waits for him.
 */
export async function approverOf(db: Db, orderId: number, userId: number) {
  const { rows } = await db.query(
    `select 1 from workflow_executions e join workflow_types t on t.id = e.type_id and t.code = $2
       join workflow_steps s on s.execution_id = e.id
       join workflow_tasks k on k.id = s.task_id and k.execution_order > 1
       join workflow_roles r on r.code = any(k.roles)
       join workflow_role_members m on m.role_id = r.id and m.user_id = $3
       join users u on u.id = m.user_id and u.active
      where e.register_id = $1 limit 1`,
    [String(orderId), ORDER_WORKFLOW, userId],
  );
  return rows.length > 0;
}
