import { describe, expect, it } from 'vitest';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

describe('workflow lookups over the real services', () => {
  it('roles, tasks, SLA, a record execution, task versions and type id, by id or code', async () => {
    const admin = await s.login('admin');
    const id = await s.gql('{ workflowTypeIdByCode(code: "cadastro_cliente") }', {}, admin);
    expect(id.errors).toBeUndefined();
    const typeId = (id.data as unknown as { workflowTypeIdByCode: string }).workflowTypeIdByCode;
    // The customer registration the demo seed leaves waiting for aprovador (among his orders' approvals).
    const waiting = await s.gql(
      '{ tasks(scope: MINE, input: { pageSize: 100 }) { rows { registerId workflowTitle } } }',
      {},
      await s.login('aprovador'),
    );
    const registerId = (
      waiting.data as unknown as { tasks: { rows: { registerId: string; workflowTitle: string }[] } }
    ).tasks.rows.find((t) => t.workflowTitle === 'Cadastro de Cliente')!.registerId;

    // A customer no workflow ran on yet.
    const { rows: untouched } = await s.services.db.query<{ id: number }>(
      `select c.id from customers c
        where not exists (select 1 from workflow_executions e where e.register_id = c.id::text)
        order by c.id limit 1`,
    );
    const r = await s.gql(
      `query($id: String!, $registerId: String!, $none: String!) {
        workflowRolesByWorkflow(ref: $id) { code }
        tasksByWorkflowType(type: "CADASTRO_CLIENTE", alias: "APROVACAO") { id title slaHours }
        workflowSla(ref: $id) { version totalHours tasks { title slaHours } }
        workflowFindByObject(registerId: $registerId, type: $id) { registerId status requester }
        none: workflowFindByObject(registerId: $none, type: $id) { id }
      }`,
      { id: typeId, registerId, none: String(untouched[0]!.id) },
      admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({
      workflowRolesByWorkflow: [{ code: 'REQUESTER' }, { code: 'REGIONAL_MANAGER' }],
      tasksByWorkflowType: [{ title: 'Aprovação do gerente regional', slaHours: 48 }],
      workflowSla: { version: 1, totalHours: 72 },
      workflowFindByObject: { registerId, status: 'IN_PROGRESS', requester: 'Carlos Vendedor' },
      none: null,
    });
    const taskId = (r.data as unknown as { tasksByWorkflowType: { id: string }[] }).tasksByWorkflowType[0]!
      .id;
    const versions = await s.gql(`{ taskVersions(taskId: "${taskId}") { number } }`, {}, admin);
    expect(versions.data).toEqual({ taskVersions: [{ number: 1 }] });

    const missing = await s.gql('{ workflowTypeIdByCode(code: "NOPE") }', {}, admin);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
