import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { cloneWorkflowType, startGeneric } from '../../test/workflowTypes.js';

type Ctx = { executionWorkflowId: number; currentStepId: number; actions: { id: number; name: string }[] };
type Page = {
  totalRegisters: number;
  rows: { taskTitle: string; deadlineStatus: string; registerId: string }[];
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ workflows: { now: () => clock } });
  // The requester sees his own answered tasks on the task panel.
  await t.db.query(
    `insert into profile_grants (profile_id, module, actions)
     select up.profile_id, 'PAINEL_DE_TAREFAS', '{VISUALIZAR}' from user_profiles up
       join users u on u.id = up.user_id where u.user_name = 'vendedor'
     on conflict (profile_id, module) do update
       set actions = array(select distinct unnest(profile_grants.actions || excluded.actions))`,
  );
  await cloneWorkflowType(t.db);
  call = await signInAs(t, ['admin', 'vendedor', 'aprovador']);
  // A third task (APPROVER: aprovador holds it), so that a running execution has one not reached yet.
  await t.db.query(
    `insert into workflow_tasks (version_id, title, execution_order, sla_hours, roles, action_title_id)
     select k.version_id, 'Aprovação da diretoria', 3, 24, '{APPROVER}', k.action_title_id
       from workflow_tasks k where k.title = 'Aprovação do gerente regional'`,
  );
  await t.db.query("update workflow_executions set status = 'DEACTIVATED'");
  await t.db.query("update workflow_steps set status = 'CANCELLED' where status = 'OPEN'");
});
afterAll(() => t.close());

const queue = async (who: string, status?: string, scope = 'mine') =>
  (
    await call(who, 'GET', `/services/tasks/${scope}?q=DL-1${status ? `&deadlineStatus=${status}` : ''}`)
  ).json<Page>();
const titles = (p: Page) => p.rows.map((r) => `${r.taskTitle}:${r.deadlineStatus}`);

describe('task lists filtered by deadline status', () => {
  it('each of the seven statuses selects exactly its tasks', async () => {
    const id = (await startGeneric<Ctx>(call, 'DL-1')).executionWorkflowId;

    // Without the filter, only what may be acted on now.
    expect(titles(await queue('aprovador'))).toEqual(['Aprovação do gerente regional:WAITING']);
    expect(titles(await queue('aprovador', 'WAITING'))).toEqual(['Aprovação do gerente regional:WAITING']);
    expect(titles(await queue('aprovador', 'PROGRAMMED'))).toEqual(['Aprovação da diretoria:PROGRAMMED']);
    expect(titles(await queue('aprovador', 'PROGRAMMED', 'pending'))).toEqual([
      'Aprovação da diretoria:PROGRAMMED',
    ]);
    expect((await queue('vendedor', 'PROGRAMMED')).totalRegisters).toBe(0);
    expect(titles(await queue('vendedor', 'COMPLETED'))).toEqual(['Solicitação de cadastro:COMPLETED']);

    const ctx = (await call('aprovador', 'GET', `/services/workflows/executionWorkflow/${id}`)).json<Ctx>();
    await call('aprovador', 'PUT', `/services/workflows/assumeExecutionWorkflow/${id}`, {
      stepId: ctx.currentStepId,
    });
    expect(titles(await queue('aprovador', 'RUNNING', 'assumed'))).toEqual([
      'Aprovação do gerente regional:RUNNING',
    ]);
    expect((await queue('aprovador', 'WAITING')).totalRegisters).toBe(0);

    clock = new Date(Date.now() + 49 * 3_600_000);
    expect(titles(await queue('aprovador', 'OVERDUE'))).toEqual(['Aprovação do gerente regional:OVERDUE']);
    const approved = await call('aprovador', 'POST', '/services/workflows/updateExecution', {
      executionWorkflowId: id,
      stepId: ctx.currentStepId,
      actionId: ctx.actions.find((a) => a.name === 'Aprovado')!.id,
    });
    expect(approved.statusCode).toBe(200);
    expect(titles(await queue('aprovador', 'COMPLETED_LATE'))).toEqual([
      'Aprovação do gerente regional:COMPLETED_LATE',
    ]);
    clock = new Date();

    await call('admin', 'PUT', `/services/workflows/executionWorkflow/${id}/deactivate`);
    expect(titles(await queue('aprovador', 'NOT_COMPLETED'))).toEqual([
      'Aprovação da diretoria:NOT_COMPLETED',
    ]);
    // Several at once, as a comma list.
    expect((await queue('aprovador', 'COMPLETED_LATE,NOT_COMPLETED')).totalRegisters).toBe(2);
    expect((await queue('aprovador')).totalRegisters).toBe(0);
  });

  it('an unknown status is a field error', async () => {
    const res = await call('aprovador', 'GET', '/services/tasks/mine?deadlineStatus=LATE');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'deadlineStatus', messages: [MSG.invalidValue] }],
    });
  });
});
