import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { newCustomer, uploadDocument, vendedorBranch } from './customers.testkit.js';

const { t, call } = testAppWith(['vendedor', 'ralmeida', 'financeiro', 'admin']);
let token = '';
let id = 0;
let documentId = 0;
let companyId = 0;
let executionId = 0;
beforeAll(async () => {
  companyId = Number(
    (await t.db.query<{ id: number }>('select id from companies where cnpj = $1', [vendedorBranch(1)]))
      .rows[0]!.id,
  );
  const saved = (
    await call('vendedor', 'POST', '/services/customers/upsert', newCustomer(companyId, vendedorBranch(50)))
  ).json();
  id = saved.id;
  executionId = saved.executionWorkflowId;
  token = (
    await t.app.inject({
      method: 'POST',
      url: '/services/auth/login',
      payload: { userName: 'vendedor', password: 'demo1234' },
    })
  ).json().accessToken;
  documentId = (await uploadDocument(t, token, id, { title: 'Contrato', alias: 'SOCIAL_CONTRACT' })).json()
    .id;
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Every customer route that names a record, with a body that would pass validation. */
const RECORD_ROUTES = (): [Method, string, object?][] => [
  ['GET', `/services/customers/${id}`],
  ['POST', '/services/customers/upsert', { ...newCustomer(companyId, vendedorBranch(50)), id }],
  ['DELETE', `/services/customers?id=${id}&active=false`],
  ['DELETE', `/services/customers/panel/${id}`],
  ['GET', `/services/customers/lookup/client/${id}`],
  ['POST', `/services/customers/${id}/business-hierarchy`, { board: 'X' }],
  ['POST', `/services/customers/${id}/registration`, { freightType: 'FOB' }],
  ['POST', `/services/customers/${id}/fiscal-parameters`, { icmsRate: '12,00' }],
  ['POST', `/services/customers/${id}/nature-tax-operations`, { rows: [] }],
  ['GET', `/services/customers/${id}/documents`],
  ['PUT', `/services/customers/documents/${documentId}`, { title: 'Novo', alias: 'DRE' }],
  ['GET', `/services/customers/documents/${documentId}/file`],
  ['DELETE', `/services/customers/documents/${documentId}`],
  ['GET', `/services/history/customer/${id}`],
  // Its registration workflow, by record and by execution: steps, assignees and answers.
  ['GET', `/services/workflows/context?workflowTypeCode=CADASTRO_CLIENTE&registerId=${id}`],
  ['GET', `/services/workflows/executionWorkflow/${executionId}`],
];
const LIST_ROUTES: [Method, string][] = [
  ['GET', '/services/customers'],
  ['GET', '/services/customers/panel'],
  ['GET', '/services/customers/summary'],
  ['GET', '/services/customers/short-name?name=eletro'],
  ['GET', `/services/customers/lookup/cnpj?cnpj=${vendedorBranch(60)}`],
];

describe('customer routes: module × action, then record access', () => {
  it('a user without the customer modules gets 403 on every route', async () => {
    for (const [method, url, body] of [...RECORD_ROUTES(), ...LIST_ROUTES]) {
      const res = await call('financeiro', method, url, body);
      // Finance holds the task panel (her VPC requests' tasks): the workflow routes reach the record rule.
      const text = url.startsWith('/services/workflows/') ? MSG.noClientAccess : MSG.noPermission;
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, text]);
    }
    const up = await uploadDocument(t, await signInToken('financeiro'), id, { title: 'X', alias: 'DRE' });
    expect(up.statusCode).toBe(403);
  });

  it('the customer was sent to approval, so its workflow routes are tested on a real execution', () => {
    expect(executionId).toBeGreaterThan(0);
  });

  it('a representative without record access gets 403 "Você não possui acesso a este cliente." on every record route', async () => {
    for (const [method, url, body] of RECORD_ROUTES()) {
      const res = await call('ralmeida', method, url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.noClientAccess]);
    }
    const up = await uploadDocument(t, await signInToken('ralmeida'), id, { title: 'X', alias: 'DRE' });
    expect([up.statusCode, up.json().message]).toEqual([403, MSG.noClientAccess]);
    // The lists only list what he may see.
    for (const url of ['/services/customers?q=Eletro%20Teste', '/services/customers/panel?q=Eletro%20Teste'])
      expect((await call('ralmeida', 'GET', url)).json().totalRegisters).toBe(0);
    expect((await call('admin', 'GET', '/services/customers?q=Eletro%20Teste')).json().totalRegisters).toBe(
      1,
    );
  });
});

async function signInToken(userName: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/services/auth/login',
    payload: { userName, password: 'demo1234' },
  });
  return res.json().accessToken as string;
}
