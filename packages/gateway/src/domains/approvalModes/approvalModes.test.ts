import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { startStack } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

const SAVE = `mutation($input: ApprovalModeInput!) {
  createApprovalMode(input: $input) { id approverCode roleCode active approvers { name } updatedAt }
}`;

describe('approval modes over the real services', () => {
  it('create, list, edit, inactivate; field errors reach the form', async () => {
    const admin = await s.login('admin');
    const created = await s.gql(
      SAVE,
      { input: { approverCode: 'DIR', approverDescription: 'Diretoria', roleCode: 'BOARD' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const mode = (created.data as unknown as { createApprovalMode: { id: string; updatedAt: string } })
      .createApprovalMode;
    expect(created.data).toMatchObject({
      createApprovalMode: { approverCode: 'DIR', roleCode: 'BOARD', active: true },
    });

    const bad = await s.gql(SAVE, { input: { approverCode: 'NADA', approverDescription: 'Ninguém' } }, admin);
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'approvers', messages: [MSG.approvalModeNeedsApprover] }],
    });

    const edited = await s.gql(
      `mutation($id: ID!, $input: ApprovalModeInput!) { updateApprovalMode(id: $id, input: $input) { approverDescription } }`,
      {
        id: mode.id,
        input: {
          approverCode: 'DIR',
          approverDescription: 'Diretoria executiva',
          roleCode: 'BOARD',
          updatedAt: mode.updatedAt,
        },
      },
      admin,
    );
    expect(edited.data).toEqual({ updateApprovalMode: { approverDescription: 'Diretoria executiva' } });
    const off = await s.gql(
      `mutation($id: ID!) { inactivateApprovalMode(id: $id) { active } }`,
      { id: mode.id },
      admin,
    );
    expect(off.data).toEqual({ inactivateApprovalMode: { active: false } });
    const list = await s.gql<{ approvalModes: { rows: { approverCode: string; active: boolean }[] } }>(
      '{ approvalModes(input: { pageSize: 100 }) { totalRegisters rows { approverCode active } } }',
      {},
      admin,
    );
    expect(list.data!.approvalModes.rows).toContainEqual({ approverCode: 'DIR', active: false });
  });
});
