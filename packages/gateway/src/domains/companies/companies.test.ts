import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

describe('companies and bank accounts over the real services', () => {
  it('field errors of their own rules reach the form; representatives to choose from', async () => {
    const admin = await s.login('admin');
    const bad = await s.gql(
      `mutation($input: CompanyInput!) { createCompany(input: $input) { id } }`,
      { input: { code: 'GW 02', cnpj: '123', corporateName: 'X', representativeId: '999999' } },
      admin,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'code', messages: [MSG.companyCodeInvalid] },
        { field: 'cnpj', messages: [MSG.invalidCnpj] },
      ],
    });
    const reps = await s.gql<{ companyRepresentatives: { rows: { name: string; userName: string }[] } }>(
      `{ companyRepresentatives(input: { q: "aprovador" }) { rows { name userName } } }`,
      {},
      admin,
    );
    expect(reps.data?.companyRepresentatives.rows).toEqual([
      { name: 'Ana Aprovadora', userName: 'aprovador' },
    ]);
    // Bank accounts are a kit area (domains/resources covers them); their own rules reach the form.
    const badAccount = await s.gql(
      `mutation($input: BankAccountInput!) { createBankAccount(input: $input) { id } }`,
      {
        input: {
          companyId: (await s.services.db.query<{ id: number }>('select min(id) as id from companies'))
            .rows[0]!.id,
          bankCode: '26',
          bankName: 'Nu',
          agencyCode: '1',
          accountCode: '1',
        },
      },
      admin,
    );
    expect(badAccount.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'bankCode', messages: ['Código do banco deve conter 3 dígitos'] }],
    });
  });

  it("FORBIDDEN with the spec's texts for records hidden from the caller; lists hold only his", async () => {
    const manager = await s.login('aprovador');
    const admin = await s.login('admin');
    const others = await s.gql<{ companies: { rows: { id: string }[] } }>(
      `{ companies(input: { q: "MTZ-0002" }) { rows { id } } }`,
      {},
      admin,
    );
    const id = others.data!.companies.rows[0]!.id;
    const company = await s.gql(`query($id: ID!) { company(id: $id) { id } }`, { id }, manager);
    expect(company.errors?.[0]).toMatchObject({
      message: MSG.noClientAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const accounts = await s.gql<{ bankAccounts: { rows: { id: string; companyCode: string }[] } }>(
      `{ bankAccounts(input: { pageSize: 100 }) { rows { id companyCode } } }`,
      {},
      admin,
    );
    const hidden = accounts.data!.bankAccounts.rows.find((r) => r.companyCode === 'MTZ-0002')!;
    const account = await s.gql(
      `query($id: ID!) { bankAccount(id: $id) { id } }`,
      { id: hidden.id },
      manager,
    );
    expect(account.errors?.[0]).toMatchObject({
      message: MSG.noAccountAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const mine = await s.gql<{ companies: { rows: { code: string }[] } }>(
      `{ companies { rows { code } } }`,
      {},
      manager,
    );
    expect(mine.data?.companies.rows).toEqual([{ code: 'MTZ-0001' }]);
    const nobody = await s.login('semperfil');
    const refused = await s.gql(`{ bankAccounts { totalRegisters } }`, {}, nobody);
    expect(refused.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
