import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, notFound } from '../../errors.js';
import { act, startIn, type Engine } from './executions.service.js';

/** A record's id from an execution's register id: 404 in the record's words when it is none. */
export function registerIdOf(registerId: string, notFoundMessage: string) {
  if (!/^\d{1,12}$/.test(registerId)) throw notFound(notFoundMessage);
  return Number(registerId);
}

/**
 * Starts the workflow of one record as the caller, inside the caller's transaction (`startIn`):
 * the routing amount where the type's alçadas read one.
 */
export function startFor(
  tx: Db,
  engine: Engine,
  caller: Caller,
  start: { workflowTypeCode: string; id: number; amount?: string | null },
) {
  return startIn(
    tx,
    engine,
    { userId: caller.auth.userId, accessSet: caller.accessSet },
    { workflowTypeCode: start.workflowTypeCode, registerId: String(start.id), amount: start.amount },
  );
}

/** The execution of a workflow type now running for a record, if any. */
export async function runningExecution(db: Db, typeCode: string, registerId: number | string) {
  const { rows } = await db.query<{ id: number }>(
    `select e.id from workflow_executions e join workflow_types t on t.id = e.type_id and t.code = $2
      where e.register_id = $1 and e.status = 'IN_PROGRESS'`,
    [String(registerId), typeCode],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/**
 * The requester's resubmission of a record his approver returned: the advancing answer of the
 * reopened first task; `refused` when the execution waits on anything else.
 */
export async function resubmit(engine: Engine, executionId: number, userId: number, refused: () => Error) {
  await act(engine, executionId, userId, (l) => {
    const seq = l.state.steps.length - 1;
    const step = l.state.steps[seq]!;
    if (step.taskIndex !== 0 || step.status !== 'OPEN') throw refused();
    const submit =
      l.state.tasks[0]!.actions.find((x) => x.effect === 'ADVANCE') ?? l.state.tasks[0]!.actions[0];
    return { kind: 'ANSWER', step: seq, actionId: submit?.id ?? 0 };
  });
}

/**
 * Sends a record to approval: the requester's resubmission of the execution `running` (400 with
 * `notSendable` when it waits on anything else), else a new one that `start` begins in a
 * transaction. Answers the execution and whether it is new.
 */
export async function sendOrResubmit(
  engine: Engine,
  caller: Caller,
  running: number | null,
  notSendable: string,
  start: (tx: Db) => Promise<number>,
) {
  if (running) {
    await resubmit(engine, running, caller.auth.userId, () => new HttpError(400, 'BAD_REQUEST', notSendable));
    return { execution: running, started: false };
  }
  const execution = await engine.db.transaction(start);
  return { execution, started: true };
}
