import type { Directory, ExecutionState, Step, WorkflowEvent } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { MSG } from '@balcao/schema';
import { HttpError, notFound } from '../../errors.js';

/** An execution as stored, with what the rules need and what the store needs to write it back. */
export type Loaded = {
  id: number;
  typeId: number;
  versionId: number;
  registerId: string;
  typeCode: string;
  recordPath: string | null;
  typeTitle: string;
  version: number;
  taskIds: number[];
  taskTitles: string[];
  taskEdits: boolean[];
  taskRoles: string[][];
  /** The approval mode its alçada chose at start: APPROVER tasks go to its approvers. */
  approvalModeId: number | null;
  state: ExecutionState;
  stepIds: number[];
};

type StepRow = {
  id: number;
  task_index: number;
  round: number;
  status: Step['status'];
  assignee_id: number | null;
  held_before_manager: number | null;
  manager_assumed: boolean;
  answered_by: number | null;
  acted_for: number | null;
  action_id: number | null;
  effect: Step['effect'];
  presidency: boolean;
  draft: unknown;
  agreed_by: number[];
  rejected_items: string[];
  opened_at: Date;
  due_at: Date;
  completed_at: Date | null;
};

/** The tasks of a version in execution order, with their action effects (the rules' TaskRule). */
export async function loadTasks(db: Db, versionId: number) {
  const { rows } = await db.query<{
    id: number;
    title: string;
    is_edit: boolean;
    sla_hours: number;
    roles: string[];
    actions: { id: number; effect: 'ADVANCE' | 'RETURN' | 'APPROVE_ITEMS' }[];
  }>(
    `select t.id, t.title, t.is_edit, t.sla_hours, t.roles,
            coalesce((select json_agg(json_build_object('id', a.id, 'effect', a.effect) order by a.execution_order)
                        from workflow_actions a where a.action_title_id = t.action_title_id), '[]') as actions
       from workflow_tasks t where t.version_id = $1 order by t.execution_order, t.id`,
    [versionId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    isEdit: r.is_edit,
    roles: r.roles,
    rule: {
      slaHours: r.sla_hours,
      requester: r.roles.includes('REQUESTER'),
      actions: r.actions.map((a) => ({ id: Number(a.id), effect: a.effect })),
    },
  }));
}

export async function loadExecution(db: Db, id: number): Promise<Loaded> {
  const { rows } = await db.query<{
    id: number;
    type_id: number;
    version_id: number;
    register_id: string;
    code: string;
    record_path: string | null;
    title: string;
    requester_id: number;
    status: ExecutionState['status'];
    current_task: number;
    version: number;
    approval_mode_id: number | null;
  }>(
    `select e.id, e.type_id, e.version_id, e.register_id, t.code, t.record_path, t.title, e.requester_id, e.status,
            e.current_task, e.version, e.approval_mode_id
       from workflow_executions e join workflow_types t on t.id = e.type_id where e.id = $1`,
    [id],
  );
  const e = rows[0];
  if (!e) throw notFound('Execução de workflow não encontrada');
  const tasks = await loadTasks(db, e.version_id);
  const steps = await db.query<StepRow>('select * from workflow_steps where execution_id = $1 order by seq', [
    id,
  ]);
  return {
    id: Number(e.id),
    typeId: Number(e.type_id),
    versionId: Number(e.version_id),
    registerId: e.register_id,
    typeCode: e.code,
    recordPath: e.record_path,
    typeTitle: e.title,
    version: e.version,
    taskIds: tasks.map((t) => t.id),
    taskTitles: tasks.map((t) => t.title),
    taskEdits: tasks.map((t) => t.isEdit),
    taskRoles: tasks.map((t) => t.roles),
    approvalModeId: num(e.approval_mode_id),
    stepIds: steps.rows.map((s) => Number(s.id)),
    state: {
      status: e.status,
      requesterId: Number(e.requester_id),
      currentTask: e.current_task,
      tasks: tasks.map((t) => t.rule),
      steps: steps.rows.map(toStep),
    },
  };
}

const num = (v: number | null) => (v === null ? null : Number(v));
function toStep(r: StepRow): Step {
  return {
    taskIndex: r.task_index,
    round: r.round,
    status: r.status,
    assigneeId: num(r.assignee_id),
    heldBeforeManager: num(r.held_before_manager),
    managerAssumed: r.manager_assumed,
    answeredBy: num(r.answered_by),
    actedFor: num(r.acted_for),
    actionId: num(r.action_id),
    effect: r.effect,
    presidency: r.presidency,
    draft: r.draft,
    agreedBy: (r.agreed_by ?? []).map(Number),
    rejectedItems: r.rejected_items ?? [],
    openedAt: new Date(r.opened_at),
    dueAt: new Date(r.due_at),
    completedAt: r.completed_at ? new Date(r.completed_at) : null,
  };
}

/** The directory of a loaded execution: its tasks' people now, by its requester and its alçada. */
export function loadDirectoryOf(db: Db, l: Loaded, now: Date): Promise<Directory> {
  return loadDirectory(db, l.taskRoles, l.state.requesterId, now, l.approvalModeId);
}

/**
 * Who may act on each task now: role members (REQUESTER is the requester; APPROVER is the approval
 * mode's approvers when the execution's alçada chose one), role managers, presidency members, and
 * substitutes in force. Only active users count.
 */
export async function loadDirectory(
  db: Db,
  taskRoles: string[][],
  requesterId: number,
  now: Date,
  approvalModeId: number | null = null,
): Promise<Directory> {
  const roles = await db.query<{ code: string; manager_user_id: number | null; members: number[] }>(
    `select r.code, r.manager_user_id,
            coalesce(array_agg(m.user_id order by m.user_id) filter (where m.user_id is not null), '{}') as members
       from workflow_roles r left join workflow_role_members m on m.role_id = r.id
       left join users u on u.id = m.user_id
      where u.id is null or u.active
      group by r.id`,
  );
  const approvers = approvalModeId === null ? null : await modeApprovers(db, approvalModeId);
  const byCode = new Map(roles.rows.map((r) => [r.code, r]));
  const subs = await db.query<{ user_id: number; substitutes: number[] }>(
    `select user_id, array_agg(substitute_id) as substitutes from workflow_substitutes
      where starts_at <= $1 and ends_at >= $1 group by user_id`,
    [now],
  );
  const unique = (xs: number[]) => [...new Set(xs)];
  return {
    candidates: taskRoles.map((codes) =>
      unique(
        codes.flatMap((c) =>
          c === 'REQUESTER'
            ? [requesterId]
            : c === 'APPROVER' && approvers
              ? approvers
              : (byCode.get(c)?.members ?? []).map(Number),
        ),
      ),
    ),
    managers: taskRoles.map((codes) =>
      unique(
        codes
          .map((c) => byCode.get(c)?.manager_user_id)
          .filter((m): m is number => m != null)
          .map(Number),
      ),
    ),
    presidency: (byCode.get('PRESIDENCY')?.members ?? []).map(Number),
    substitutes: Object.fromEntries(subs.rows.map((r) => [Number(r.user_id), r.substitutes.map(Number)])),
  };
}

/** An approval mode's active approvers: the users it names and the active members of its role. */
async function modeApprovers(db: Db, modeId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select a.user_id as id from approval_mode_approvers a join users u on u.id = a.user_id and u.active
      where a.mode_id = $1
     union
     select m.user_id from approval_modes am join workflow_roles r on r.code = am.role_code
       join workflow_role_members m on m.role_id = r.id join users u on u.id = m.user_id and u.active
      where am.id = $1
     order by 1`,
    [modeId],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Writes the new state back. The execution row goes first, conditioned on the version read: of two
 * concurrent actions on one execution, the second blocks on that row and then finds the version
 * moved, so it answers 409 and its transaction writes nothing.
 */
export async function persist(db: Db, loaded: Loaded, next: ExecutionState, event: WorkflowEvent | null) {
  const { rows } = await db.query(
    `update workflow_executions set status = $3, current_task = $4, version = version + 1, updated_at = now()
      where id = $1 and version = $2 returning id`,
    [loaded.id, loaded.version, next.status, next.currentTask],
  );
  if (!rows.length) throw conflictAnswered();
  await writeSteps(db, loaded.id, loaded.taskIds, loaded.state.steps, next.steps, loaded.stepIds);
  if (event) await writeEvent(db, loaded.id, event);
}

export const conflictAnswered = () => new HttpError(409, 'CONFLICT', MSG.workflowTaskAnswered);

export async function writeSteps(
  db: Db,
  executionId: number,
  taskIds: number[],
  before: Step[],
  after: Step[],
  ids: number[],
) {
  for (let seq = 0; seq < after.length; seq++) {
    const s = after[seq]!;
    if (seq < before.length && JSON.stringify(before[seq]) === JSON.stringify(s)) continue;
    const values = [
      s.status,
      s.assigneeId,
      s.heldBeforeManager,
      s.managerAssumed,
      s.answeredBy,
      s.actedFor,
      s.actionId,
      s.effect,
      s.presidency,
      JSON.stringify(s.draft ?? null),
      s.agreedBy,
      s.rejectedItems,
      s.completedAt,
    ];
    if (seq < before.length)
      await db.query(
        `update workflow_steps set status = $2, assignee_id = $3, held_before_manager = $4, manager_assumed = $5,
                answered_by = $6, acted_for = $7, action_id = $8, effect = $9, presidency = $10, draft = $11::jsonb,
                agreed_by = $12, rejected_items = $13, completed_at = $14 where id = $1`,
        [ids[seq], ...values],
      );
    else
      await db.query(
        `insert into workflow_steps (execution_id, seq, task_id, task_index, round, opened_at, due_at, status,
                assignee_id, held_before_manager, manager_assumed, answered_by, acted_for, action_id, effect,
                presidency, draft, agreed_by, rejected_items, completed_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18, $19, $20)`,
        [executionId, seq, taskIds[s.taskIndex], s.taskIndex, s.round, s.openedAt, s.dueAt, ...values],
      );
  }
}

export async function writeEvent(db: Db, executionId: number, e: WorkflowEvent) {
  await db.query(
    `insert into workflow_history (execution_id, seq, kind, actor_id, acted_for, action_id, at, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
    [
      executionId,
      e.step,
      e.kind,
      e.actorId,
      e.actedFor,
      e.actionId,
      e.at,
      e.detail ? JSON.stringify(e.detail) : null,
    ],
  );
}
