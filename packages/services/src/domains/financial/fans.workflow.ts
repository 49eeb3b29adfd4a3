import { FAN_MSG, FAN_WORKFLOW } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import { HttpError } from '../../errors.js';
import type { ResourceStore } from '../../kit/store.js';
import { act, type Engine } from '../workflows/executions.service.js';
import { beforeExecutionStart, onExecutionAnswer, onExecutionEnd, recordAccess } from '../workflows/hooks.js';
import { registerIdOf, resubmit, runningExecution } from '../workflows/requests.js';
import { fanRule } from './access.js';

const idOf = (registerId: string) => registerIdOf(registerId, FAN_MSG.notFound);

/**
 * A FAN changes (its fields, its documents) until its approver decides: while it waits for him or
 * for its correction (400 otherwise).
 */
export function assertFanOpen(row: Record<string, unknown>) {
  if (!['IN_APPROVAL', 'RETURNED'].includes(String(row.status)))
    throw new HttpError(400, 'BAD_REQUEST', FAN_MSG.notEditable);
}

const notConcludable = () => new HttpError(400, 'BAD_REQUEST', FAN_MSG.notConcludable);

/**
 * The FAN's workflow (type APROVACAO_FAN), started by its save (the kit's create, workflowStart
 * 'save'), never again: a start by hand is refused. Whoever may see the FAN sees its execution; a
 * return sends it back to its requester, his conclusion puts it back in approval; approved →
 * APPROVED (the negotiations of its customer read it from then on); deactivated → CANCELLED.
 */
export function registerFanWorkflow(store: ResourceStore) {
  beforeExecutionStart(FAN_WORKFLOW, async (tx, s) => {
    const id = idOf(s.registerId);
    await fanRule.assert(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
    const { rows } = await tx.query<{ status: string; started: boolean }>(
      `select f.status, exists (select 1 from workflow_executions e join workflow_types t on t.id = e.type_id
                                 where t.code = $2 and e.register_id = f.id::text) as started
         from fans f where f.id = $1`,
      [id, FAN_WORKFLOW],
    );
    if (rows[0]!.started || rows[0]!.status !== 'IN_APPROVAL')
      throw new HttpError(400, 'BAD_REQUEST', FAN_MSG.startFailed);
  });
  recordAccess(FAN_WORKFLOW, (db, reader, registerId) => fanRule.assert(db, reader, idOf(registerId)));
  onExecutionAnswer(FAN_WORKFLOW, async (tx, a) => {
    if (!/^\d+$/.test(a.registerId)) return;
    const id = Number(a.registerId);
    if (a.taskIndex === 0) await store.set(tx, id, { status: 'IN_APPROVAL' }, a.actorId);
    else if (a.effect === 'RETURN') await store.set(tx, id, { status: 'RETURNED' }, a.actorId);
  });
  onExecutionEnd(FAN_WORKFLOW, async (tx, end) => {
    if (!/^\d+$/.test(end.registerId)) return;
    const id = Number(end.registerId);
    if (end.status !== 'COMPLETED')
      return void (await store.set(tx, id, { status: 'CANCELLED' }, end.actorId));
    await tx.query('update fans set approved_at = now() where id = $1', [id]);
    await store.set(tx, id, { status: 'APPROVED' }, end.actorId);
  });
}

/**
 * spec/02 §7 'PUT conclude by workflowFanId': the requester concludes his correction of a returned
 * FAN, which goes back to its approver (the engine's resubmission of its first task).
 */
export async function concludeFan(engine: Engine, store: ResourceStore, caller: Caller, id: number) {
  if ((await store.find(engine.db, id)).status !== 'RETURNED') throw notConcludable();
  const running = await runningExecution(engine.db, FAN_WORKFLOW, id);
  if (!running) throw notConcludable();
  await resubmit(engine, running, caller.auth.userId, notConcludable);
  return store.find(engine.db, id);
}

/**
 * Cancels an open FAN (in approval or returned): its running execution is deactivated, whose end
 * makes it CANCELLED; its period is free for another FAN of the customer.
 */
export async function cancelFan(engine: Engine, store: ResourceStore, caller: Caller, id: number) {
  const refused = () => new HttpError(400, 'BAD_REQUEST', FAN_MSG.notCancellable);
  if (!['IN_APPROVAL', 'RETURNED'].includes(String((await store.find(engine.db, id)).status)))
    throw refused();
  const running = await runningExecution(engine.db, FAN_WORKFLOW, id);
  if (!running) throw refused();
  await act(engine, running, caller.auth.userId, () => ({ kind: 'DEACTIVATE' }));
  return store.find(engine.db, id);
}
