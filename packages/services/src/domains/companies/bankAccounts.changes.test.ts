import { beforeAll, describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';

const { t, call } = testAppWith(['admin', 'aprovador']);
let mine = 0; // an account of MTZ-0001, aprovador's company (Gerente Regional: BANCOS without confidential access)
let others = 0;

beforeAll(async () => {
  const accountOf = async (code: string) =>
    Number(
      (
        await t.db.query<{ id: number }>(
          `select b.id from bank_accounts b join companies c on c.id = b.company_id
            where c.code = $1 order by b.id limit 1`,
          [code],
        )
      ).rows[0]!.id,
    );
  mine = await accountOf('MTZ-0001');
  others = await accountOf('MTZ-0002');
});

const { answer } = recordWorkflow((...args) => call(...args), BANK_ACCOUNT_CHANGE_WORKFLOW);

describe('bank account data change requests', () => {
  it('the owner asks for new bank data; the board approves it; then the account holds it', async () => {
    const before = (await call('aprovador', 'GET', `/services/bank-accounts/${mine}`)).json();
    expect(before).toMatchObject({ changeByRequest: true, pendingChange: null });
    const body = { ...before, agencyCode: '0457 1', accountCode: '99887766-5' };
    const direct = await call('aprovador', 'PUT', `/services/bank-accounts/${mine}`, body);
    expect([direct.statusCode, direct.json().message]).toEqual([403, MSG.changeByRequest]);

    const asked = await call('aprovador', 'POST', `/services/bank-accounts/${mine}/change-request`, body);
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({
      agencyCode: before.agencyCode,
      pendingChange: {
        mine: true,
        changes: [
          { field: 'agencyCode', before: before.agencyCode, after: '0457-1', current: before.agencyCode },
          {
            field: 'accountCode',
            before: before.accountCode,
            after: '99887766-5',
            current: before.accountCode,
          },
        ],
      },
    });
    expect((await answer('admin', mine, 'Aprovado')).json().status).toBe('COMPLETED');
    expect((await call('aprovador', 'GET', `/services/bank-accounts/${mine}`)).json()).toMatchObject({
      agencyCode: '0457-1',
      accountCode: '99887766-5',
      pendingChange: null,
    });
    const history = (await call('aprovador', 'GET', `/services/history/bankAccount/${mine}`)).json();
    expect(history.rows[0].changes).toMatchObject({ accountCode: { to: '99887766-5' } });
  });

  it("refuses a request on another company's account; who sees every account saves directly", async () => {
    const theirs = (await call('admin', 'GET', `/services/bank-accounts/${others}`)).json();
    expect(theirs.changeByRequest).toBe(false);
    const hidden = await call('aprovador', 'POST', `/services/bank-accounts/${others}/change-request`, {
      ...theirs,
      accountCode: '1-1',
    });
    expect([hidden.statusCode, hidden.json().message]).toEqual([403, MSG.noAccountAccess]);
    const saved = await call('admin', 'PUT', `/services/bank-accounts/${others}`, {
      ...theirs,
      accountCode: '1-1',
    });
    expect([saved.statusCode, saved.json().accountCode]).toEqual([200, '1-1']);
  });
});
