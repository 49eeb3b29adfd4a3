import { can, NEGOTIATION_WORKFLOW, PRESIDENCY_MODULE, PRESIDENCY_MSG } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError } from '../../errors.js';
import { act, type Engine } from '../workflows/executions.service.js';

/**
 * The running approval of negotiation `n` whose alçada is the presidency's and whose open step is
 * the approver's (not one returned to the requester): the deal waits for the presidency.
 */
const PRESIDENCY_EXECUTION = `select e.id from workflow_executions e
    join workflow_types t on t.id = e.type_id and t.code = '${NEGOTIATION_WORKFLOW}'
    join approval_modes m on m.id = e.approval_mode_id and m.role_code = 'PRESIDENCY'
   where e.register_id = n.id::text and e.status = 'IN_PROGRESS'
     and exists (select 1 from workflow_steps s join workflow_tasks k on k.id = s.task_id
                  where s.execution_id = e.id and s.status = 'OPEN' and not ('REQUESTER' = any(k.roles)))`;

/** Over a negotiations row `n`: it waits for the presidency's answer. */
export const AWAITING_PRESIDENCY_SQL = `(n.status = 'IN_APPROVAL' and not n.blocked
  and exists (${PRESIDENCY_EXECUTION}))`;

/** The execution a deal waiting for the presidency is in; 400 in the product's words otherwise. */
async function presidencyExecution(db: Db, id: number) {
  const { rows } = await db.query<{ id: number }>(
    `select (${PRESIDENCY_EXECUTION}) as id from negotiations n where n.id = $1 and ${AWAITING_PRESIDENCY_SQL}`,
    [id],
  );
  if (!rows[0]) throw new HttpError(400, 'BAD_REQUEST', PRESIDENCY_MSG.notWaiting);
  return Number(rows[0].id);
}

/**
 * Whether `caller` adjusts the items of a deal in approval as the presidency: he holds
 * PRESIDENCIA × EDITAR, is an active member of the presidency, and the deal waits for it.
 */
export async function presidencyEdits(db: Db, caller: Caller | null, id: number) {
  if (!caller || !can(caller.accessSet, PRESIDENCY_MODULE, 'EDITAR')) return false;
  const { rows } = await db.query(
    `select 1 from negotiations n where n.id = $1 and ${AWAITING_PRESIDENCY_SQL}
        and exists (select 1 from workflow_role_members rm join workflow_roles r on r.id = rm.role_id
                      join users u on u.id = rm.user_id
                     where r.code = 'PRESIDENCY' and rm.user_id = $2 and u.active)`,
    [id, caller.auth.userId],
  );
  return rows.length > 0;
}

/**
 * Approves a deal waiting for the presidency with the engine's presidency answer (its approval
 * task's advancing action): the engine checks that the caller is of the presidency, and of two
 * answers at once one wins (409 for the other). The engine's end hook makes the deal APPROVED.
 */
export async function approveAsPresidency(engine: Engine, caller: Caller, id: number) {
  const execution = await presidencyExecution(engine.db, id);
  await act(engine, execution, caller.auth.userId, (l) => {
    const step = l.state.steps.length - 1;
    const task = l.state.tasks[l.state.steps[step]?.taskIndex ?? 0]!;
    const approve = task.actions.find((a) => a.effect === 'ADVANCE');
    if (!approve) throw new HttpError(400, 'BAD_REQUEST', PRESIDENCY_MSG.notWaiting);
    return { kind: 'PRESIDENCY_ANSWER', step, actionId: approve.id };
  });
}
