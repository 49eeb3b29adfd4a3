import type { Db } from '../../db/db.js';
import { workflowTypesArea } from './workflowTypes.area.js';

export async function listVersions(db: Db, typeId: number) {
  const { rows } = await db.query<{
    id: number;
    number: number;
    tasks: number;
    executions: number;
    createdAt: string;
  }>(
    `select v.id, v.number, v.created_at as "createdAt",
            (select count(*)::int from workflow_tasks k where k.version_id = v.id) as tasks,
            (select count(*)::int from workflow_executions e where e.version_id = v.id) as executions
       from workflow_versions v where v.type_id = $1 order by v.number desc`,
    [typeId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** A new version copying the latest one's tasks and fields: running executions keep theirs. */
export async function createVersion(db: Db, typeId: number, userId: number) {
  return db.transaction(async (tx) => {
    let version = { id: 0, number: 0 };
    // The type's history tells its latest version moving on ('Versão': 1 → 2).
    await workflowTypesArea.store.changed(tx, typeId, userId, async () => {
      version = await nextVersion(tx, typeId);
    });
    return version;
  });
}

async function nextVersion(tx: Db, typeId: number) {
  const { rows } = await tx.query<{ id: number; number: number }>(
    `insert into workflow_versions (type_id, number)
     select $1, coalesce(max(number), 0) + 1 from workflow_versions where type_id = $1 returning id, number`,
    [typeId],
  );
  const version = { id: Number(rows[0]!.id), number: rows[0]!.number };
  const prev = await tx.query<{ id: number }>(
    'select id from workflow_versions where type_id = $1 and number = $2',
    [typeId, version.number - 1],
  );
  if (!prev.rows[0]) return version;
  const tasks = await tx.query<{ id: number }>('select id from workflow_tasks where version_id = $1', [
    prev.rows[0].id,
  ]);
  for (const t of tasks.rows) {
    const copy = await tx.query<{ id: number }>(
      `insert into workflow_tasks (version_id, title, execution_order, sla_hours, is_edit, roles, action_title_id)
       select $2, title, execution_order, sla_hours, is_edit, roles, action_title_id from workflow_tasks where id = $1 returning id`,
      [t.id, version.id],
    );
    await tx.query(
      `insert into workflow_task_fields (task_id, idx, form_id, type_id, fields_id, conditionals_id, value)
       select $2, idx, form_id, type_id, fields_id, conditionals_id, value from workflow_task_fields where task_id = $1`,
      [t.id, copy.rows[0]!.id],
    );
  }
  return version;
}
