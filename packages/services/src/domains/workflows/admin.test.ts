import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { seededApproval } from './workflows.testkit.js';
import { signInAs } from '../../test/testApp.js';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'semperfil', 'aprovador']);

// Every module-guarded workflow route, with a body that would otherwise pass validation.
const GUARDED: [string, string, object?][] = [
  // Workflow types are a kit area (kit/contract.test.ts covers its routes); these are its own.
  ['GET', '/services/workflows/code/CADASTRO_CLIENTE'],
  ['GET', '/services/workflows/roles'],
  ['PUT', '/services/workflows/roles/1', { managerUserId: null, members: [] }],
  [
    'PUT',
    '/services/workflows/update/1',
    { code: 'X', title: 'X', active: true, workflowTypeSituations: [1] },
  ],
  ['PUT', '/services/workflows/1/deactivate'],
  ['GET', '/services/workflows/1/versions'],
  ['POST', '/services/workflows/1/versions'],
  ['PUT', '/services/workflows/executionWorkflow/1/deactivate'],
  ['GET', '/services/tasks/version/1'],
  [
    'POST',
    '/services/tasks',
    { versionId: 1, title: 'T', slaHours: 1, roles: ['APPROVER'], actionTitleId: 1 },
  ],
  ['PUT', '/services/tasks/1', { title: 'T', slaHours: 1, roles: ['APPROVER'], actionTitleId: 1 }],
  ['DELETE', '/services/tasks/1'],
  ['POST', '/services/tasks/execution-order', { versionId: 1, taskIds: [1] }],
  ['GET', '/services/tasks/mine'],
  ['GET', '/services/tasks/assumed'],
  ['GET', '/services/tasks/pending'],
  ['GET', '/services/tasks/users-with-task'],
  ['POST', '/services/tasks/transfer', { fromUserId: 1, toUserId: 2 }],
  // Action titles are a kit area (kit/contract.test.ts covers its routes); these are its own.
  ['GET', '/services/action-titles/all'],
  ['GET', '/services/action-titles/alias/APROVACAO'],
  ['GET', '/services/action-titles/1/actions'],
  ['GET', '/services/action-titles/actions?ids=1,2'],
  ['POST', '/services/action-titles/1/actions', { name: 'X', effect: 'ADVANCE' }],
  ['POST', '/services/action-titles/1/actions/order', { actionIds: [1] }],
  ['DELETE', '/services/action-titles/actions/1'],
  ['GET', '/services/substitutes/report'],
  ['GET', '/services/workflows/active'],
  ['GET', '/services/workflows/historic?registerId=1&workflowTypeCode=CADASTRO_CLIENTE'],
];

describe('workflow administration', () => {
  it.each(GUARDED)('%s %s refuses a user without the module × action', async (method, url, body) => {
    const res = await call('semperfil', method as 'GET', url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.noPermission);
  });

  it("task holders look up active types and a record's executions", async () => {
    const types = await call('aprovador', 'GET', '/services/workflows/active');
    const rows = types.json<{ code: string; recordPath: string | null }[]>();
    // Each with where its records open (the financial screens list the financial ones' alçadas and tasks).
    expect(rows.find((t) => t.code === 'APROVACAO_VPC')?.recordPath).toBe('/financial/vpc');
    expect(rows.map(({ recordPath: _, ...t }) => t)).toEqual([
      {
        id: expect.any(Number),
        code: 'ALTERACAO_CADASTRAL_COMPRADOR',
        title: 'Alteração cadastral de comprador',
      },
      {
        id: expect.any(Number),
        code: 'ALTERACAO_CADASTRAL_CONTA',
        title: 'Alteração cadastral de conta bancária',
      },
      {
        id: expect.any(Number),
        code: 'ALTERACAO_CADASTRAL_EMPRESA',
        title: 'Alteração cadastral de empresa',
      },
      {
        id: expect.any(Number),
        code: 'ALTERACAO_CADASTRAL_REPRESENTANTE',
        title: 'Alteração cadastral de representante',
      },
      { id: expect.any(Number), code: 'APROVACAO_FAN', title: 'Aprovação de FAN' },
      { id: expect.any(Number), code: 'APROVACAO_NEGOCIACAO', title: 'Aprovação de Negociação' },
      { id: expect.any(Number), code: 'APROVACAO_PEDIDOS', title: 'Aprovação de Pedidos' },
      { id: expect.any(Number), code: 'APROVACAO_VPC', title: 'Aprovação de VPC' },
      { id: expect.any(Number), code: 'CADASTRO_CLIENTE', title: 'Cadastro de Cliente' },
      { id: expect.any(Number), code: 'CADASTRO_REPRESENTANTE', title: 'Cadastro de Representante' },
      { id: expect.any(Number), code: 'LIBERACAO_PRODUTOS', title: 'Liberação de Produtos' },
      { id: expect.any(Number), code: 'MODO_APROVACAO', title: 'Modo de Aprovação' },
    ]);
    const registerId = await seededApproval(t);
    const historic = await call(
      'aprovador',
      'GET',
      `/services/workflows/historic?registerId=${registerId}&workflowTypeCode=CADASTRO_CLIENTE`,
    );
    expect(historic.json()).toMatchObject([
      { status: 'IN_PROGRESS', registerId, version: 1, requester: 'Carlos Vendedor' },
    ]);
  });

  it('record-level routes refuse someone with no part in the execution', async () => {
    const ctx = (
      await call(
        'aprovador',
        'GET',
        `/services/workflows/context?workflowTypeCode=CADASTRO_CLIENTE&registerId=${await seededApproval(t)}`,
      )
    ).json();
    expect(
      (await call('semperfil', 'GET', `/services/workflows/executionWorkflow/${ctx.executionWorkflowId}`))
        .statusCode,
    ).toBe(403);
    const res = await call(
      'semperfil',
      'PUT',
      `/services/workflows/assumeExecutionWorkflow/${ctx.executionWorkflowId}`,
      { stepId: ctx.currentStepId },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.noPermission);
  });

  it("the workflow panel's deactivation is refused on a record its user may not read, and changes nothing", async () => {
    await t.db.query(
      `insert into profile_grants (profile_id, module, actions)
       select id, 'PAINEL_WORKFLOW', '{VISUALIZAR,INATIVAR}' from profiles where name = 'Analista Financeiro'`,
    );
    const finance = await signInAs(t, ['financeiro']);
    // A customer registration in progress: finance holds no customers' module.
    const registerId = await seededApproval(t);
    const { rows } = await t.db.query<{ id: number }>(
      "select id from workflow_executions where register_id = $1 and status = 'IN_PROGRESS'",
      [registerId],
    );
    const id = Number(rows[0]!.id);
    const res = await finance('financeiro', 'PUT', `/services/workflows/executionWorkflow/${id}/deactivate`);
    expect(res.statusCode).toBe(403);
    const after = await t.db.query('select status from workflow_executions where id = $1', [id]);
    expect(after.rows).toEqual([{ status: 'IN_PROGRESS' }]);
    for (const url of [
      `/services/workflows/historic?registerId=${registerId}&workflowTypeCode=CADASTRO_CLIENTE`,
      `/services/workflows/findByObject?registerId=${registerId}&type=CADASTRO_CLIENTE`,
    ])
      expect((await finance('financeiro', 'GET', url)).statusCode).toBe(403);
  });

  it('types need a situation; tasks need a unique title; a version in use keeps its tasks', async () => {
    const noSituation = await call('admin', 'POST', '/services/workflows', {
      code: 'FAN',
      title: 'FAN',
      active: true,
      workflowTypeSituations: [],
    });
    expect(noSituation.statusCode).toBe(400);
    expect(noSituation.json().details).toContainEqual({
      field: 'workflowTypeSituations',
      messages: [MSG.workflowTypeRequired],
    });

    const situations = (await call('admin', 'GET', '/services/situations')).json();
    const created = await call('admin', 'POST', '/services/workflows', {
      code: 'FAN',
      title: 'Aprovação de FAN',
      active: true,
      workflowTypeSituations: [situations.rows[0].id],
    });
    expect(created.statusCode).toBe(201);
    const type = created.json();
    // A new type starts with its version 1, named with its situations in the list.
    expect(type).toMatchObject({ latestVersion: 1, situationNames: situations.rows[0].name });
    const [version] = (await call('admin', 'GET', `/services/workflows/${type.id}/versions`)).json();
    expect(version).toMatchObject({ number: 1, tasks: 0 });
    const titles = (await call('admin', 'GET', '/services/action-titles/all')).json();
    const approval = titles.find((x: { alias: string }) => x.alias === 'APROVACAO').id;
    const task = {
      versionId: version.id,
      slaHours: 24,
      roles: ['REGIONAL_MANAGER', 'BOARD'],
      actionTitleId: approval,
      isEdit: false,
    };
    const a = await call('admin', 'POST', '/services/tasks', {
      ...task,
      title: 'Gerente',
      fields: [{ index: 0, formId: 'fan', typeId: 'text', fieldsId: 'nota' }],
    });
    expect(a.statusCode).toBe(201);
    // The same field rule as the task form (schema/workflow/forms.ts): a field row names its field.
    const blankField = await call('admin', 'POST', '/services/tasks', {
      ...task,
      title: 'Sem campo',
      fields: [{ index: 0, formId: 'fan', fieldsId: ' ' }],
    });
    expect(blankField.statusCode).toBe(400);
    expect(blankField.json().details).toContainEqual({
      field: 'fields.0.fieldsId',
      messages: [MSG.required],
    });
    const b = await call('admin', 'POST', '/services/tasks', { ...task, title: 'Diretoria' });
    const dup = await call('admin', 'POST', '/services/tasks', { ...task, title: 'gerente' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().details).toContainEqual({ field: 'title', messages: [MSG.taskTitleTaken] });

    const order = await call('admin', 'POST', '/services/tasks/execution-order', {
      versionId: version.id,
      taskIds: [b.json().id, a.json().id],
    });
    expect(order.json().map((x: { title: string }) => x.title)).toEqual(['Diretoria', 'Gerente']);

    const started = await call('admin', 'POST', '/services/workflows/startExecution', {
      workflowTypeId: type.id,
      registerId: 'FAN-1',
    });
    expect(started.statusCode).toBe(201);
    const change = await call('admin', 'PUT', `/services/tasks/${a.json().id}`, { ...task, title: 'Outro' });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(MSG.workflowVersionInUse);
    const v2 = await call('admin', 'POST', `/services/workflows/${type.id}/versions`);
    expect(v2.json()).toMatchObject({ number: 2 });
    expect((await call('admin', 'GET', `/services/tasks/version/${v2.json().id}`)).json()).toHaveLength(2);
    // The type's history tells the new version, in its label.
    const history = (await call('admin', 'GET', `/services/history/workflowType/${type.id}`)).json();
    expect(history.rows[0].changes['latestVersion']).toEqual({ from: '1', to: '2' });
  });

  it("a type's spec paths: saved by update/{id} with its situations, deactivated by {id}/deactivate", async () => {
    const situations = (await call('admin', 'GET', '/services/situations')).json().rows;
    const body = { code: 'SPEC_WF', title: 'Fluxo da especificação', active: true };
    const type = (
      await call('admin', 'POST', '/services/workflows', {
        ...body,
        workflowTypeSituations: [situations[0].id],
      })
    ).json();
    const unknown = await call('admin', 'PUT', `/services/workflows/update/${type.id}`, {
      ...body,
      workflowTypeSituations: [999999],
    });
    expect(unknown.json().details).toEqual([
      { field: 'workflowTypeSituations', messages: [MSG.invalidValue] },
    ]);
    const ids = [situations[1].id, situations[0].id];
    const saved = await call('admin', 'PUT', `/services/workflows/update/${type.id}`, {
      ...body,
      workflowTypeSituations: ids,
      updatedAt: type.updatedAt,
    });
    expect(saved.json().workflowTypeSituations).toEqual([...ids].sort((a, b) => a - b));
    const taken = await call('admin', 'POST', '/services/workflows', {
      ...body,
      code: 'spec_wf',
      workflowTypeSituations: ids,
    });
    expect(taken.json().details).toEqual([{ field: 'code', messages: [MSG.workflowCodeTaken] }]);
    const off = await call('admin', 'PUT', `/services/workflows/${type.id}/deactivate`);
    expect(off.json()).toMatchObject({ active: false });
    const history = (await call('admin', 'GET', `/services/history/workflowType/${type.id}`)).json();
    expect(history.rows[0].changes['active']).toEqual({ from: 'Ativo', to: 'Inativo' });
    expect(history.rows[1].changes['situationNames'].to).toContain(situations[1].name);
  });
});
