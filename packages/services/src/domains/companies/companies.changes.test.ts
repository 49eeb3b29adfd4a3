import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { recordWorkflow } from '../../test/recordWorkflow.js';

const { t, call } = testAppWith(['admin', 'aprovador', 'vendedor', 'financeiro']);
let mine: number;
let others: number;

beforeAll(async () => {
  const id = async (code: string) =>
    Number(
      (await t.db.query<{ id: number }>('select id from companies where code = $1', [code])).rows[0]!.id,
    );
  mine = await id('MTZ-0001'); // aprovador's (Gerente Regional: EMPRESAS without confidential access)
  others = await id('MTZ-0002');
});

/** MTZ-0001 as the form sends it, with some fields changed. */
const form = (over: object = {}) => ({
  code: 'MTZ-0001',
  cnpj: '12.345.678/0001-95',
  corporateName: 'Magazine Horizonte Comércio Ltda',
  tradeName: 'Magazine Horizonte',
  ...over,
});
/** `userName` asks for the change of company `id` that `body` brings. */
const askChange = (userName: string, id: number, body: object) =>
  call(userName, 'POST', `/services/companies/${id}/change-request`, body);

const { context, answer } = recordWorkflow((...args) => call(...args), COMPANY_CHANGE_WORKFLOW);

describe('company registration change requests', () => {
  it('without confidential access the change is asked for, approved by the board, then saved', async () => {
    // He cannot save it directly.
    const direct = await call(
      'aprovador',
      'PUT',
      `/services/companies/${mine}`,
      form({ tradeName: 'Horizonte' }),
    );
    expect([direct.statusCode, direct.json().message]).toEqual([403, MSG.changeByRequest]);

    // Nothing changed: nothing to ask for.
    const same = await askChange('aprovador', mine, form());
    expect([same.statusCode, same.json().message]).toEqual([400, MSG.changeRequestNothing]);
    // A value taken by another company is refused on its field now, not at approval.
    const taken = await askChange('aprovador', mine, form({ cnpj: '45.678.901/0001-75' }));
    expect(taken.json().details).toEqual([{ field: 'cnpj', messages: [MSG.companyCnpjTaken] }]);

    const asked = await askChange(
      'aprovador',
      mine,
      form({ tradeName: 'Horizonte Magazine', email: 'cadastro@horizonte.com.br' }),
    );
    expect(asked.statusCode).toBe(202);
    const company = asked.json();
    // The record keeps its values until approved; the request shows what it changes.
    expect(company.tradeName).toBe('Magazine Horizonte');
    expect(company.pendingChange).toMatchObject({
      requestedBy: { name: 'Ana Aprovadora' },
      mine: true,
      changes: [
        {
          field: 'tradeName',
          before: 'Magazine Horizonte',
          after: 'Horizonte Magazine',
          current: 'Magazine Horizonte',
        },
        { field: 'email', before: null, after: 'cadastro@horizonte.com.br', current: null },
      ],
    });
    expect((await call('admin', 'GET', `/services/companies/${mine}`)).json().pendingChange).toMatchObject({
      id: company.pendingChange.id,
      mine: false,
    });

    // Someone else's request on the same company waits for this one.
    const second = await askChange('admin', mine, form({ tradeName: 'X' }));
    expect([second.statusCode, second.json().message]).toEqual([409, MSG.changeRequestPending]);

    // The board (admin) rejects it: back to him, who corrects it and sends it again.
    const rejected = await answer('admin', mine, 'Reprovado');
    expect(rejected.statusCode).toBe(200);
    const corrected = await askChange('aprovador', mine, form({ tradeName: 'Horizonte Magazine' }));
    expect(corrected.json().pendingChange.changes).toEqual([
      {
        field: 'tradeName',
        before: 'Magazine Horizonte',
        after: 'Horizonte Magazine',
        current: 'Magazine Horizonte',
      },
    ]);
    expect((await answer('aprovador', mine, 'Enviar para aprovação')).statusCode).toBe(200);

    // The back office saves the same field directly meanwhile: the request shows it, as it is now
    // and as it was when asked for, so that the approver knows what approving replaces.
    const direct2 = await call(
      'admin',
      'PUT',
      `/services/companies/${mine}`,
      form({ tradeName: 'Horizonte Oficial' }),
    );
    expect(direct2.statusCode).toBe(200);
    expect((await call('admin', 'GET', `/services/companies/${mine}`)).json().pendingChange.changes).toEqual([
      {
        field: 'tradeName',
        before: 'Magazine Horizonte',
        after: 'Horizonte Magazine',
        current: 'Horizonte Oficial',
      },
    ]);
    const approved = await answer('admin', mine, 'Aprovado');
    expect(approved.json().status, approved.body).toBe('COMPLETED');

    const after = (await call('aprovador', 'GET', `/services/companies/${mine}`)).json();
    expect(after).toMatchObject({ tradeName: 'Horizonte Magazine', email: null, pendingChange: null });
    const history = (await call('aprovador', 'GET', `/services/history/company/${mine}`)).json();
    expect(history.rows[0].changes).toEqual({
      tradeName: { from: 'Horizonte Oficial', to: 'Horizonte Magazine' },
    });
  });

  it('deactivating the workflow cancels the request; the record stays as it was', async () => {
    const asked = await askChange(
      'aprovador',
      mine,
      form({ tradeName: 'Horizonte Magazine', corporateName: 'Horizonte Magazine S.A.' }),
    );
    expect(asked.statusCode).toBe(202);
    const ctx = await context('admin', mine);
    const off = await call(
      'admin',
      'PUT',
      `/services/workflows/executionWorkflow/${ctx.executionWorkflowId}/deactivate`,
    );
    expect(off.json().status).toBe('DEACTIVATED');
    const after = (await call('aprovador', 'GET', `/services/companies/${mine}`)).json();
    expect(after).toMatchObject({ corporateName: 'Magazine Horizonte Comércio Ltda', pendingChange: null });
  });

  it('with the workflow deactivated in the panel, he saves directly again', async () => {
    expect((await call('aprovador', 'GET', `/services/companies/${mine}`)).json().changeByRequest).toBe(true);
    expect((await call('admin', 'GET', `/services/companies/${mine}`)).json().changeByRequest).toBe(false);
    await t.db.query('update workflow_types set active = false where code = $1', [COMPANY_CHANGE_WORKFLOW]);
    try {
      expect((await call('aprovador', 'GET', `/services/companies/${mine}`)).json().changeByRequest).toBe(
        false,
      );
      const saved = await call(
        'aprovador',
        'PUT',
        `/services/companies/${mine}`,
        form({ tradeName: 'Horizonte' }),
      );
      expect([saved.statusCode, saved.json().tradeName]).toEqual([200, 'Horizonte']);
    } finally {
      await t.db.query('update workflow_types set active = true where code = $1', [COMPANY_CHANGE_WORKFLOW]);
    }
  });

  it('refuses a request without EMPRESAS × EDITAR, on a company he may not see, or started by the generic route', async () => {
    // Finance sees every company but edits none.
    const none = await askChange('financeiro', mine, form({ tradeName: 'Y' }));
    expect([none.statusCode, none.json().message]).toEqual([403, MSG.noPermission]);
    const hidden = await askChange(
      'aprovador',
      others,
      form({ code: 'MTZ-0002', cnpj: '45.678.901/0001-75', tradeName: 'Y' }),
    );
    expect([hidden.statusCode, hidden.json().message]).toEqual([403, MSG.noClientAccess]);
    // An execution without a request behind it would approve nothing.
    const bare = await call('aprovador', 'POST', '/services/workflows/startExecution', {
      workflowTypeCode: COMPANY_CHANGE_WORKFLOW,
      registerId: String(mine),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().details).toEqual([{ field: 'registerId', messages: [MSG.changeRequestMissing] }]);
  });
});
