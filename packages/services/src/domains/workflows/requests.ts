import type { Db } from '../../db/db.js';
import { act, type Engine } from './executions.service.js';

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
