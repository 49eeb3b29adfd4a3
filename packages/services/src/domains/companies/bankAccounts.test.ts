import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
const companies: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = await signInAs(t, ['admin', 'aprovador', 'financeiro', 'vendedor']);
  for (const r of (await t.db.query<{ id: number; code: string }>('select id, code from companies')).rows)
    companies[r.code] = Number(r.id);
});
afterAll(() => t.close());

const account = (companyId: number, over: object = {}) => ({
  companyId,
  bankCode: '033',
  bankName: 'Santander',
  agencyCode: '2271',
  accountCode: '13000456-7',
  ...over,
});
const accountOf = async (code: string) =>
  Number(
    (
      await t.db.query<{ id: number }>(
        'select b.id from bank_accounts b join companies c on c.id = b.company_id where c.code = $1 limit 1',
        [code],
      )
    ).rows[0]!.id,
  );
const codes = (rows: { companyCode: string }[]) => [...new Set(rows.map((r) => r.companyCode))];

describe('bank accounts', () => {
  it('every route refuses a user without BANCOS × its action', async () => {
    const id = await accountOf('MTZ-0001');
    const mtz = companies['MTZ-0001']!;
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['vendedor', 'GET', '/services/bank-accounts'],
      ['vendedor', 'GET', '/services/bank-accounts/export?format=csv&columns=bankCode'],
      ['vendedor', 'GET', '/services/bank-accounts/companies'],
      ['vendedor', 'GET', `/services/companies/${mtz}/bank-accounts`],
      ['vendedor', 'GET', `/services/bank-accounts/${id}`],
      ['vendedor', 'POST', '/services/bank-accounts', account(mtz)],
      ['vendedor', 'PUT', `/services/bank-accounts/${id}`, account(mtz)],
      ['vendedor', 'POST', `/services/bank-accounts/${id}/change-request`, account(mtz)],
      ['financeiro', 'DELETE', `/services/bank-accounts/${id}`],
      ['vendedor', 'GET', `/services/history/bankAccount/${id}`],
    ];
    for (const [who, method, url, payload] of routes) {
      const res = await call(who, method, url, payload);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.noPermission]);
    }
  });

  it('creates (201), lists per company and across companies, saves (200; stale 409), deletes (200)', async () => {
    const mtz = companies['MTZ-0003']!;
    const created = await call(
      'admin',
      'POST',
      '/services/bank-accounts',
      account(mtz, { accountCode: '1300 x' }),
    );
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({ companyCode: 'MTZ-0003', bankCode: '033', accountCode: '1300-X' });

    const ofCompany = (await call('admin', 'GET', `/services/companies/${mtz}/bank-accounts`)).json();
    expect(ofCompany.rows.map((r: { bankCode: string }) => r.bankCode).sort()).toEqual(['033', '104']);
    // The demo book's matrices (seed/customers.seed.ts) have accounts too: look at this test's companies.
    const all = (await call('admin', 'GET', '/services/bank-accounts?q=MTZ-&pageSize=100')).json();
    expect(codes(all.rows)).toEqual(['MTZ-0003', 'MTZ-0002', 'MTZ-0001']);
    const santander = (await call('admin', 'GET', '/services/bank-accounts?q=santander&pageSize=100')).json();
    expect(
      santander.rows.filter((r: { companyCode: string }) => r.companyCode.startsWith('MTZ-')),
    ).toHaveLength(1);

    const saved = await call('admin', 'PUT', `/services/bank-accounts/${a.id}`, {
      ...account(mtz, { agencyCode: '2272-1' }),
      updatedAt: a.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().agencyCode).toBe('2272-1');
    const stale = await call('admin', 'PUT', `/services/bank-accounts/${a.id}`, {
      ...account(mtz),
      updatedAt: a.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const removed = await call('admin', 'DELETE', `/services/bank-accounts/${a.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call('admin', 'GET', `/services/bank-accounts/${a.id}`)).statusCode).toBe(404);
    const history = (await call('admin', 'GET', `/services/history/bankAccount/${a.id}`)).json();
    expect(history.rows.map((r: { action: string }) => r.action)).toEqual(['delete', 'update', 'create']);
    // A deleted account's history is only for who sees every account.
    expect((await call('aprovador', 'GET', `/services/history/bankAccount/${a.id}`)).statusCode).toBe(403);
  });

  it('answers VALIDATION_FAILED per field: bank code, agency, account, duplicate, unknown company', async () => {
    const mtz = companies['MTZ-0001']!;
    const bad = await call('admin', 'POST', '/services/bank-accounts', {
      companyId: mtz,
      bankCode: '12',
      bankName: '',
      agencyCode: '12-345',
      accountCode: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'bankCode', messages: ['Código do banco deve conter 3 dígitos'] },
      { field: 'bankName', messages: [MSG.required] },
      { field: 'agencyCode', messages: [MSG.invalidAgency] },
      { field: 'accountCode', messages: [MSG.invalidAccount] },
    ]);
    const dup = await call('admin', 'POST', '/services/bank-accounts', {
      ...account(mtz, { bankCode: '001', agencyCode: '1234-5', accountCode: '56789-0' }),
    });
    expect(dup.json().details).toEqual([{ field: 'accountCode', messages: [MSG.bankAccountTaken] }]);
    // The same numbers at another company are a different account.
    const elsewhere = await call('admin', 'POST', '/services/bank-accounts', {
      ...account(companies['MTZ-0002']!, { bankCode: '001', agencyCode: '1234-5', accountCode: '56789-0' }),
    });
    expect(elsewhere.statusCode).toBe(201);
    const nowhere = await call('admin', 'POST', '/services/bank-accounts', account(999999));
    expect(nowhere.json().details).toEqual([{ field: 'companyId', messages: [MSG.companyNotFound] }]);
  });

  it("without confidential access: only his companies' accounts, everywhere", async () => {
    const others = await accountOf('MTZ-0002');
    const mine = await accountOf('MTZ-0001');
    const theirs = companies['MTZ-0002']!;
    expect(codes((await call('aprovador', 'GET', '/services/bank-accounts')).json().rows)).toEqual([
      'MTZ-0001',
    ]);
    expect((await call('financeiro', 'GET', '/services/bank-accounts')).json()).toEqual({
      rows: [],
      totalRegisters: 0,
    });
    const choices = (await call('aprovador', 'GET', '/services/bank-accounts/companies')).json();
    expect(choices.rows.map((r: { code: string }) => r.code)).toEqual(['MTZ-0001']);
    const csv = await call(
      'aprovador',
      'GET',
      '/services/bank-accounts/export?format=csv&columns=companyCode',
    );
    expect(csv.body).not.toContain('MTZ-0002');

    const refused: [string, string, object?, string?][] = [
      ['GET', `/services/bank-accounts/${others}`],
      ['PUT', `/services/bank-accounts/${others}`, account(theirs)],
      ['DELETE', `/services/bank-accounts/${others}`],
      ['GET', `/services/history/bankAccount/${others}`],
      ['POST', '/services/bank-accounts', account(theirs), MSG.noClientAccess],
      ['GET', `/services/companies/${theirs}/bank-accounts`, undefined, MSG.noClientAccess],
      // Moving his own account to a company he does not see.
      ['PUT', `/services/bank-accounts/${mine}`, account(theirs), MSG.noClientAccess],
    ];
    for (const [method, url, payload, message] of refused) {
      const res = await call('aprovador', method as 'GET', url, payload);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, message ?? MSG.noAccountAccess]);
    }
    expect((await call('aprovador', 'GET', `/services/bank-accounts/${mine}`)).statusCode).toBe(200);
    const own = await call('aprovador', 'POST', '/services/bank-accounts', account(companies['MTZ-0001']!));
    expect(own.statusCode).toBe(201);
    expect((await call('aprovador', 'DELETE', `/services/bank-accounts/${own.json().id}`)).statusCode).toBe(
      200,
    );
  });
});
