import { describe, expect, it } from 'vitest';
import { MSG, VPC_WORKFLOW } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'financeiro', 'aprovador', 'vendedor']);

type Row = { workflowTitle?: string; typeTitle?: string; description?: string; link?: string };

describe('the finance team’s tasks (/financial/tasks)', () => {
  it('are her queue’s tasks of the financial workflows alone: the VPC request and the FAN returned to her', async () => {
    const res = await call('financeiro', 'GET', '/services/tasks/financial?pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const rows: Row[] = res.json().rows;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.workflowTitle))).toEqual(
      new Set(['Aprovação de VPC', 'Aprovação de FAN']),
    );
    for (const r of rows)
      expect(r.link).toMatch(/^\/(financial\/vpc|fan)\/workflow\/\d+\?executionWorkflowId=\d+$/);
    // aprovador's whole queue holds other workflows' tasks; finance's tasks keep only the financial ones.
    const mine = (await call('aprovador', 'GET', '/services/tasks/mine?pageSize=100')).json().rows as Row[];
    expect(mine.some((r) => !['Aprovação de VPC', 'Aprovação de FAN'].includes(r.workflowTitle!))).toBe(true);
    for (const who of ['vendedor', 'aprovador'])
      expect((await call(who, 'GET', '/services/tasks/financial')).statusCode).toBe(403);
  });
});

describe('the financial alçadas (/financial/jurisdiction)', () => {
  it('lists the financial types’ alçadas; finance adds one, within the engine’s own rules', async () => {
    const list = async () =>
      (await call('financeiro', 'GET', '/services/jurisdictions?financial=true&pageSize=100')).json()
        .rows as Row[];
    const before = await list();
    expect(before.map((r) => r.description)).toEqual(
      expect.arrayContaining(['VPC: gerente regional', 'VPC: diretoria']),
    );
    expect(before.every((r) => r.typeTitle === 'Aprovação de VPC')).toBe(true);
    const { rows } = await t.db.query<{ id: number }>('select id from workflow_types where code = $1', [
      VPC_WORKFLOW,
    ]);
    const mode = (
      await t.db.query<{ id: number }>("select id from approval_modes where code = 'VPC_DIRETORIA'")
    ).rows[0]!.id;
    const body = { typeId: rows[0]!.id, description: 'VPC: teste', approvalModeId: mode, active: true };
    const overlap = await call('financeiro', 'POST', '/services/jurisdictions', {
      ...body,
      minAmount: '100.00',
    });
    expect(overlap.json().details).toEqual([{ field: 'minAmount', messages: [MSG.jurisdictionOverlap] }]);
    expect((await call('vendedor', 'POST', '/services/jurisdictions', body)).statusCode).toBe(403);
    // Above the board's range, a range is free.
    const created = await call('financeiro', 'POST', '/services/jurisdictions', {
      ...body,
      minAmount: '900000.01',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await list()).map((r) => r.description)).toContain('VPC: teste');
  });

  it('route a VPC request by its value: above R$ 50.000,00 the board answers, not the regional manager', async () => {
    const { rows } = await t.db.query<{ id: number; customerId: number }>(
      `select id, customer_id as "customerId" from vpc_requests where status = 'DRAFT' order by id limit 1`,
    );
    const vpc = rows[0]!;
    await t.db.query('update vpc_requests set value = 60000 where id = $1', [vpc.id]);
    const sent = await call('financeiro', 'POST', `/services/vpc-requests/${vpc.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const mode = await t.db.query<{ code: string }>(
      'select m.code from workflow_executions e join approval_modes m on m.id = e.approval_mode_id where e.id = $1',
      [sent.json().executionWorkflowId],
    );
    expect(mode.rows).toEqual([{ code: 'VPC_DIRETORIA' }]);
  });
});
