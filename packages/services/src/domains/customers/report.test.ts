import { beforeAll, describe, expect, it } from 'vitest';
import { businessDay, customerReportFileName, MSG } from '@balcao/schema';
import { cnpjOf, DEMO_MATRIX_ROOTS } from '../../seed/customers.seed.js';
import { testAppWith } from '../../test/testFile.js';
import { newCustomer, vendedorBranch } from './customers.testkit.js';
import { cellsOf, sheetOf } from '../../test/xlsx.js';

const { t, call } = testAppWith(['admin', 'vendedor', 'ralmeida', 'aprovador', 'financeiro']);
const ids: Record<string, number> = {};
const idOf = async (sql: string, params: unknown[]) =>
  Number((await t.db.query<{ id: number }>(sql, params)).rows[0]!.id);

beforeAll(async () => {
  for (const u of ['vendedor', 'ralmeida'])
    ids[u] = await idOf('select id from users where user_name = $1', [u]);
  const mine = await idOf('select id from companies where cnpj = $1', [vendedorBranch(1)]);
  const other = await idOf('select id from companies where cnpj = $1', [cnpjOf(DEMO_MATRIX_ROOTS.other, 1)]);
  const save = async (who: string, body: object) => {
    const res = await call(who, 'POST', '/services/customers/upsert', body);
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().id);
  };
  ids.prospect = await save(
    'vendedor',
    newCustomer(mine, vendedorBranch(71), {
      corporateName: 'Relatório Prospecto Vendedor Ltda',
      shortName: '=SOMA(1;2)',
      uf: 'AM',
      city: 'Manaus',
      riskClass: 'B',
    }),
  );
  ids.others = await save(
    'ralmeida',
    newCustomer(other, cnpjOf(DEMO_MATRIX_ROOTS.other, 71), {
      corporateName: 'Relatório Cliente Rodrigo Ltda',
      shortName: 'Cliente Rodrigo',
      uf: 'RS',
    }),
  );
});

const ROUTES = [
  '/services/customers/report',
  '/services/customers/report/download',
  '/services/customers/dashboard',
  '/services/customers/prospects',
];

describe('customer report, dashboard and prospects', () => {
  it('refuses who lacks the module × action of each', async () => {
    for (const url of ROUTES) {
      const res = await call('financeiro', 'GET', url);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.noPermission]);
    }
    // The regional manager reads the report, the dashboard and the prospection of his region.
    for (const url of ROUTES)
      expect([url, (await call('aprovador', 'GET', url)).statusCode]).toEqual([url, 200]);
    const log = await t.db.query(
      `select 1 from access_log where route = '/services/customers/dashboard' and status = 403`,
    );
    expect(log.rows.length).toBeGreaterThan(0);
  });

  it('a representative’s report and dashboard count only his customers', async () => {
    const expected = async (userId: number | null) => {
      const { rows } = await t.db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from customers where $1::bigint is null or representative_id = $1
          group by status order by status`,
        [userId],
      );
      return rows.map((r) => ({ key: r.status, count: r.n }));
    };
    for (const [who, userId] of [
      ['vendedor', ids.vendedor!],
      ['ralmeida', ids.ralmeida!],
      ['admin', null],
    ] as const) {
      const dash = (await call(who, 'GET', '/services/customers/dashboard')).json();
      const byStatus = await expected(userId);
      expect([who, dash.byStatus]).toEqual([who, byStatus]);
      const total = byStatus.reduce((a, s) => a + s.count, 0);
      expect(dash.total).toBe(total);
      for (const key of ['byRegion', 'byState', 'byRiskClass'])
        expect(dash[key].reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(total);
      expect(dash.newPerMonth).toHaveLength(12);
      // Created today: this month's bar holds them.
      expect(dash.newThisMonth).toBe(dash.newPerMonth.at(-1).count);
      const report = (await call(who, 'GET', '/services/customers/report?pageSize=1')).json();
      expect(report.totalRegisters).toBe(total);
    }
    const mine = (await call('vendedor', 'GET', '/services/customers/report?q=Relatório&pageSize=50')).json();
    expect(mine.rows.map((r: { id: number }) => r.id)).toEqual([ids.prospect]);
    const dash = (await call('vendedor', 'GET', '/services/customers/dashboard')).json();
    expect(dash.byRegion).toContainEqual({ key: 'NORTE', count: expect.any(Number) });
    expect(dash.newThisMonth).toBeGreaterThanOrEqual(1);
  });

  it('filters by status, region, state, representative, risk class and registration date', async () => {
    const today = businessDay();
    const rows = async (qs: string) =>
      (await call('admin', 'GET', `/services/customers/report?pageSize=100&q=Relatório&${qs}`))
        .json()
        .rows.map((r: { id: number }) => r.id);
    expect(await rows('status=IN_APPROVAL')).toEqual([ids.others, ids.prospect]);
    expect(await rows('region=NORTE')).toEqual([ids.prospect]);
    expect(await rows('uf=RS')).toEqual([ids.others]);
    expect(await rows(`representativeId=${ids.ralmeida}`)).toEqual([ids.others]);
    expect(await rows('riskClass=B')).toEqual([ids.prospect]);
    expect(await rows(`createdAtFrom=${today}&createdAtTo=${today}`)).toHaveLength(2);
    expect(await rows('createdAtTo=2000-01-01')).toEqual([]);
    const bad = await call('admin', 'GET', '/services/customers/report?createdAtFrom=ontem');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('createdAtFrom');
  });

  it('downloads the XLSX named after the month, with the filters, formulas neutralized', async () => {
    const res = await call('admin', 'GET', '/services/customers/report/download?q=Relatório&region=NORTE');
    expect(res.statusCode).toBe(200);
    const disposition = String(res.headers['content-disposition']);
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]!);
    expect(name).toBe(customerReportFileName());
    expect(name).toMatch(/^Relatório Clientes \d{1,2}\u2215\d{4}\.xlsx$/);
    expect(disposition).toMatch(/filename="Relatorio Clientes \d{1,2}-\d{4}\.xlsx"/);
    const sheet = await sheetOf(res);
    expect(sheet.name).toMatch(/^Relatório Clientes \d/);
    const values = (n: number) => cellsOf(sheet, n);
    expect(values(1).slice(0, 4)).toEqual(['Código', 'Razão social', 'Nome reduzido', 'CNPJ / CPF']);
    expect(sheet.rowCount).toBe(2);
    const row = values(2);
    expect(row.slice(0, 3)).toEqual([ids.prospect, 'Relatório Prospecto Vendedor Ltda', "'=SOMA(1;2)"]);
    expect(row[7]).toBe('Norte');
    expect(row[9]).toBe('Em aprovação');
    expect(row[12]).toBe(150000);
    expect(sheet.getRow(2).getCell(13).numFmt).toBe('"R$" #,##0.00');
    // A representative's file holds his customers only.
    const his = await call('vendedor', 'GET', '/services/customers/report/download?q=Relatório');
    const hisSheet = await sheetOf(his);
    expect(hisSheet.rowCount).toBe(2);
  });

  it('lists prospects with their flow’s current task and deadline status, only the caller’s', async () => {
    const page = (await call('vendedor', 'GET', '/services/customers/prospects?pageSize=100')).json();
    const row = page.rows.find((r: { id: number }) => r.id === ids.prospect);
    expect(row).toMatchObject({ status: 'IN_APPROVAL', deadlineStatus: 'WAITING' });
    expect(row.taskTitle).toBeTruthy();
    expect(row.executionWorkflowId).toBeTruthy();
    expect(page.rows.some((r: { id: number }) => r.id === ids.others)).toBe(false);
    const waiting = (
      await call('admin', 'GET', '/services/customers/prospects?pageSize=100&deadlineStatus=WAITING')
    ).json();
    expect(waiting.rows.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([ids.prospect]));
    const overdue = (
      await call('admin', 'GET', '/services/customers/prospects?pageSize=100&deadlineStatus=OVERDUE')
    ).json();
    expect(overdue.rows.some((r: { id: number }) => r.id === ids.prospect)).toBe(false);
  });

  it('counts a customer registered late in the evening on the São Paulo day and month, not the UTC one', async () => {
    // The last day of last month, in São Paulo: 22:00 and 23:30 there are already the 1st in UTC.
    const [y, m] = businessDay().split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
    const month = lastDay.slice(0, 7);
    const firstOfThisMonth = businessDay(new Date(Date.UTC(y, m - 1, 1, 12)));
    const before = (await call('admin', 'GET', '/services/customers/dashboard')).json();
    const bar = (d: { newPerMonth: { key: string; count: number }[] }) =>
      d.newPerMonth.find((b) => b.key === month)!.count;
    const set = (id: number, at: string) =>
      t.db.query('update customers set created_at = $2 where id = $1', [id, at]);
    await set(ids.prospect!, `${lastDay} 23:30:00-03`);
    await set(ids.others!, `${lastDay} 22:00:00-03`);
    try {
      const rows = async (qs: string) =>
        (await call('admin', 'GET', `/services/customers/report?pageSize=100&q=Relatório&${qs}`))
          .json()
          .rows.map((r: { id: number }) => r.id)
          .sort();
      const both = [ids.prospect, ids.others].sort();
      expect(await rows(`createdAtFrom=${month}-01&createdAtTo=${lastDay}`)).toEqual(both);
      expect(await rows(`createdAtFrom=${lastDay}&createdAtTo=${lastDay}`)).toEqual(both);
      expect(await rows(`createdAtFrom=${firstOfThisMonth}`)).toEqual([]);
      const after = (await call('admin', 'GET', '/services/customers/dashboard')).json();
      expect(bar(after)).toBe(bar(before) + 2);
      expect(after.newThisMonth).toBe(before.newThisMonth - 2);
    } finally {
      await set(ids.prospect!, new Date().toISOString());
      await set(ids.others!, new Date().toISOString());
    }
  });
});
