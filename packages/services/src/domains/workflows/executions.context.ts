import { allowedActions, deadlineStatus, workflowLink, type AccessSet } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { readableExecution } from './executions.access.js';
import { findType, mayStart, type Engine } from './executions.service.js';
import { recordAccessRule } from './hooks.js';

const reader = (user: { userId: number; accessSet: AccessSet }) => ({
  auth: { userId: user.userId },
  accessSet: user.accessSet,
});

/**
 * The workflow context a record page embeds (spec/02 §3): the running (or last) execution of the
 * record, what the user may do on it now, the current task's fields and the history.
 */
export async function contextFor(
  engine: Engine,
  user: { userId: number; accessSet: AccessSet },
  ref: {
    executionWorkflowId?: number;
    registerId?: string;
    workflowTypeId?: number;
    workflowTypeCode?: string;
  },
) {
  const { db } = engine;
  let executionId = ref.executionWorkflowId ?? null;
  let typeId: number | null = null;
  let startModule: string | null = null;
  if (!executionId) {
    const type = await findType(db, ref);
    typeId = type.typeId;
    startModule = type.startModule;
    const { rows } = await db.query<{ id: number }>(
      'select id from workflow_executions where type_id = $1 and register_id = $2 order by id desc limit 1',
      [typeId, ref.registerId ?? ''],
    );
    executionId = rows[0] ? Number(rows[0].id) : null;
  }
  if (!executionId) {
    const rule = recordAccessRule((await findType(db, { workflowTypeId: typeId! })).code);
    if (rule && ref.registerId) await rule(db, reader(user), ref.registerId);
    return {
      executionWorkflowId: null,
      registerId: ref.registerId ?? '',
      workflowTypeId: typeId!,
      status: null,
      newExecution: true,
      canStart: mayStart(startModule, user.accessSet),
      canEdit: true,
      blockComponent: false,
      agreeWithTask: false,
      showConclude: false,
      allowed: null,
      currentStepId: null,
      actions: [],
      components: [],
      steps: [],
      history: [],
      link: null,
      typeTitle: null,
    };
  }

  const now = engine.now();
  const { l, dir } = await readableExecution(engine, user, executionId);
  const { startModule: module } = await findType(db, { workflowTypeId: l.typeId });
  const me = user.userId;

  const allowed = allowedActions(l.state, me, dir, now);
  const open = allowed.step === null ? null : l.state.steps[allowed.step]!;
  const mayAnswer = allowed.answer || allowed.presidencyAnswer;
  const canEdit = l.state.status !== 'IN_PROGRESS' || (mayAnswer && !!open && l.taskEdits[open.taskIndex]!);
  const names = await userNames(
    db,
    l.state.steps.flatMap((s) => [s.assigneeId, s.answeredBy, s.actedFor]),
  );
  const actionNames = await actionNamesOf(db, l.versionId);
  const current = l.state.steps.at(-1);
  const taskId = current?.status === 'OPEN' ? l.taskIds[current.taskIndex]! : null;
  const history = await db.query<{
    id: number;
    kind: string;
    actor: string;
    acted_for: string | null;
    action: string | null;
    at: Date;
    detail: unknown;
    seq: number | null;
  }>(
    `select h.id, h.kind, a.name as actor, f.name as acted_for, w.name as action, h.at, h.detail, h.seq
       from workflow_history h join users a on a.id = h.actor_id left join users f on f.id = h.acted_for
       left join workflow_actions w on w.id = h.action_id
      where h.execution_id = $1 order by h.id`,
    [l.id],
  );
  return {
    executionWorkflowId: l.id,
    registerId: l.registerId,
    workflowTypeId: l.typeId,
    typeTitle: l.typeTitle,
    status: l.state.status,
    newExecution: l.state.status !== 'IN_PROGRESS',
    canStart: l.state.status !== 'IN_PROGRESS' && mayStart(module, user.accessSet),
    canEdit,
    blockComponent: !canEdit,
    agreeWithTask: allowed.agree,
    showConclude: mayAnswer,
    allowed,
    currentStepId: allowed.step === null ? null : l.stepIds[allowed.step]!,
    link: workflowLink(l.recordPath, l.registerId, l.id, open?.taskIndex),
    actions: mayAnswer && open ? (actionNames.get(l.taskIds[open.taskIndex]!) ?? []) : [],
    components: taskId ? await taskFields(db, taskId) : [],
    draft: open && mayAnswer ? open.draft : null,
    steps: l.state.steps.map((s, seq) => ({
      id: l.stepIds[seq]!,
      taskTitle: l.taskTitles[s.taskIndex]!,
      round: s.round,
      status: s.status,
      deadlineStatus: deadlineStatus(s, now),
      assignee: s.assigneeId ? (names.get(s.assigneeId) ?? null) : null,
      answeredBy: s.answeredBy ? (names.get(s.answeredBy) ?? null) : null,
      actedFor: s.actedFor ? (names.get(s.actedFor) ?? null) : null,
      action: s.actionId
        ? (actionNames.get(l.taskIds[s.taskIndex]!)?.find((a) => a.id === s.actionId)?.name ?? null)
        : null,
      rejectedItems: s.rejectedItems,
      openedAt: s.openedAt.toISOString(),
      dueAt: s.dueAt.toISOString(),
      completedAt: s.completedAt?.toISOString() ?? null,
    })),
    history: history.rows.map((h) => ({
      id: Number(h.id),
      kind: h.kind,
      actor: h.actor,
      actedFor: h.acted_for,
      action: h.action,
      at: new Date(h.at).toISOString(),
      detail: h.detail ?? null,
    })),
  };
}

async function userNames(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  const { rows } = await db.query<{ id: number; name: string }>(
    'select id, name from users where id = any($1)',
    [wanted],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

async function actionNamesOf(db: Db, versionId: number) {
  const { rows } = await db.query<{ task_id: number; id: number; name: string; effect: string }>(
    `select t.id as task_id, a.id, a.name, a.effect from workflow_tasks t
       join workflow_actions a on a.action_title_id = t.action_title_id
      where t.version_id = $1 order by a.execution_order, a.id`,
    [versionId],
  );
  const map = new Map<number, { id: number; name: string; effect: string }[]>();
  for (const r of rows)
    map.set(Number(r.task_id), [
      ...(map.get(Number(r.task_id)) ?? []),
      { id: Number(r.id), name: r.name, effect: r.effect },
    ]);
  return map;
}

export async function taskFields(db: Db, taskId: number) {
  const { rows } = await db.query<{
    index: number;
    formId: string | null;
    typeId: string | null;
    fieldsId: string | null;
    conditionalsId: string | null;
    value: string | null;
  }>(
    `select idx as "index", form_id as "formId", type_id as "typeId", fields_id as "fieldsId",
            conditionals_id as "conditionalsId", value from workflow_task_fields where task_id = $1 order by idx`,
    [taskId],
  );
  return rows;
}
