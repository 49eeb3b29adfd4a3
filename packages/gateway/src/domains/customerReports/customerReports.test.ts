import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { customerReportFileName, MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const DASHBOARD = `{ customerDashboard { total active prospects newThisMonth byStatus { key count }
  byRegion { key count } byRiskClass { key count } newPerMonth { key count } } }`;
const REPORT = `query($input: ListInput) { customerReport(input: $input) {
  totalRegisters rows { id corporateName region status suggestedLimit createdAt } } }`;
const PROSPECTS = `query($input: ListInput) { customerProspects(input: $input) {
  totalRegisters rows { id status taskTitle deadlineStatus dueAt } } }`;

type Dash = { customerDashboard: { total: number; byStatus: { key: string; count: number }[] } };

describe('customer report, dashboard and prospects over the real services', () => {
  it('the dashboard counts what each caller may see; who lacks the module is FORBIDDEN', async () => {
    const [admin, vendedor, financeiro] = await Promise.all(
      ['admin', 'vendedor', 'financeiro'].map((u) => s.login(u)),
    );
    const all = (await s.gql(DASHBOARD, {}, admin)).data as unknown as Dash;
    const mine = (await s.gql(DASHBOARD, {}, vendedor)).data as unknown as Dash;
    expect(mine.customerDashboard.total).toBeGreaterThan(0);
    expect(all.customerDashboard.total).toBeGreaterThan(mine.customerDashboard.total);
    const { rows } = await s.services.db.query<{ n: number }>(
      `select count(*)::int as n from customers c join users u on u.id = c.representative_id
        where u.user_name = 'vendedor'`,
    );
    expect(mine.customerDashboard.total).toBe(rows[0]!.n);
    const denied = await s.gql(DASHBOARD, {}, financeiro);
    expect(denied.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('the report pages with filters; the file is streamed with the caller’s token', async () => {
    const admin = await s.login('admin');
    const page = await s.gql(
      REPORT,
      { input: { pageSize: 5, filters: [{ key: 'region', values: ['SUL'] }] } },
      admin,
    );
    expect(page.errors).toBeUndefined();
    const report = (page.data as unknown as { customerReport: { rows: { region: string }[] } })
      .customerReport;
    expect(report.rows).toHaveLength(5);
    expect(report.rows.every((r) => r.region === 'SUL')).toBe(true);
    const bad = await s.gql(REPORT, { input: { filters: [{ key: 'createdAtFrom', values: ['x'] }] } }, admin);
    expect(bad.errors?.[0]?.extensions.code).toBe('VALIDATION_FAILED');

    const file = await s.gateway.inject({
      method: 'GET',
      url: '/files/customers/report?region=SUL&riskClass=A',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain(
      encodeURIComponent(customerReportFileName()),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Razão social');
    expect(sheet.rowCount).toBeGreaterThan(1);
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(sheet.getRow(r).getCell(8).value).toBe('Sul');
      expect(sheet.getRow(r).getCell(11).value).toBe('A');
    }
    const anonymous = await s.gateway.inject({ method: 'GET', url: '/files/customers/report' });
    expect(anonymous.statusCode).toBe(401);
    const financeiro = await s.login('financeiro');
    const refused = await s.gateway.inject({
      method: 'GET',
      url: '/files/customers/report',
      headers: { authorization: `Bearer ${financeiro}` },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.noPermission]);
  });

  it('prospects: a pre-registration in approval with its task and deadline status', async () => {
    const vendedor = await s.login('vendedor');
    const lookup = await s.gql(
      `query($c: String!) { customerCnpjLookup(cnpj: $c) { matrix { id } } }`,
      { c: '11222333007780' },
      vendedor,
    );
    const matrix = (lookup.data as unknown as { customerCnpjLookup: { matrix: { id: string } | null } })
      .customerCnpjLookup.matrix;
    expect(matrix).toBeTruthy();
    const saved = await s.gql(
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`,
      {
        input: {
          personType: 'PJ',
          companyId: matrix!.id,
          cnpj: '11222333007780',
          corporateName: 'Prospecto Gateway Ltda',
          shortName: 'Prospecto Gateway',
        },
      },
      vendedor,
    );
    expect(saved.errors).toBeUndefined();
    const id = (saved.data as unknown as { saveCustomer: { id: string } }).saveCustomer.id;
    const res = await s.gql(PROSPECTS, { input: { q: 'Prospecto Gateway' } }, vendedor);
    expect(res.data).toMatchObject({
      customerProspects: {
        totalRegisters: 1,
        rows: [{ id, status: 'IN_APPROVAL', deadlineStatus: 'WAITING' }],
      },
    });
  });
});
