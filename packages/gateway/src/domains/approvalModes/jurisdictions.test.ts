import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { startStack } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

const SAVE = `mutation($id: ID, $input: WorkflowJurisdictionInput!) {
  saveWorkflowJurisdiction(id: $id, input: $input) { id description minAmount maxAmount approverCode active }
}`;
const data = <T>(r: { data?: unknown }) => r.data as T;
const LIST = `query($typeId: ID) { workflowJurisdictions(workflowTypeId: $typeId) { id description } }`;

describe('alçadas over the real services', () => {
  it('save, refuse an overlap on its field, list, start an execution with an amount, delete', async () => {
    const admin = await s.login('admin');
    const ids = await s.gql(`{ workflowTypes(input: { pageSize: 100 }) { rows { id code } } }`, {}, admin);
    const typeId = data<{ workflowTypes: { rows: { id: string; code: string }[] } }>(
      ids,
    ).workflowTypes.rows.find((r) => r.code === 'MODO_APROVACAO')!.id;
    const mode = await s.gql(
      `mutation { createApprovalMode(input: { approverCode: "ALC", approverDescription: "Alçada", roleCode: BOARD }) { id } }`,
      {},
      admin,
    );
    const modeId = data<{ createApprovalMode: { id: string } }>(mode).createApprovalMode.id;
    const input = { workflowTypeId: typeId, description: 'Até R$ 500,00', maxAmount: '500.00' };
    const saved = await s.gql(SAVE, { input: { ...input, approvalModeId: modeId } }, admin);
    expect(saved.data).toMatchObject({
      saveWorkflowJurisdiction: { minAmount: null, maxAmount: '500.00', approverCode: 'ALC', active: true },
    });
    const overlap = await s.gql(
      SAVE,
      { input: { ...input, description: 'Outra', approvalModeId: modeId } },
      admin,
    );
    expect(overlap.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'minAmount', messages: [MSG.jurisdictionOverlap] }],
    });
    expect((await s.gql(LIST, { typeId }, admin)).data).toMatchObject({
      workflowJurisdictions: [{ description: 'Até R$ 500,00' }],
    });

    const started = await s.gql(
      `mutation { startWorkflowExecution(input: { workflowTypeCode: "MODO_APROVACAO", registerId: "GW-ALC", amount: "100.00" }) { status } }`,
      {},
      admin,
    );
    expect(data<{ startWorkflowExecution: { status: string } }>(started).startWorkflowExecution.status).toBe(
      'IN_PROGRESS',
    );

    const vendedor = await s.login('vendedor');
    const denied = await s.gql(LIST, { typeId }, vendedor);
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const id = data<{ saveWorkflowJurisdiction: { id: string } }>(saved).saveWorkflowJurisdiction.id;
    const del = await s.gql(`mutation($id: ID!) { deleteWorkflowJurisdiction(id: $id) }`, { id }, admin);
    expect(del.data).toEqual({ deleteWorkflowJurisdiction: true });
  });
});
