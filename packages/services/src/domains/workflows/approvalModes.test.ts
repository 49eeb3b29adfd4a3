import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { userOf } from '../companies/companies.testkit.js';

const { t, call } = testAppWith(['admin']);

/** The approval modes' own rules; the kit's (list, 409, status, history) are the contract suite's. */
describe('approval modes', () => {
  it('name a role, approvers or both; approvers are active users, named in the list', async () => {
    const [aprovador, financeiro] = [await userOf(t, 'aprovador'), await userOf(t, 'financeiro')];
    const created = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'GR',
      approverDescription: 'Gerentes regionais',
      approvers: [financeiro, aprovador],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      roleCode: null,
      approvers: [aprovador, financeiro].sort((a, b) => a - b),
      approverNames: 'Ana Aprovadora, Beatriz Financeiro',
    });
    const list = (await call('admin', 'GET', '/services/approval-modes?q=regionais')).json();
    expect(list.rows.map((r: { approverNames: string }) => r.approverNames)).toEqual([
      'Ana Aprovadora, Beatriz Financeiro',
    ]);

    const none = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'X',
      approverDescription: 'Ninguém',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toContainEqual({
      field: 'approvers',
      messages: [MSG.approvalModeNeedsApprover],
    });
    const role = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'DIR',
      approverDescription: 'Diretoria',
      roleCode: 'BOARD',
    });
    expect(role.statusCode).toBe(201);

    await t.db.query("update users set active = false where user_name = 'ralmeida'");
    const inactive = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'Y',
      approverDescription: 'Inativo',
      approvers: [await userOf(t, 'ralmeida')],
    });
    await t.db.query("update users set active = true where user_name = 'ralmeida'");
    expect(inactive.json().details).toContainEqual({ field: 'approvers', messages: [MSG.userNotFound] });
  });
});
