import { MSG, type RoleCode } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { HttpError, notFound, validationFailed } from '../../errors.js';

export type TaskField = {
  index: number;
  formId?: string | null;
  typeId?: string | null;
  fieldsId?: string | null;
  conditionalsId?: string | null;
  value?: string | null;
};
export type TaskInput = {
  versionId: number;
  title: string;
  slaHours: number;
  isEdit: boolean;
  roles: RoleCode[];
  actionTitleId: number;
  fields: TaskField[];
};

const SELECT = `k.id, k.version_id as "versionId", k.title, k.execution_order as "executionOrder",
  k.sla_hours as "slaHours", k.is_edit as "isEdit", k.roles, k.action_title_id as "actionTitleId",
  at.title as "actionTitle",
  coalesce((select json_agg(json_build_object('index', f.idx, 'formId', f.form_id, 'typeId', f.type_id,
      'fieldsId', f.fields_id, 'conditionalsId', f.conditionals_id, 'value', f.value) order by f.idx)
    from workflow_task_fields f where f.task_id = k.id), '[]') as fields`;

export type TaskRow = Omit<TaskInput, 'fields'> & {
  id: number;
  executionOrder: number;
  actionTitle: string;
  fields: TaskField[];
};

export async function tasksOfVersion(db: Db, versionId: number) {
  const { rows } = await db.query<TaskRow>(
    `select ${SELECT} from workflow_tasks k join action_titles at on at.id = k.action_title_id
      where k.version_id = $1 order by k.execution_order, k.id`,
    [versionId],
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    versionId: Number(r.versionId),
    actionTitleId: Number(r.actionTitleId),
  }));
}

async function findTask(db: Db, id: number) {
  const { rows } = await db.query<TaskRow>(
    `select ${SELECT} from workflow_tasks k join action_titles at on at.id = k.action_title_id where k.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('Tarefa não encontrada');
  return {
    ...rows[0],
    id: Number(rows[0].id),
    versionId: Number(rows[0].versionId),
    actionTitleId: Number(rows[0].actionTitleId),
  };
}

/** Tasks change only on a version no execution runs yet: an execution keeps the tasks it started with. */
async function assertEditable(db: Db, versionId: number) {
  const v = await db.query('select 1 from workflow_versions where id = $1', [versionId]);
  if (!v.rows.length) throw notFound('Versão não encontrada');
  const used = await db.query('select 1 from workflow_executions where version_id = $1 limit 1', [versionId]);
  if (used.rows.length) throw new HttpError(409, 'CONFLICT', MSG.workflowVersionInUse);
}

async function assertTitleFree(db: Db, versionId: number, title: string, exceptId: number) {
  const dup = await db.query(
    'select 1 from workflow_tasks where version_id = $1 and lower(title) = lower($2) and id <> $3',
    [versionId, title.trim(), exceptId],
  );
  if (dup.rows.length) throw validationFailed([{ field: 'title', messages: [MSG.taskTitleTaken] }]);
}

async function writeFields(db: Db, taskId: number, fields: TaskField[]) {
  await db.query('delete from workflow_task_fields where task_id = $1', [taskId]);
  for (const f of fields)
    await db.query(
      `insert into workflow_task_fields (task_id, idx, form_id, type_id, fields_id, conditionals_id, value)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        taskId,
        f.index,
        f.formId ?? null,
        f.typeId ?? null,
        f.fieldsId ?? null,
        f.conditionalsId ?? null,
        f.value ?? null,
      ],
    );
}

export async function createTask(db: Db, input: TaskInput, userId: number) {
  return db.transaction(async (tx) => {
    await assertEditable(tx, input.versionId);
    await assertTitleFree(tx, input.versionId, input.title, 0);
    const { rows } = await tx.query<{ id: number }>(
      `insert into workflow_tasks (version_id, title, execution_order, sla_hours, is_edit, roles, action_title_id)
       select $1, $2, coalesce(max(execution_order), 0) + 1, $3, $4, $5, $6 from workflow_tasks where version_id = $1
       returning id`,
      [input.versionId, input.title.trim(), input.slaHours, input.isEdit, input.roles, input.actionTitleId],
    );
    const id = Number(rows[0]!.id);
    await writeFields(tx, id, input.fields);
    const after = await findTask(tx, id);
    await recordChange(tx, { entity: 'workflowTask', entityId: id, action: 'create', userId, after });
    return after;
  });
}

export async function updateTask(db: Db, id: number, input: Omit<TaskInput, 'versionId'>, userId: number) {
  return db.transaction(async (tx) => {
    const before = await findTask(tx, id);
    await assertEditable(tx, before.versionId);
    await assertTitleFree(tx, before.versionId, input.title, id);
    await tx.query(
      'update workflow_tasks set title = $2, sla_hours = $3, is_edit = $4, roles = $5, action_title_id = $6 where id = $1',
      [id, input.title.trim(), input.slaHours, input.isEdit, input.roles, input.actionTitleId],
    );
    await writeFields(tx, id, input.fields);
    const after = await findTask(tx, id);
    await recordChange(tx, { entity: 'workflowTask', entityId: id, action: 'update', userId, before, after });
    return after;
  });
}

export async function deleteTask(db: Db, id: number, userId: number) {
  return db.transaction(async (tx) => {
    const before = await findTask(tx, id);
    await assertEditable(tx, before.versionId);
    await tx.query('delete from workflow_tasks where id = $1', [id]);
    await recordChange(tx, { entity: 'workflowTask', entityId: id, action: 'delete', userId, before });
  });
}

/** The execution order of a version's tasks, as the list of their ids in order (drag to reorder). */
export async function reorderTasks(db: Db, versionId: number, taskIds: number[], userId: number) {
  return db.transaction(async (tx) => {
    await assertEditable(tx, versionId);
    const current = await tasksOfVersion(tx, versionId);
    const same = current.length === taskIds.length && current.every((t) => taskIds.includes(t.id));
    if (!same) throw validationFailed([{ field: 'taskIds', messages: [MSG.invalidValue] }]);
    for (const [i, id] of taskIds.entries())
      await tx.query('update workflow_tasks set execution_order = $2 where id = $1', [id, i + 1]);
    await recordChange(tx, {
      entity: 'workflowVersion',
      entityId: versionId,
      action: 'update',
      userId,
      before: { order: current.map((t) => t.id) },
      after: { order: taskIds },
    });
    return tasksOfVersion(tx, versionId);
  });
}
