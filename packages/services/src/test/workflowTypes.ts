import { expect } from 'vitest';
import type { Db } from '../db/db.js';
import type { signInAs } from './testApp.js';

/**
 * The engine's own tests start executions for made-up records ('CLI-1'…). CADASTRO_CLIENTE now
 * starts only for a real customer (its "before start" hook), so they run on a copy of it under
 * another code: same record route, start module, situations and tasks of its latest version.
 */
export const GENERIC_WORKFLOW = 'TESTE_FLUXO';

/** vendedor starts an execution of the generic type for the made-up record `registerId` (201): its context. */
export async function startGeneric<Ctx = { executionWorkflowId: number }>(
  call: Awaited<ReturnType<typeof signInAs>>,
  registerId: string,
) {
  const res = await call('vendedor', 'POST', '/services/workflows/startExecution', {
    workflowTypeCode: GENERIC_WORKFLOW,
    registerId,
  });
  expect(res.statusCode).toBe(201);
  return res.json<Ctx>();
}

export async function cloneWorkflowType(db: Db, from = 'CADASTRO_CLIENTE', to = GENERIC_WORKFLOW) {
  const type = await db.query<{ id: number }>(
    `insert into workflow_types (code, title, description, record_path, start_module)
     select $2, title, description, record_path, start_module from workflow_types where code = $1 returning id`,
    [from, to],
  );
  const typeId = type.rows[0]!.id;
  await db.query(
    `insert into workflow_type_situations (type_id, situation_id)
     select $2, s.situation_id from workflow_type_situations s join workflow_types t on t.id = s.type_id
      where t.code = $1`,
    [from, typeId],
  );
  const version = await db.query<{ id: number }>(
    'insert into workflow_versions (type_id, number) values ($1, 1) returning id',
    [typeId],
  );
  const tasks = await db.query<{ id: number }>(
    `select k.id from workflow_tasks k where k.version_id = (
       select v.id from workflow_versions v join workflow_types t on t.id = v.type_id
        where t.code = $1 order by v.number desc limit 1) order by k.execution_order`,
    [from],
  );
  for (const task of tasks.rows) {
    const copy = await db.query<{ id: number }>(
      `insert into workflow_tasks (version_id, title, execution_order, sla_hours, is_edit, roles, action_title_id)
       select $2, title, execution_order, sla_hours, is_edit, roles, action_title_id
         from workflow_tasks where id = $1 returning id`,
      [task.id, version.rows[0]!.id],
    );
    await db.query(
      `insert into workflow_task_fields (task_id, idx, form_id, type_id, fields_id, conditionals_id, value)
       select $2, idx, form_id, type_id, fields_id, conditionals_id, value from workflow_task_fields
        where task_id = $1`,
      [task.id, copy.rows[0]!.id],
    );
  }
  return Number(typeId);
}
