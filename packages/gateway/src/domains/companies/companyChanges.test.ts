import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const COMPANY_ID = `query { companies(input: { q: "MTZ-0001" }) { rows { id } } }`;
const REQUEST = `mutation($id: ID!, $input: CompanyInput!) {
  requestCompanyChange(id: $id, input: $input) {
    tradeName
    pendingChange { requestedBy { name } changes { field before after current } }
  }
}`;

describe('company registration change requests over the real services', () => {
  it('the owner asks; the company shows the pending change; a direct save is FORBIDDEN with its text', async () => {
    const manager = await s.login('aprovador');
    const id = (await s.gql<{ companies: { rows: { id: string }[] } }>(COMPANY_ID, {}, manager)).data!
      .companies.rows[0]!.id;
    const input = {
      code: 'MTZ-0001',
      cnpj: '12345678000195',
      corporateName: 'Magazine Horizonte Comércio Ltda',
      tradeName: 'Horizonte',
    };
    const direct = await s.gql(
      `mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }`,
      { id, input },
      manager,
    );
    expect(direct.errors?.[0]).toMatchObject({
      message: MSG.changeByRequest,
      extensions: { code: 'FORBIDDEN' },
    });

    const asked = await s.gql(REQUEST, { id, input }, manager);
    expect(asked.errors).toBeUndefined();
    expect(asked.data).toEqual({
      requestCompanyChange: {
        tradeName: 'Magazine Horizonte',
        pendingChange: {
          requestedBy: { name: 'Ana Aprovadora' },
          changes: [
            {
              field: 'tradeName',
              before: 'Magazine Horizonte',
              after: 'Horizonte',
              current: 'Magazine Horizonte',
            },
          ],
        },
      },
    });
    const seen = await s.gql<{ company: { pendingChange: { changes: unknown[] } } }>(
      `query($id: ID!) { company(id: $id) { pendingChange { changes { field } } } }`,
      { id },
      await s.login('admin'),
    );
    expect(seen.data?.company.pendingChange.changes).toEqual([{ field: 'tradeName' }]);
  });

  it("the owner asks for new bank data on his company's account; the answer carries the pending change", async () => {
    const manager = await s.login('aprovador');
    const accounts = await s.gql<{
      bankAccounts: { rows: { id: string; companyId: string; changeByRequest: boolean }[] };
    }>(
      `query { bankAccounts(input: { q: "56789-0" }) { rows { id companyId changeByRequest } } }`,
      {},
      manager,
    );
    const account = accounts.data!.bankAccounts.rows[0]!;
    expect(account.changeByRequest).toBe(true);
    const asked = await s.gql(
      `mutation($id: ID!, $input: BankAccountInput!) {
        requestBankAccountChange(id: $id, input: $input) { accountCode pendingChange { changes { field before after } } }
      }`,
      {
        id: account.id,
        input: {
          companyId: account.companyId,
          bankCode: '001',
          bankName: 'Banco do Brasil',
          agencyCode: '1234-5',
          accountCode: '56789-1',
        },
      },
      manager,
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data).toEqual({
      requestBankAccountChange: {
        accountCode: '56789-0',
        pendingChange: { changes: [{ field: 'accountCode', before: '56789-0', after: '56789-1' }] },
      },
    });
  });
});
