import { describe, expect, it } from 'vitest';
import { MSG, NEGOTIATION_MSG, NEGOTIATION_WORKFLOW, PRESIDENCY_MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';

const { t, call } = testAppWith(['admin', 'vendedor', 'ralmeida', 'aprovador', 'financeiro']);
const { answer } = recordWorkflow((...args) => call(...args), NEGOTIATION_WORKFLOW);

type Deal = {
  id: number;
  status: string;
  responsibleApproval: string;
  totalValue: string;
  updatedAt: string;
};
type Page = { rows: Deal[]; totalRegisters: number };

/** The demo book's deals of a representative in approval, by the alçada that approves them. */
async function waitingFor(rep: string, alcada: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select n.id from negotiations n join users u on u.id = n.representative_id
      where u.user_name = $1 and n.status = 'IN_APPROVAL' and n.responsible_approval = $2 order by n.id`,
    [rep, alcada],
  );
  return rows.map((r) => Number(r.id));
}
const read = async (id: number) => (await call('admin', 'GET', `/services/negotiations/${id}`)).json<Deal>();
const approve = (who: string, id: number) =>
  call(who, 'POST', `/services/presidency/negotiations/${id}/approve`);

describe('the demo book climbs the alçadas', () => {
  it('gives each representative a deal waiting for the board and one for the presidency', async () => {
    for (const rep of ['vendedor', 'ralmeida', 'mcosta', 'pnogueira']) {
      const [board] = await waitingFor(rep, 'Diretoria');
      const [presidency] = await waitingFor(rep, 'Presidência');
      const b = await read(board!);
      const p = await read(presidency!);
      expect(Number(b.totalValue)).toBeGreaterThan(50000);
      expect(Number(b.totalValue)).toBeLessThanOrEqual(200000);
      expect(Number(p.totalValue)).toBeGreaterThan(200000);
      expect((await waitingFor(rep, 'Gerente regional')).length).toBe(2);
    }
  });
});

describe('/sales/presidency', () => {
  it('lists the deals waiting for the presidency, and only to whoever holds PRESIDENCIA', async () => {
    const page = (await call('admin', 'GET', '/services/presidency/negotiations?pageSize=100')).json<Page>();
    const expected = (
      await t.db.query<{ id: number }>(
        `select id from negotiations where status = 'IN_APPROVAL' and responsible_approval = 'Presidência'`,
      )
    ).rows.map((r) => Number(r.id));
    expect(page.rows.map((r) => r.id).sort()).toEqual(expected.sort());
    expect(page.totalRegisters).toBeGreaterThanOrEqual(4);
    expect(page.rows.every((r) => r.responsibleApproval === 'Presidência')).toBe(true);
    for (const who of ['vendedor', 'aprovador', 'financeiro']) {
      const res = await call(who, 'GET', '/services/presidency/negotiations');
      expect([who, res.statusCode]).toEqual([who, 403]);
    }
    const searched = (
      await call('admin', 'GET', `/services/presidency/negotiations?q=Carlos%20Vendedor`)
    ).json<Page>();
    expect(searched.totalRegisters).toBe(1);
  });

  it("lets the presidency adjust a waiting deal's items to the cent, never another deal's", async () => {
    const [deal] = await waitingFor('ralmeida', 'Presidência');
    const items = (
      await call('admin', 'GET', `/services/negotiation-items?negotiationId=${deal}&pageSize=10`)
    ).json<{ rows: Record<string, unknown>[] }>().rows;
    const item = items[0]!;
    const body = {
      negotiationId: item.negotiationId,
      productId: item.productId,
      negotiatedQuantity: 10,
      negotiatedPriceWithoutIpi: item.tablePrice,
      percPriceVpc: '',
      percVpcFan: '',
      updatedAt: item.updatedAt,
    };
    const saved = await call('admin', 'PUT', `/services/negotiation-items/${item.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<{ totalValue: string; negotiatedPrice: string }>();
    const { rows } = await t.db.query<{ v: string }>(
      `select (round($1::numeric * (1 + i.ipi / 100), 2) * 10)::text as v from negotiation_items i where i.id = $2`,
      [item.tablePrice, item.id],
    );
    expect(after.totalValue).toBe(rows[0]!.v);
    // Its representative may not change a deal in approval; nor may the presidency a deal the board approves.
    const his = await call('ralmeida', 'PUT', `/services/negotiation-items/${item.id}`, {
      ...body,
      updatedAt: (saved.json() as { updatedAt: string }).updatedAt,
    });
    expect([his.statusCode, his.json().message]).toEqual([400, NEGOTIATION_MSG.notDraft]);
    const [board] = await waitingFor('ralmeida', 'Diretoria');
    const boardItem = (
      await call('admin', 'GET', `/services/negotiation-items?negotiationId=${board}&pageSize=1`)
    ).json<{ rows: Record<string, unknown>[] }>().rows[0]!;
    const refused = await call('admin', 'DELETE', `/services/negotiation-items/${boardItem.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([400, NEGOTIATION_MSG.notDraft]);
  });

  it("approves with the engine's presidency answer: the deal is approved and read-only", async () => {
    const [deal] = await waitingFor('vendedor', 'Presidência');
    const res = await approve('admin', deal!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: deal, status: 'APPROVED' });
    const { rows } = await t.db.query<{ presidency: boolean; action: string }>(
      `select s.presidency, a.name as action from workflow_steps s
         join workflow_executions e on e.id = s.execution_id
         join workflow_actions a on a.id = s.action_id
        where e.register_id = $1 and s.status = 'DONE' order by s.seq desc limit 1`,
      [String(deal)],
    );
    expect(rows[0]).toEqual({ presidency: true, action: 'Aprovado' });
    const again = await approve('admin', deal!);
    expect([again.statusCode, again.json().message]).toEqual([400, PRESIDENCY_MSG.notWaiting]);
    expect((await call('vendedor', 'GET', `/services/negotiations/${deal}`)).json().status).toBe('APPROVED');
  });

  it('refuses a deal that does not wait for the presidency, and a caller outside the presidency', async () => {
    const [board] = await waitingFor('mcosta', 'Diretoria');
    const res = await approve('admin', board!);
    expect([res.statusCode, res.json().message]).toEqual([400, PRESIDENCY_MSG.notWaiting]);
    expect((await approve('vendedor', board!)).statusCode).toBe(403);
    const [deal] = await waitingFor('mcosta', 'Presidência');
    await t.db.query(
      `delete from workflow_role_members where role_id = (select id from workflow_roles where code = 'PRESIDENCY')`,
    );
    try {
      const outside = await approve('admin', deal!);
      expect([outside.statusCode, outside.json().message]).toEqual([403, MSG.noPermission]);
      expect((await read(deal!)).status).toBe('IN_APPROVAL');
    } finally {
      await t.db.query(
        `insert into workflow_role_members (role_id, user_id)
         select r.id, u.id from workflow_roles r, users u where r.code = 'PRESIDENCY' and u.user_name = 'admin'`,
      );
    }
  });

  it('lets one of two answers given at once win', async () => {
    const [deal] = await waitingFor('pnogueira', 'Presidência');
    const both = await Promise.all([approve('admin', deal!), answer('admin', deal!, 'Aprovado')]);
    const codes = both.map((r) => r.statusCode).sort();
    // The loser reads the execution before (409) or after (400: no longer waiting) the winner's commit.
    expect(codes[0]).toBe(200);
    expect([400, 409]).toContain(codes[1]);
    expect((await read(deal!)).status).toBe('APPROVED');
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from workflow_steps s join workflow_executions e on e.id = s.execution_id
        where e.register_id = $1 and s.answered_by is not null and s.task_index = 1`,
      [String(deal)],
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe('an approver the alçada chose', () => {
  it('opens the deal his task names without confidential access, and no other deal', async () => {
    const [board] = await waitingFor('vendedor', 'Diretoria');
    const [manager] = await waitingFor('vendedor', 'Gerente regional');
    const seen = async () =>
      [board!, manager!].map(
        async (id) => (await call('ralmeida', 'GET', `/services/negotiations/${id}`)).statusCode,
      );
    // Another representative reads only his own deals (no confidential access on NEGOCIACOES).
    expect(await Promise.all(await seen())).toEqual([403, 403]);
    await t.db.query(
      `insert into workflow_role_members (role_id, user_id)
       select r.id, u.id from workflow_roles r, users u where r.code = 'BOARD' and u.user_name = 'ralmeida'`,
    );
    try {
      // A member of the board's role: the board's deal waits for him, the regional manager's does not.
      expect(await Promise.all(await seen())).toEqual([200, 403]);
    } finally {
      await t.db.query(
        `delete from workflow_role_members where role_id = (select id from workflow_roles where code = 'BOARD')
            and user_id = (select id from users where user_name = 'ralmeida')`,
      );
    }
  });
});
