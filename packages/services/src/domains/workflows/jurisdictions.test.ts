import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'vendedor', 'aprovador', 'financeiro']);
const ids: Record<string, number> = {};
let typeId = 0;
let modeId = 0;

beforeAll(async () => {
  for (const u of ['aprovador', 'financeiro'])
    ids[u] = Number(
      (await t.db.query<{ id: number }>('select id from users where user_name = $1', [u])).rows[0]!.id,
    );
  typeId = Number(
    (await t.db.query<{ id: number }>("select id from workflow_types where code = 'MODO_APROVACAO'")).rows[0]!
      .id,
  );
  await t.db.query(
    `insert into profile_grants (profile_id, module, actions)
     select id, 'PAINEL_DE_TAREFAS', '{VISUALIZAR}' from profiles where name = 'Analista Financeiro'
     on conflict do nothing`,
  );
  const mode = await call('admin', 'POST', '/services/approval-modes', {
    approverCode: 'FIN',
    approverDescription: 'Financeiro',
    approvers: [ids.financeiro],
  });
  modeId = mode.json<{ id: number }>().id;
});

const queue = async (who: string, registerId: string) =>
  (await call(who, 'GET', `/services/tasks/mine?q=${registerId}`)).json<{ totalRegisters: number }>()
    .totalRegisters;
const startWith = async (registerId: string, amount?: string) => {
  const res = await call('admin', 'POST', '/services/workflows/startExecution', {
    workflowTypeCode: 'MODO_APROVACAO',
    registerId,
    ...(amount ? { amount } : {}),
  });
  expect(res.statusCode).toBe(201);
  return res.json<{
    executionWorkflowId: number;
    currentStepId: number;
    actions: { id: number; name: string }[];
  }>();
};

describe('alçadas (workflow jurisdictions)', () => {
  // The kit's contract suite covers the routes, module, history and exports; these are the alçadas' own rules.
  it('create (201), refuse an inverted or overlapping range on its field, list with the mode', async () => {
    // An alçada of this type, through this approval mode.
    const post = (alcada: { description: string; minAmount: string; maxAmount?: string }) =>
      call('admin', 'POST', '/services/jurisdictions', { typeId, ...alcada, approvalModeId: modeId });
    const created = await post({ description: 'Acima de R$ 1.000,00', minAmount: '1000.00' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      minAmount: '1000.00',
      maxAmount: null,
      approvalModeName: 'FIN — Financeiro',
    });

    const inverted = await post({ description: 'Invertida', minAmount: '10.00', maxAmount: '5.00' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().details).toEqual([{ field: 'maxAmount', messages: [MSG.jurisdictionRange] }]);

    const overlap = await post({ description: 'Sobreposta', minAmount: '5000.00', maxAmount: '6000.00' });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().details).toEqual([{ field: 'minAmount', messages: [MSG.jurisdictionOverlap] }]);

    const list = (await call('admin', 'GET', `/services/jurisdictions?typeId=${typeId}`)).json().rows;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ description: 'Acima de R$ 1.000,00', typeTitle: expect.any(String) });
  });

  it("an amount inside the range routes the APPROVER task to the mode's approvers; outside, to the role", async () => {
    const high = await startWith('ALC-1', '2500.00');
    expect(await queue('financeiro', 'ALC-1')).toBe(1);
    expect(await queue('aprovador', 'ALC-1')).toBe(0);
    const refused = await call('aprovador', 'POST', '/services/workflows/updateExecution', {
      executionWorkflowId: high.executionWorkflowId,
      stepId: high.currentStepId,
      actionId: high.actions.find((a) => a.name === 'Aprovado')!.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.noPermission);
    const ctx = (
      await call('financeiro', 'GET', `/services/workflows/executionWorkflow/${high.executionWorkflowId}`)
    ).json<{ currentStepId: number; actions: { id: number; name: string }[] }>();
    const ok = await call('financeiro', 'POST', '/services/workflows/updateExecution', {
      executionWorkflowId: high.executionWorkflowId,
      stepId: ctx.currentStepId,
      actionId: ctx.actions.find((a) => a.name === 'Aprovado')!.id,
    });
    expect(ok.statusCode).toBe(200);

    await startWith('ALC-2', '999.99');
    expect(await queue('aprovador', 'ALC-2')).toBe(1);
    expect(await queue('financeiro', 'ALC-2')).toBe(0);
    await startWith('ALC-3');
    expect(await queue('aprovador', 'ALC-3')).toBe(1);
  });

  it('change (200) and delete (200); later executions follow the change', async () => {
    const [row] = (await call('admin', 'GET', `/services/jurisdictions?typeId=${typeId}`)).json().rows;
    const changed = await call('admin', 'PUT', `/services/jurisdictions/${row.id}`, {
      typeId,
      description: 'Até R$ 1.000,00',
      maxAmount: '1000.00',
      approvalModeId: modeId,
    });
    expect(changed.statusCode).toBe(200);
    await startWith('ALC-4', '10.00');
    expect(await queue('financeiro', 'ALC-4')).toBe(1);
    const gone = await call('admin', 'DELETE', `/services/jurisdictions/${row.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await call('admin', 'GET', `/services/jurisdictions?typeId=${typeId}`)).json().rows).toEqual([]);
  });
});
