import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = await signInAs(t, ['admin', 'vendedor']);
  for (const u of ['aprovador', 'financeiro'])
    ids[u] = Number(
      (await t.db.query<{ id: number }>('select id from users where user_name = $1', [u])).rows[0]!.id,
    );
});
afterAll(() => t.close());

describe('approval modes', () => {
  it('create (201), list, edit (200; stale 409), inactivate; a code is unique; a role or approvers', async () => {
    const created = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'GR',
      approverDescription: 'Gerentes regionais',
      approvers: [ids.aprovador, ids.financeiro],
    });
    expect(created.statusCode).toBe(201);
    const mode = created.json();
    expect(mode).toMatchObject({ approverCode: 'GR', roleCode: null, active: true });
    expect(mode.approvers.map((a: { name: string }) => a.name)).toEqual([
      'Ana Aprovadora',
      'Beatriz Financeiro',
    ]);

    const list = (await call('admin', 'GET', '/services/approval-modes?q=regionais')).json();
    expect(list.totalRegisters).toBe(1);

    const dup = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'gr',
      approverDescription: 'Outro',
      roleCode: 'BOARD',
    });
    expect(dup.json().details).toContainEqual({
      field: 'approverCode',
      messages: [MSG.approvalModeCodeTaken],
    });
    const empty = await call('admin', 'POST', '/services/approval-modes', {
      approverCode: 'X',
      approverDescription: 'Ninguém',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toContainEqual({
      field: 'approvers',
      messages: [MSG.approvalModeNeedsApprover],
    });

    const edited = await call('admin', 'PUT', `/services/approval-modes/${mode.id}`, {
      approverCode: 'GR',
      approverDescription: 'Diretoria e gerente',
      roleCode: 'BOARD',
      approvers: [ids.aprovador],
      updatedAt: mode.updatedAt,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ roleCode: 'BOARD', approvers: [{ name: 'Ana Aprovadora' }] });
    const stale = await call('admin', 'PUT', `/services/approval-modes/${mode.id}`, {
      approverCode: 'GR',
      approverDescription: 'Velha',
      roleCode: 'BOARD',
      updatedAt: mode.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const off = await call('admin', 'PUT', `/services/approval-modes/${mode.id}/inactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().active).toBe(false);
    const active = (await call('admin', 'GET', '/services/approval-modes?active=true&pageSize=100')).json();
    expect(active.rows.map((r: { id: number }) => r.id)).not.toContain(mode.id);
    expect((await call('vendedor', 'GET', '/services/approval-modes')).statusCode).toBe(403);
  });
});
