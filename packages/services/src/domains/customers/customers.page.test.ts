import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MSG, CUSTOMER_WORKFLOW, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { newCustomer, uploadDocument, vendedorBranch } from './customers.testkit.js';

const { t, call } = testAppWith(['vendedor', 'ralmeida', 'admin']);
let companyId = 0;
let vendedorId = 0;
let ralmeidaId = 0;
const start = (who: string, registerId: string) =>
  call(who, 'POST', '/services/workflows/startExecution', {
    workflowTypeCode: CUSTOMER_WORKFLOW,
    registerId,
  });
const create = async (branch: number, extra: object = {}) => {
  const res = await call('vendedor', 'POST', '/services/customers/upsert', {
    ...newCustomer(companyId, vendedorBranch(branch)),
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; updatedAt: string; executionWorkflowId: number }>();
};
const userId = async (userName: string) =>
  Number(
    (await t.db.query<{ id: number }>('select id from users where user_name = $1', [userName])).rows[0]!.id,
  );

beforeAll(async () => {
  companyId = Number(
    (await t.db.query<{ id: number }>('select id from companies where cnpj = $1', [vendedorBranch(1)]))
      .rows[0]!.id,
  );
  vendedorId = await userId('vendedor');
  ralmeidaId = await userId('ralmeida');
});

describe('the ERP summary of a client that is one of our customers', () => {
  it('follows the customer record rule, by CNPJ and by ERP code', async () => {
    // A client the simulated ERP knows, made vendedor's customer (its matrix registered for him).
    const erp = (await call('admin', 'GET', '/services/erp/clients?pageSize=50')).json().rows as {
      cnpj: string;
      code: string;
    }[];
    const client = erp.find((c) => !c.cnpj.startsWith('11222333') && !c.cnpj.startsWith('22333444'))!;
    const company = await t.db.query<{ id: number }>(
      `insert into companies (code, cnpj, corporate_name, representative_id) values ('ERP-PAG', $1, 'Cliente ERP Ltda', $2)
       returning id`,
      [client.cnpj, vendedorId],
    );
    const mine = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(Number(company.rows[0]!.id), client.cnpj),
    });
    expect(mine.statusCode).toBe(201);
    const byCnpj = `/services/erp/clients/summary?cnpj=${client.cnpj}`;
    const byCode = `/services/erp/clients/summary?code=${client.code}`;
    for (const url of [byCnpj, byCode]) {
      expect((await call('vendedor', 'GET', url)).json()).toMatchObject({ cnpj: client.cnpj });
      expect((await call('admin', 'GET', url)).statusCode).toBe(200);
      const refused = await call('ralmeida', 'GET', url);
      expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.noClientAccess]);
    }
    // A client that is no customer of ours stays the ERP's alone.
    const other = erp.find((c) => c.cnpj !== client.cnpj && !c.cnpj.startsWith('11222333'))!;
    expect(
      (await call('ralmeida', 'GET', `/services/erp/clients/summary?cnpj=${other.cnpj}`)).statusCode,
    ).toBe(200);
  });
});

describe('starting the customer-registration workflow through the engine', () => {
  it('needs an existing customer, visible to the caller, in pre-registration', async () => {
    const c = await create(70);
    // Already in approval with a running execution: the engine's own 409.
    expect((await start('vendedor', String(c.id))).statusCode).toBe(409);
    // Someone else's customer: the record rule, before anything is written.
    const other = await start('ralmeida', String(c.id));
    expect([other.statusCode, other.json().message]).toEqual([403, MSG.noClientAccess]);
    for (const id of ['999999', 'CLI-QUALQUER']) {
      const missing = await start('vendedor', id);
      expect([missing.statusCode, missing.json().message]).toEqual([404, CUSTOMER_MSG.notFound]);
    }
    // An approved customer does not go back to approval.
    // Its own executions only: another workflow's record (an order) may have the same number.
    const ITS = `register_id = $1 and type_id = (select id from workflow_types where code = $2)`;
    await t.db.query(`update workflow_executions set status = 'DEACTIVATED' where ${ITS}`, [
      String(c.id),
      CUSTOMER_WORKFLOW,
    ]);
    await t.db.query(`update customers set status = 'ACTIVE' where id = $1`, [c.id]);
    const active = await start('admin', String(c.id));
    expect(active.statusCode).toBe(400);
    expect(active.json().details).toEqual([
      { field: 'registerId', messages: [CUSTOMER_MSG.onlyPreRegistrationToApproval] },
    ]);
    // Back in pre-registration (deactivated): its own representative starts it again.
    await t.db.query(`update customers set status = 'PRE_REGISTRATION' where id = $1`, [c.id]);
    expect((await start('ralmeida', String(c.id))).statusCode).toBe(403);
    expect((await start('vendedor', String(c.id))).statusCode).toBe(201);
    const count = await t.db.query(`select count(*)::int as n from workflow_executions where ${ITS}`, [
      String(c.id),
      CUSTOMER_WORKFLOW,
    ]);
    expect(count.rows[0]).toEqual({ n: 2 });
  });
});

describe('sub-record saves over a stale version', () => {
  it('answer 409 with the sub-record as it is now; the current updatedAt saves', async () => {
    const c = await create(71);
    const url = (p: string) => `/services/customers/${c.id}/${p}`;
    const first = await call('vendedor', 'POST', url('registration'), {
      freightType: 'FOB',
      updatedAt: c.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const bodies: [string, object][] = [
      ['registration', { freightType: 'CIF' }],
      ['business-hierarchy', { board: 'Sul' }],
      ['fiscal-parameters', { icmsRate: '12,00' }],
      ['nature-tax-operations', { rows: [] }],
    ];
    for (const [p, body] of bodies) {
      const stale = await call('vendedor', 'POST', url(p), { ...body, updatedAt: c.updatedAt });
      expect([p, stale.statusCode, stale.json().message]).toEqual([p, 409, MSG.staleWrite]);
    }
    const stale = await call('vendedor', 'POST', url('registration'), {
      freightType: 'CIF',
      updatedAt: c.updatedAt,
    });
    expect(stale.json().current).toMatchObject({
      registration: { freightType: 'FOB' },
      updatedAt: expect.any(String),
    });
    const now = (await call('vendedor', 'GET', `/services/customers/${c.id}`)).json().updatedAt;
    const fresh = await call('vendedor', 'POST', url('business-hierarchy'), { board: 'Sul', updatedAt: now });
    expect([fresh.statusCode, fresh.json().board]).toEqual([200, 'Sul']);
  });
});

describe('removing a pre-registration', () => {
  it('removes its documents from the files store too', async () => {
    const c = await create(72);
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/services/auth/login',
        payload: { userName: 'vendedor', password: 'demo1234' },
      })
    ).json().accessToken as string;
    const doc = (
      await uploadDocument(t, token, c.id, { title: 'Contrato', alias: 'SOCIAL_CONTRACT' })
    ).json();
    const file = (await t.db.query<{ path: string }>('select path from files where id = $1', [doc.fileId]))
      .rows[0]!;
    expect(existsSync(path.join(t.filesDir, file.path))).toBe(true);
    expect((await call('vendedor', 'DELETE', `/services/customers/panel/${c.id}`)).statusCode).toBe(200);
    expect(existsSync(path.join(t.filesDir, file.path))).toBe(false);
    expect((await t.db.query('select 1 from files where id = $1', [doc.fileId])).rows).toEqual([]);
  });
});

describe('the representative of a customer', () => {
  it('is chosen by whoever sees every customer, among active users', async () => {
    const picker = await call('admin', 'GET', '/services/customers/representatives?pageSize=1000');
    expect(picker.json().rows).toContainEqual({
      id: ralmeidaId,
      name: expect.any(String),
      userName: 'ralmeida',
    });
    expect((await call('vendedor', 'GET', '/services/customers/representatives')).statusCode).toBe(403);
    const c = await create(73);
    const body = { ...newCustomer(companyId, vendedorBranch(73)), id: c.id };
    const bad = await call('admin', 'POST', '/services/customers/upsert', {
      ...body,
      representativeId: 999999,
    });
    expect(bad.json().details).toEqual([
      { field: 'representativeId', messages: [CUSTOMER_MSG.representativeNotFound] },
    ]);
    const ok = await call('admin', 'POST', '/services/customers/upsert', {
      ...body,
      representativeId: ralmeidaId,
    });
    expect(ok.json().representativeId).toBe(ralmeidaId);
    // Without confidential access the representative stays as it was.
    const own = await call('ralmeida', 'POST', '/services/customers/upsert', {
      ...body,
      representativeId: vendedorId,
    });
    expect(own.json().representativeId).toBe(ralmeidaId);
  });
});
