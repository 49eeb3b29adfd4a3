import {
  can,
  MSG,
  startExecution,
  transition,
  type AccessSet,
  type Command,
  type ExecutionState,
  type Outcome,
} from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden, HttpError, notFound, validationFailed } from '../../errors.js';
import {
  conflictAnswered,
  loadDirectory,
  loadDirectoryOf,
  loadExecution,
  loadTasks,
  persist,
  writeEvent,
  writeSteps,
  type Loaded,
} from './executions.store.js';
import type { EngineDeps } from './notifier.js';
import { resolveJurisdiction } from './jurisdictions.js';
import {
  runAfterExecutionAnswer,
  runBeforeExecutionStart,
  runExecutionAnswer,
  runExecutionEnd,
  type ExecutionAnswer,
} from './hooks.js';
import { notifyEnded, notifyOpened, notifyStarted } from './executions.notify.js';

export type Engine = EngineDeps & { db: Db };
// Whoever starts an execution tells its first task's people once the start has committed.
export { notifyStarted };

const closed = () => new HttpError(409, 'CONFLICT', MSG.workflowExecutionClosed);

function ruleError(out: Extract<Outcome, { ok: false }>, state: ExecutionState) {
  if (out.error === 'FORBIDDEN') return forbidden(MSG.noPermission);
  if (out.error === 'CONFLICT') return state.status === 'IN_PROGRESS' ? conflictAnswered() : closed();
  return validationFailed([{ field: 'command', messages: [out.reason] }]);
}

/** The type by id or code, active, and its latest version that has tasks. */
async function typeAndVersion(db: Db, ref: { workflowTypeId?: number; workflowTypeCode?: string }) {
  const { rows } = await db.query<{
    id: number;
    code: string;
    active: boolean;
    start_module: string | null;
    version_id: number | null;
  }>(
    `select t.id, t.code, t.active, t.start_module,
            (select v.id from workflow_versions v where v.type_id = t.id
                and exists (select 1 from workflow_tasks k where k.version_id = v.id)
              order by v.number desc limit 1) as version_id
       from workflow_types t where t.id = $1 or lower(t.code) = lower($2)`,
    [ref.workflowTypeId ?? null, ref.workflowTypeCode ?? null],
  );
  const type = rows[0];
  if (!type) throw notFound('Tipo de workflow não encontrado');
  return {
    typeId: Number(type.id),
    code: type.code,
    active: type.active,
    startModule: type.start_module,
    versionId: type.version_id ? Number(type.version_id) : null,
  };
}

/** Whether a user may start executions of a type: its start module × WORKFLOW, when it names one. */
export const mayStart = (startModule: string | null, accessSet: AccessSet) =>
  !startModule || can(accessSet, startModule, 'WORKFLOW');

export async function findType(db: Db, ref: { workflowTypeId?: number; workflowTypeCode?: string }) {
  return typeAndVersion(db, ref);
}

/**
 * Starts a new execution of the type's latest version for one record (201). The record domain's
 * "before start" hooks (hooks.ts) decide first, for everyone (the demo seed included).
 */
export async function start(
  engine: Engine,
  actor: { userId: number; accessSet: AccessSet },
  input: StartInput,
) {
  const created = await engine.db.transaction((tx) => startIn(tx, engine, actor, input));
  await notifyStarted(engine, created);
  return created;
}

type StartInput = {
  workflowTypeId?: number;
  workflowTypeCode?: string;
  registerId: string;
  amount?: string | null;
};

/**
 * The writes of a start, inside the caller's transaction: a record domain that writes its record
 * and starts its approval in one transaction leaves neither behind when either fails. Call
 * `notifyStarted` once that transaction has committed.
 */
export async function startIn(
  tx: Db,
  engine: Engine,
  actor: { userId: number; accessSet: AccessSet },
  input: StartInput,
): Promise<number> {
  const now = engine.now();
  const { typeId, code, active, versionId, startModule } = await typeAndVersion(tx, input);
  if (!mayStart(startModule, actor.accessSet)) throw forbidden(MSG.noPermission);
  if (!active || !versionId)
    throw validationFailed([{ field: 'workflowTypeId', messages: [MSG.workflowNoVersion] }]);
  await runBeforeExecutionStart(tx, code, { registerId: input.registerId, ...actor });
  const running = await tx.query(
    'select 1 from workflow_executions where type_id = $1 and register_id = $2 and status = $3',
    [typeId, input.registerId, 'IN_PROGRESS'],
  );
  if (running.rows.length) throw new HttpError(409, 'CONFLICT', MSG.workflowInProgress);
  const tasks = await loadTasks(tx, versionId);
  const alcada = await resolveJurisdiction(tx, typeId, input.amount ?? null);
  const dir = await loadDirectory(
    tx,
    tasks.map((t) => t.roles),
    actor.userId,
    now,
    alcada?.approvalModeId ?? null,
  );
  const out = startExecution(
    tasks.map((t) => t.rule),
    actor.userId,
    dir,
    now,
  );
  if (!out.ok) throw validationFailed([{ field: 'workflowTypeId', messages: [out.reason] }]);
  const { rows } = await tx.query<{ id: number }>(
    `insert into workflow_executions (type_id, version_id, register_id, requester_id, status, current_task,
                                      amount, jurisdiction_id, approval_mode_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning id`,
    [
      typeId,
      versionId,
      input.registerId,
      actor.userId,
      out.state.status,
      out.state.currentTask,
      input.amount ?? null,
      alcada?.id ?? null,
      alcada?.approvalModeId ?? null,
    ],
  );
  // Two starts of one record at once: the partial unique index lets one in.
  if (!rows[0]) throw new HttpError(409, 'CONFLICT', MSG.workflowInProgress);
  const id = Number(rows[0].id);
  await writeSteps(
    tx,
    id,
    tasks.map((t) => t.id),
    [],
    out.state.steps,
    [],
  );
  if (out.event) await writeEvent(tx, id, out.event);
  if (out.state.status !== 'IN_PROGRESS') {
    await runExecutionEnd(tx, code, {
      executionId: id,
      registerId: input.registerId,
      status: out.state.status,
      actorId: actor.userId,
    });
  }
  return id;
}

/**
 * One action on an execution, decided by the rules and written back under the version check.
 * `build` turns the request into the rules' command once the execution is read (step ids → positions).
 */
export async function act(
  engine: Engine,
  executionId: number,
  actorId: number,
  build: (l: Loaded) => Command,
) {
  const now = engine.now();
  const { loaded, dir } = await engine.db
    .transaction(async (tx) => {
      const loaded = await loadExecution(tx, executionId);
      if (loaded.state.status !== 'IN_PROGRESS') throw closed();
      const dir = await loadDirectoryOf(tx, loaded, now);
      const out = transition(loaded.state, build(loaded), actorId, dir, now);
      if (!out.ok) throw ruleError(out, loaded.state);
      await persist(tx, loaded, out.state, out.event);
      const ev = out.event;
      const answered = ev && ev.step !== null && (ev.kind === 'ANSWER' || ev.kind === 'PRESIDENCY_ANSWER');
      let answer: ExecutionAnswer | null = null;
      if (answered) {
        const step = out.state.steps[ev.step!]!;
        const detail = ev.detail as { integrated: string[]; returned: string[] } | undefined;
        answer = {
          executionId: loaded.id,
          registerId: loaded.registerId,
          actorId,
          taskIndex: step.taskIndex,
          effect: step.effect ?? 'ADVANCE',
          items: detail ? { integrated: detail.integrated, returned: detail.returned } : null,
          status: out.state.status,
        };
        await runExecutionAnswer(tx, loaded.typeCode, answer);
      }
      if (out.state.status !== 'IN_PROGRESS')
        await runExecutionEnd(tx, loaded.typeCode, {
          executionId: loaded.id,
          registerId: loaded.registerId,
          status: out.state.status,
          actorId,
        });
      return { loaded: { ...loaded, state: out.state }, before: loaded.state, dir, answer };
    })
    .then(async (r) => {
      // The answer is committed: what a record domain does after it never undoes it.
      if (r.answer)
        await runAfterExecutionAnswer(engine, r.loaded.typeCode, r.answer).catch((err: unknown) =>
          engine.log?.error({ err }, 'after-answer hook failed'),
        );
      await notifyOpened(engine, r.loaded, r.before.steps.length, r.dir, r.before);
      if (r.loaded.state.status !== r.before.status) await notifyEnded(engine, r.loaded);
      return r;
    });
  return { loaded, dir };
}

/** Step position of a step id of this execution (404 when it is not one of its steps). */
export function stepOf(loaded: Loaded, stepId: number) {
  const seq = loaded.stepIds.indexOf(stepId);
  if (seq < 0) throw notFound('Tarefa não encontrada nesta execução');
  return seq;
}

/** Moves every open step one user holds to another, across executions (TRANSFERENCIA_DE_TAREFAS). */
export async function transfer(engine: Engine, actorId: number, fromUserId: number, toUserId: number) {
  const { rows } = await engine.db.query<{ id: number }>(
    `select distinct execution_id as id from workflow_steps where status = 'OPEN' and assignee_id = $1`,
    [fromUserId],
  );
  if (!rows.length || fromUserId === toUserId)
    throw validationFailed([{ field: 'fromUserId', messages: ['Nenhuma tarefa para transferir'] }]);
  for (const r of rows)
    await act(engine, Number(r.id), actorId, () => ({ kind: 'TRANSFER', fromUserId, toUserId }));
  return rows.length;
}
