import { MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { list, type ListQuery, type ListSpec } from '../../lib/list.js';
import { assertFresh, notFound, validationFailed } from '../../errors.js';

export type WorkflowTypeInput = {
  code: string;
  title: string;
  description?: string | null;
  active: boolean;
  recordPath?: string | null;
  startModule?: string | null;
  workflowTypeSituations: number[];
};

const SELECT = `t.id, t.code, t.title, t.description, t.active, t.record_path as "recordPath", t.start_module as "startModule",
  coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
              from workflow_type_situations ts join situations s on s.id = ts.situation_id where ts.type_id = t.id), '[]')
    as "workflowTypeSituations",
  (select max(v.number) from workflow_versions v where v.type_id = t.id) as "latestVersion",
  t.updated_at as "updatedAt"`;

export const TYPE_LIST: ListSpec = {
  select: SELECT,
  from: 'workflow_types t',
  columns: {
    code: { sql: 't.code', type: 'text', search: true, sort: true },
    title: { sql: 't.title', type: 'text', search: true, sort: true },
    description: { sql: 't.description', type: 'text', search: true, sort: true },
    active: { sql: 't.active', type: 'boolean', sort: true, filter: true },
    updatedAt: { sql: 't.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'title', sort: 'ASC' },
  tieBreaker: 't.id',
};

export type WorkflowTypeRow = {
  id: number;
  code: string;
  title: string;
  description: string | null;
  active: boolean;
  recordPath: string | null;
  startModule: string | null;
  workflowTypeSituations: { id: number; name: string }[];
  latestVersion: number | null;
  updatedAt: string;
};

export const listTypes = (db: Db, q: ListQuery) => list<WorkflowTypeRow>(db, TYPE_LIST, q);

export async function findType(db: Db, id: number) {
  const { rows } = await db.query<WorkflowTypeRow>(`select ${SELECT} from workflow_types t where t.id = $1`, [
    id,
  ]);
  if (!rows[0]) throw notFound('Tipo de workflow não encontrado');
  return rows[0];
}

async function writeSituations(db: Db, typeId: number, ids: number[]) {
  if (!ids.length)
    throw validationFailed([{ field: 'workflowTypeSituations', messages: [MSG.workflowTypeRequired] }]);
  const known = await db.query('select id from situations where id = any($1)', [ids]);
  if (known.rows.length !== new Set(ids).size)
    throw validationFailed([{ field: 'workflowTypeSituations', messages: [MSG.invalidValue] }]);
  await db.query('delete from workflow_type_situations where type_id = $1', [typeId]);
  await db.query(
    'insert into workflow_type_situations (type_id, situation_id) select $1, unnest($2::bigint[]) on conflict do nothing',
    [typeId, ids],
  );
}

const codeTaken = () => validationFailed([{ field: 'code', messages: [MSG.workflowCodeTaken] }]);

/** A new type with its first (empty) version. */
export async function createType(db: Db, input: WorkflowTypeInput, userId: number) {
  return db.transaction(async (tx) => {
    const dup = await tx.query('select 1 from workflow_types where lower(code) = lower($1)', [input.code]);
    if (dup.rows.length) throw codeTaken();
    const { rows } = await tx.query<{ id: number }>(
      `insert into workflow_types (code, title, description, active, record_path, start_module)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        input.code,
        input.title,
        input.description ?? null,
        input.active,
        input.recordPath ?? null,
        input.startModule ?? null,
      ],
    );
    const id = Number(rows[0]!.id);
    await writeSituations(tx, id, input.workflowTypeSituations);
    await tx.query('insert into workflow_versions (type_id, number) values ($1, 1)', [id]);
    const after = await findType(tx, id);
    await recordChange(tx, { entity: 'workflowType', entityId: id, action: 'create', userId, after });
    return after;
  });
}

export async function updateType(
  db: Db,
  id: number,
  input: WorkflowTypeInput & { updatedAt?: string },
  userId: number,
) {
  return db.transaction(async (tx) => {
    const before = await findType(tx, id);
    assertFresh(input.updatedAt, before);
    const dup = await tx.query('select 1 from workflow_types where lower(code) = lower($1) and id <> $2', [
      input.code,
      id,
    ]);
    if (dup.rows.length) throw codeTaken();
    await tx.query(
      `update workflow_types set code = $2, title = $3, description = $4, active = $5, record_path = $6,
              start_module = $7, updated_at = now() where id = $1`,
      [
        id,
        input.code,
        input.title,
        input.description ?? null,
        input.active,
        input.recordPath ?? null,
        input.startModule ?? null,
      ],
    );
    await writeSituations(tx, id, input.workflowTypeSituations);
    const after = await findType(tx, id);
    await recordChange(tx, { entity: 'workflowType', entityId: id, action: 'update', userId, before, after });
    return after;
  });
}

export async function deactivateType(db: Db, id: number, userId: number) {
  return db.transaction(async (tx) => {
    const before = await findType(tx, id);
    await tx.query('update workflow_types set active = false, updated_at = now() where id = $1', [id]);
    const after = await findType(tx, id);
    await recordChange(tx, { entity: 'workflowType', entityId: id, action: 'update', userId, before, after });
    return after;
  });
}

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
    await findType(tx, typeId);
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
    if (prev.rows[0]) {
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
    }
    await recordChange(tx, {
      entity: 'workflowType',
      entityId: typeId,
      action: 'update',
      userId,
      extra: { version: { to: version.number } },
    });
    return version;
  });
}
