// vendedor's demo matrix is 11.222.333/0001-81; its branches above 0010 are not seeded.
import { describe, expect, it } from 'vitest';
import { CUSTOMER_MSG, MSG } from '@balcao/schema';
import { cnpj } from '../../test/documents.js';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const SAVE = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id updatedAt } }`;
const REGISTRATION = `mutation($id: ID!, $u: DateTime, $input: CustomerRegistrationInput!) {
  saveCustomerRegistration(id: $id, updatedAt: $u, input: $input) { freightType }
}`;
type Saved = { saveCustomer: { id: string; updatedAt: string } };

async function createCustomer(token: string, branch: string, extra: object = {}) {
  const { rows } = await s.services.db.query<{ id: number }>('select id from companies where cnpj = $1', [
    cnpj('112223330001'),
  ]);
  const r = await s.gql(
    SAVE,
    {
      input: {
        personType: 'PJ',
        companyId: String(rows[0]!.id),
        cnpj: cnpj(branch),
        corporateName: 'Página Gateway Ltda',
        shortName: 'Página Gateway',
        ...extra,
      },
    },
    token,
  );
  expect(r.errors).toBeUndefined();
  return (r.data as unknown as Saved).saveCustomer;
}

describe('the customer page over the real services', () => {
  it('sub-record saves carry the updatedAt read: a stale one is CONFLICT with the current values', async () => {
    const vendedor = await s.login('vendedor');
    const c = await createCustomer(vendedor, '112223330071');
    const first = await s.gql(
      REGISTRATION,
      { id: c.id, u: c.updatedAt, input: { freightType: 'FOB' } },
      vendedor,
    );
    expect(first.data).toEqual({ saveCustomerRegistration: { freightType: 'FOB' } });
    const stale = await s.gql(
      REGISTRATION,
      { id: c.id, u: c.updatedAt, input: { freightType: 'CIF' } },
      vendedor,
    );
    expect(stale.errors?.[0]).toMatchObject({
      message: MSG.staleWrite,
      extensions: { code: 'CONFLICT', current: { registration: { freightType: 'FOB' } } },
    });
    const hierarchy = await s.gql(
      `mutation($id: ID!, $u: DateTime) { saveCustomerBusinessHierarchy(id: $id, updatedAt: $u, input: { board: "Sul" }) { board } }`,
      { id: c.id, u: c.updatedAt },
      vendedor,
    );
    expect(hierarchy.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  it('the representative picker is for whoever sees every customer', async () => {
    const QUERY =
      '{ customerRepresentatives(input: { pageSize: 1000 }) { rows { id userName } totalRegisters } }';
    const admin = await s.gql(QUERY, {}, await s.login('admin'));
    const rows = (admin.data as unknown as { customerRepresentatives: { rows: { userName: string }[] } })
      .customerRepresentatives.rows;
    expect(rows.map((r) => r.userName)).toContain('ralmeida');
    const vendedor = await s.gql(QUERY, {}, await s.login('vendedor'));
    expect(vendedor.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('starting CADASTRO_CLIENTE through the generic mutation follows the customer rules', async () => {
    const vendedor = await s.login('vendedor');
    const c = await createCustomer(vendedor, '112223330072');
    await s.services.db.query(
      `update workflow_executions set status = 'DEACTIVATED' where register_id = $1`,
      [c.id],
    );
    await s.services.db.query(`update customers set status = 'PRE_REGISTRATION' where id = $1`, [c.id]);
    const START = `mutation($r: String!) { startWorkflowExecution(input: { workflowTypeCode: "CADASTRO_CLIENTE", registerId: $r }) { status } }`;
    const other = await s.gql(START, { r: c.id }, await s.login('ralmeida'));
    expect(other.errors?.[0]).toMatchObject({
      message: MSG.noClientAccess,
      extensions: { code: 'FORBIDDEN' },
    });
    const missing = await s.gql(START, { r: 'E2E-QUALQUER' }, vendedor);
    expect(missing.errors?.[0]?.message).toBe(CUSTOMER_MSG.notFound);
    const mine = await s.gql(START, { r: c.id }, vendedor);
    expect(mine.errors).toBeUndefined();
  });

  it('the ERP summary of one of our customers answers 403 to whoever may not see him', async () => {
    const admin = await s.login('admin');
    const page = await s.gql('{ erpClients(pageSize: 50) { rows { cnpj } } }', {}, admin);
    const erpCnpj = (
      page.data as unknown as { erpClients: { rows: { cnpj: string }[] } }
    ).erpClients.rows.find((r) => !r.cnpj.startsWith('11222333') && !r.cnpj.startsWith('22333444'))!.cnpj;
    const vendedorId = (
      await s.services.db.query<{ id: number }>("select id from users where user_name = 'vendedor'")
    ).rows[0]!.id;
    const company = await s.services.db.query<{ id: number }>(
      `insert into companies (code, cnpj, corporate_name, representative_id) values ('ERP-GW', $1, 'ERP Gateway Ltda', $2)
       returning id`,
      [erpCnpj, vendedorId],
    );
    const vendedor = await s.login('vendedor');
    const saved = await s.gql(
      SAVE,
      {
        input: {
          personType: 'PJ',
          companyId: String(company.rows[0]!.id),
          cnpj: erpCnpj,
          corporateName: 'ERP Gateway Ltda',
          shortName: 'ERP Gateway',
        },
      },
      vendedor,
    );
    expect(saved.errors).toBeUndefined();
    const SUMMARY = 'query($c: String) { erpClientSummary(cnpj: $c) { cnpj corporateName } }';
    expect((await s.gql(SUMMARY, { c: erpCnpj }, vendedor)).data).toMatchObject({
      erpClientSummary: { cnpj: erpCnpj },
    });
    const refused = await s.gql(SUMMARY, { c: erpCnpj }, await s.login('ralmeida'));
    expect(refused.errors?.[0]).toMatchObject({
      message: MSG.noClientAccess,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
