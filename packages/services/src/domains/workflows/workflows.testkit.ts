import type { createTestApp } from '../../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A demo workflow type by its code. */
export async function workflowTypeOf(t: TestApp, code: string) {
  const { rows } = await t.db.query<{ id: number }>('select id from workflow_types where code = $1', [code]);
  return Number(rows[0]!.id);
}

/** A situation of the demo book, for a workflow type's situations. */
export async function situationOf(t: TestApp) {
  const { rows } = await t.db.query<{ id: number }>('select id from situations order by id limit 1');
  return Number(rows[0]!.id);
}

/** An active approval mode for tests (the demo seed makes none): the board's. */
export async function approvalModeOf(t: TestApp) {
  await t.db.query(
    `insert into approval_modes (code, description, role_code) values ('KIT', 'Diretoria (testes)', 'BOARD')
     on conflict do nothing`,
  );
  const { rows } = await t.db.query<{ id: number }>("select id from approval_modes where code = 'KIT'");
  return Number(rows[0]!.id);
}

/** The customer registration the demo seed leaves waiting for aprovador's approval: its register id. */
export async function seededApproval(t: TestApp) {
  const { rows } = await t.db.query<{ id: string }>(
    `select e.register_id as id from workflow_executions e join workflow_types t on t.id = e.type_id
       join workflow_steps s on s.execution_id = e.id and s.status = 'OPEN'
       join workflow_tasks k on k.id = s.task_id
      where t.code = 'CADASTRO_CLIENTE' and k.execution_order = 2 order by e.id limit 1`,
  );
  return rows[0]!.id;
}
