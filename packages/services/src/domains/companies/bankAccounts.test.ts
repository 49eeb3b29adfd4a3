import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
const companies: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  // Direct saves, the policy while the accounts' change workflow is inactive (bankAccounts.changes.test.ts
  // covers the requests): here each write answers its own refusal.
  await t.db.query('update workflow_types set active = false where code = $1', [
    BANK_ACCOUNT_CHANGE_WORKFLOW,
  ]);
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

// What every kit area does (paging, exports, 404/403/409, history, deletion) is the contract
// suite's (kit/contract.test.ts); these are the bank accounts' own rules.
describe('bank accounts', () => {
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
    // Finance holds confidential access: every company's accounts, as admin sees them.
    expect((await call('financeiro', 'GET', '/services/bank-accounts')).json().totalRegisters).toBe(
      (await call('admin', 'GET', '/services/bank-accounts')).json().totalRegisters,
    );
    const choices = (await call('aprovador', 'GET', '/services/bank-accounts/companies')).json();
    expect(choices.rows.map((r: { code: string }) => r.code)).toEqual(['MTZ-0001']);
    const csv = await call(
      'aprovador',
      'GET',
      '/services/bank-accounts/export?format=csv&columns=companyCode',
    );
    expect(csv.body).not.toContain('MTZ-0002');
    const ofTheirs = await call('aprovador', 'GET', `/services/bank-accounts?companyId=${theirs}`);
    expect(ofTheirs.json().totalRegisters).toBe(0);

    const refused: [string, string, object?, string?][] = [
      ['GET', `/services/bank-accounts/${others}`],
      ['PUT', `/services/bank-accounts/${others}`, account(theirs)],
      ['DELETE', `/services/bank-accounts/${others}`],
      ['GET', `/services/history/bankAccount/${others}`],
      ['POST', '/services/bank-accounts', account(theirs), MSG.noClientAccess],
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
