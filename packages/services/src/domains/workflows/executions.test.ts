import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { cloneWorkflowType, GENERIC_WORKFLOW, startGeneric } from '../../test/workflowTypes.js';
import { escalateOverdue } from './escalation.js';
import type { WorkflowNotification } from './notifier.js';

type Ctx = {
  executionWorkflowId: number;
  status: string;
  currentStepId: number | null;
  showConclude: boolean;
  canEdit: boolean;
  blockComponent: boolean;
  newExecution: boolean;
  actions: { id: number; name: string }[];
  steps: {
    id: number;
    deadlineStatus: string;
    answeredBy: string | null;
    actedFor: string | null;
    action: string | null;
  }[];
  history: { kind: string; actor: string; actedFor: string | null; action: string | null }[];
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
const sent: { userId: number; n: WorkflowNotification }[] = [];
let clock = new Date();
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({
    workflows: { notifier: async (userId, n) => void sent.push({ userId, n }), now: () => clock },
  });
  await cloneWorkflowType(t.db);
  call = await signInAs(t, ['admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil']);
  for (const u of ['admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil'])
    ids[u] = Number(
      (await t.db.query<{ id: number }>('select id from users where user_name = $1', [u])).rows[0]!.id,
    );
  await t.db.query(
    `insert into profile_grants (profile_id, module, actions)
     select id, 'PAINEL_DE_TAREFAS', '{VISUALIZAR}' from profiles where name = 'Analista Financeiro'
     on conflict do nothing`,
  );
});
afterAll(() => t.close());

const startFor = (registerId: string) => startGeneric<Ctx>(call, registerId);
const contextOf = async (who: string, id: number) =>
  (await call(who, 'GET', `/services/workflows/executionWorkflow/${id}`)).json<Ctx>();
const answer = (who: string, c: Ctx, name: string) =>
  call(who, 'POST', '/services/workflows/updateExecution', {
    executionWorkflowId: c.executionWorkflowId,
    stepId: c.currentStepId,
    actionId: c.actions.find((a) => a.name === name)!.id,
  });

describe('workflow executions', () => {
  it('vendedor requests, aprovador is notified and approves, the execution completes and then never changes', async () => {
    sent.length = 0;
    const started = await startFor('CLI-1');
    expect(started.status).toBe('IN_PROGRESS');
    expect(sent.map((s) => s.userId)).toEqual([ids.aprovador]);
    // The customers domain names the record route: the task opens the customer in workflow mode.
    expect(sent[0]!.n.link).toBe(
      `/client/customer/workflow/CLI-1?executionWorkflowId=${started.executionWorkflowId}`,
    );
    // The requester sees the record blocked while it waits for approval.
    expect(started).toMatchObject({ showConclude: false, canEdit: false, blockComponent: true });

    const mine = (await call('aprovador', 'GET', '/services/tasks/mine?q=CLI-1')).json();
    expect(mine.rows).toHaveLength(1);
    expect(mine.rows[0]).toMatchObject({
      taskTitle: 'Aprovação do gerente regional',
      deadlineStatus: 'WAITING',
    });

    const ctx = await contextOf('aprovador', started.executionWorkflowId);
    expect(ctx.showConclude).toBe(true);
    expect(ctx.actions.map((a) => a.name)).toEqual(['Aprovado', 'Reprovado']);

    const denied = await answer('vendedor', ctx, 'Aprovado');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.noPermission);

    sent.length = 0;
    const done = await answer('aprovador', ctx, 'Aprovado');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', newExecution: true });
    // The requester hears that his record was approved.
    expect(sent.map((s) => [s.userId, s.n.title])).toEqual([
      [ids.vendedor, MSG.workflowCompletedNotifyTitle],
    ]);
    expect(done.json().steps.map((s: Ctx['steps'][number]) => s.deadlineStatus)).toEqual([
      'COMPLETED',
      'COMPLETED',
    ]);

    const again = await answer('aprovador', ctx, 'Aprovado');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.workflowExecutionClosed);
    const deactivate = await call(
      'admin',
      'PUT',
      `/services/workflows/executionWorkflow/${ctx.executionWorkflowId}/deactivate`,
    );
    expect(deactivate.statusCode).toBe(409);
  });

  it('a rejection returns the record to the requester, who corrects and resubmits', async () => {
    const started = await startFor('CLI-2');
    const ctx = await contextOf('aprovador', started.executionWorkflowId);
    sent.length = 0;
    expect((await answer('aprovador', ctx, 'Reprovado')).statusCode).toBe(200);
    // The record is back in the requester's hands, and he is told so.
    expect(sent.map((s) => [s.userId, s.n.title])).toEqual([[ids.vendedor, MSG.workflowTaskNotifyTitle]]);
    const back = await contextOf('vendedor', started.executionWorkflowId);
    expect(back).toMatchObject({ status: 'IN_PROGRESS', showConclude: true, canEdit: true });
    expect(back.actions.map((a) => a.name)).toEqual(['Enviar para aprovação']);
    const draft = await call(
      'vendedor',
      'PUT',
      `/services/workflows/updateDraft/${back.executionWorkflowId}`,
      {
        stepId: back.currentStepId,
        values: { note: 'corrigido' },
      },
    );
    expect(draft.statusCode).toBe(200);
    const resubmit = await call('vendedor', 'POST', '/services/workflows/startExecution', {
      executionWorkflowId: back.executionWorkflowId,
    });
    expect(resubmit.statusCode).toBe(200);
    const again = await contextOf('aprovador', started.executionWorkflowId);
    expect(again.showConclude).toBe(true);
    expect(again.history.map((h) => h.kind)).toEqual(['START', 'ANSWER', 'SAVE_DRAFT', 'ANSWER']);
  });

  it("only holders of the type's start module × WORKFLOW may start it", async () => {
    await t.db.query(
      "update workflow_types set start_module = 'PRE_CADASTRO_CLIENTE' where code = 'TESTE_FLUXO'",
    );
    try {
      const res = await call('aprovador', 'POST', '/services/workflows/startExecution', {
        workflowTypeCode: GENERIC_WORKFLOW,
        registerId: 'CLI-X',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.noPermission);
      const ctx = (key: string) =>
        call(key, 'GET', `/services/workflows/context?workflowTypeCode=${GENERIC_WORKFLOW}&registerId=CLI-X`);
      expect((await ctx('aprovador')).json()).toMatchObject({ newExecution: true, canStart: false });
      expect((await ctx('admin')).json()).toMatchObject({ newExecution: true, canStart: true });
    } finally {
      await t.db.query("update workflow_types set start_module = null where code = 'TESTE_FLUXO'");
    }
  });

  it('starting a second execution of a running record is refused', async () => {
    await startFor('CLI-3');
    const res = await call('vendedor', 'POST', '/services/workflows/startExecution', {
      workflowTypeCode: GENERIC_WORKFLOW,
      registerId: 'CLI-3',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.workflowInProgress);
  });

  it('assume, manager assume and leave, and transfer move the task between users', async () => {
    const started = await startFor('CLI-4');
    const stepId = (await contextOf('aprovador', started.executionWorkflowId)).currentStepId;
    const id = started.executionWorkflowId;
    expect(
      (await call('aprovador', 'PUT', `/services/workflows/assumeExecutionWorkflow/${id}`, { stepId }))
        .statusCode,
    ).toBe(200);
    expect((await call('aprovador', 'GET', '/services/tasks/assumed?q=CLI-4')).json().totalRegisters).toBe(1);
    expect(
      (await call('admin', 'PUT', `/services/workflows/managerAssumeExecutionWorkflow/${id}`, { stepId }))
        .statusCode,
    ).toBe(200);
    expect((await contextOf('aprovador', id)).showConclude).toBe(false);
    expect(
      (await call('admin', 'PUT', `/services/workflows/managerLeaveExecutionWorkflow/${id}`, { stepId }))
        .statusCode,
    ).toBe(200);
    expect((await contextOf('aprovador', id)).showConclude).toBe(true);
    const moved = await call('admin', 'POST', '/services/tasks/transfer', {
      fromUserId: ids.aprovador,
      toUserId: ids.financeiro,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message).toBe(MSG.tasksTransferred);
    expect((await contextOf('financeiro', id)).showConclude).toBe(true);
    expect(
      (
        await call('admin', 'POST', '/services/tasks/transfer', {
          fromUserId: ids.aprovador,
          toUserId: ids.financeiro,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("a substitute sees and answers the absent user's tasks, and the history records for whom", async () => {
    const started = await startFor('CLI-5');
    const now = Date.now();
    const named = await call('aprovador', 'POST', '/services/substitutes', {
      substituteId: ids.financeiro,
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    expect(named.statusCode).toBe(201);
    const queue = (await call('financeiro', 'GET', '/services/tasks/mine?q=CLI-5')).json();
    expect(queue.totalRegisters).toBe(1);
    const ctx = await contextOf('financeiro', started.executionWorkflowId);
    const res = await answer('financeiro', ctx, 'Aprovado');
    expect(res.statusCode).toBe(200);
    expect(res.json().history.at(-1)).toMatchObject({
      actor: 'Beatriz Financeiro',
      actedFor: 'Ana Aprovadora',
      action: 'Aprovado',
    });
    const report = (await call('admin', 'GET', '/services/substitutes/report')).json();
    expect(report.rows[0]).toMatchObject({ actor: 'Beatriz Financeiro', actedFor: 'Ana Aprovadora' });
    await t.db.query('delete from workflow_substitutes');
  });

  it('two people answering the same task at once: exactly one wins, the other gets 409', async () => {
    // Both hold the role, so both may answer the unassigned step.
    await t.db.query(
      "insert into workflow_role_members (role_id, user_id) select id, $1 from workflow_roles where code = 'REGIONAL_MANAGER'",
      [ids.financeiro],
    );
    for (let i = 0; i < 5; i++) {
      const started = await startFor(`RACE-${i}`);
      const ctx = await contextOf('aprovador', started.executionWorkflowId);
      const results = await Promise.all([
        answer('aprovador', ctx, 'Aprovado'),
        answer('financeiro', ctx, 'Reprovado'),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const steps = await t.db.query<{ n: number }>(
        "select count(*)::int as n from workflow_steps where execution_id = $1 and status = 'DONE'",
        [started.executionWorkflowId],
      );
      expect(steps.rows[0]!.n).toBe(2);
    }
    await t.db.query('delete from workflow_role_members where user_id = $1', [ids.financeiro]);
  });

  it('overdue tasks escalate once to the role manager, with the clock moved past the SLA', async () => {
    const started = await startFor('CLI-6');
    sent.length = 0;
    clock = new Date(Date.now() + 49 * 3_600_000);
    try {
      const ctx = await contextOf('aprovador', started.executionWorkflowId);
      expect(ctx.steps.at(-1)!.deadlineStatus).toBe('OVERDUE');
      expect(
        await escalateOverdue(t.db, async (userId, n) => void sent.push({ userId, n }), clock),
      ).toBeGreaterThan(0);
      expect(sent.some((s) => s.userId === ids.admin && s.n.title === MSG.workflowTaskOverdueTitle)).toBe(
        true,
      );
      expect(await escalateOverdue(t.db, async () => {}, clock)).toBe(0);
    } finally {
      clock = new Date();
    }
  });
});
