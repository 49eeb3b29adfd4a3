import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const CONTEXT = `query($registerId: String, $code: String, $id: ID) {
  workflowContext(registerId: $registerId, workflowTypeCode: $code, executionWorkflowId: $id) {
    executionWorkflowId registerId workflowTypeId status newExecution canEdit blockComponent agreeWithTask showConclude
    currentStepId actions { id name effect } components { index formId typeId fieldsId conditionalsId value }
    steps { taskTitle deadlineStatus answeredBy } history { kind actor action }
  }
}`;
const ANSWER = `mutation($input: AnswerWorkflowInput!) { answerWorkflowTask(input: $input) { status steps { deadlineStatus } } }`;

type Ctx = {
  workflowContext: {
    executionWorkflowId: string;
    currentStepId: string;
    showConclude: boolean;
    actions: { id: string; name: string }[];
  };
};

describe('workflow context over the real services', () => {
  it('a record page reads the context, the approver answers, a second answer is a CONFLICT', async () => {
    const aprovador = await s.login('aprovador');
    // The demo seed leaves a customer registration of vendedor's waiting for him (and a buyer's change).
    const tasks = await s.gql(
      '{ tasks(scope: MINE, input: { pageSize: 100 }) { totalRegisters rows { registerId registerName workflowTitle deadlineStatus link } } }',
      {},
      aprovador,
    );
    type Row = { registerId: string; registerName: string; workflowTitle: string; link: string };
    const rows = (tasks.data as unknown as { tasks: { rows: Row[] } }).tasks.rows;
    const task = rows.find((t) => t.workflowTitle === 'Cadastro de Cliente')!;
    expect(task).toMatchObject({
      deadlineStatus: 'WAITING',
      registerName: expect.stringMatching(/^.+ \(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\)$/),
    });
    const registerId = task.registerId;
    const r = await s.gql(CONTEXT, { registerId, code: 'CADASTRO_CLIENTE' }, aprovador);
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({
      workflowContext: {
        registerId,
        status: 'IN_PROGRESS',
        newExecution: false,
        showConclude: true,
        canEdit: false,
        blockComponent: true,
        actions: [
          { name: 'Aprovado', effect: 'ADVANCE' },
          { name: 'Reprovado', effect: 'RETURN' },
        ],
        components: [{ index: 0, formId: 'customer', typeId: 'textarea', fieldsId: 'approvalNote' }],
        steps: [
          {
            taskTitle: 'Solicitação de cadastro',
            deadlineStatus: 'COMPLETED',
            answeredBy: 'Carlos Vendedor',
          },
          { taskTitle: 'Aprovação do gerente regional', deadlineStatus: 'WAITING', answeredBy: null },
        ],
        history: [{ kind: 'START', actor: 'Carlos Vendedor', action: 'Enviar para aprovação' }],
      },
    });
    const ctx = (r.data as unknown as Ctx).workflowContext;
    // The customers seed names CADASTRO_CLIENTE's record route.
    expect(task.link).toBe(
      `/client/customer/workflow/${registerId}?executionWorkflowId=${ctx.executionWorkflowId}`,
    );

    const vendedor = await s.login('vendedor');
    const input = {
      executionWorkflowId: ctx.executionWorkflowId,
      stepId: ctx.currentStepId,
      actionId: ctx.actions[0]!.id,
    };
    const denied = await s.gql(ANSWER, { input }, vendedor);
    expect(denied.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });

    const done = await s.gql(ANSWER, { input }, aprovador);
    expect(done.data).toEqual({
      answerWorkflowTask: {
        status: 'COMPLETED',
        steps: [{ deadlineStatus: 'COMPLETED' }, { deadlineStatus: 'COMPLETED' }],
      },
    });
    const again = await s.gql(ANSWER, { input }, aprovador);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const historic = await s.gql(
      'query($id: String!) { workflowHistoric(registerId: $id, workflowTypeCode: "CADASTRO_CLIENTE") { status requester } activeWorkflowTypes { code } }',
      { id: registerId },
      aprovador,
    );
    const data = historic.data as unknown as {
      workflowHistoric: unknown[];
      activeWorkflowTypes: { code: string }[];
    };
    expect(data.workflowHistoric).toEqual([{ status: 'COMPLETED', requester: 'Carlos Vendedor' }]);
    // Every active type, by code (each module adds its own): the seeded ones among them.
    const codes = data.activeWorkflowTypes.map((t) => t.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(
      expect.arrayContaining([
        'ALTERACAO_CADASTRAL_COMPRADOR',
        'ALTERACAO_CADASTRAL_CONTA',
        'ALTERACAO_CADASTRAL_EMPRESA',
        'ALTERACAO_CADASTRAL_REPRESENTANTE',
        'APROVACAO_NEGOCIACAO',
        'APROVACAO_PEDIDOS',
        'APROVACAO_VPC',
        'CADASTRO_CLIENTE',
        'CADASTRO_REPRESENTANTE',
        'LIBERACAO_PRODUTOS',
        'MODO_APROVACAO',
      ]),
    );

    // A record with no execution yet (a type no record domain rules: a customer's would need the
    // customer to exist and be his).
    const fresh = await s.gql(CONTEXT, { registerId: 'NOVO-1', code: 'MODO_APROVACAO' }, vendedor);
    expect(fresh.data).toMatchObject({
      workflowContext: {
        executionWorkflowId: null,
        newExecution: true,
        canEdit: true,
        blockComponent: false,
      },
    });
  });
});
