import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MSG, CUSTOMER_STATUS_LABEL, MSG, type CustomerStatus } from '@balcao/schema';
import { tokensFor } from '../../files/files.testkit.js';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { newCustomer, otherMatrix, uploadDocument, vendedorBranch } from './customers.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
const tokens: Record<string, string> = {};
let matrixId = 0;
beforeAll(async () => {
  t = await createTestApp();
  const users = ['admin', 'vendedor', 'aprovador', 'ralmeida', 'financeiro'];
  call = await signInAs(t, users);
  Object.assign(tokens, await tokensFor(t, users));
  matrixId = Number(
    (await t.db.query<{ id: number }>('select id from companies where cnpj = $1', [vendedorBranch(1)]))
      .rows[0]!.id,
  );
});
afterAll(() => t.close());

type Ctx = { executionWorkflowId: number; currentStepId: number; actions: { id: number; name: string }[] };

describe('customers', () => {
  it('the demo book: valid documents, owners, matrices with bank accounts', async () => {
    const { rows } = await t.db.query<{ n: number; reps: number; banks: number }>(
      `select count(*)::int as n, count(distinct representative_id)::int as reps,
              (select count(*)::int from bank_accounts) as banks from customers`,
    );
    // The test suites' smaller book (40 matrices; the demo has 600).
    expect(rows[0]!.n).toBeGreaterThan(200);
    expect(rows[0]!.reps).toBe(4);
    expect(rows[0]!.banks).toBeGreaterThan(40);
    const mine = (await call('vendedor', 'GET', '/services/customers?pageSize=5')).json();
    const all = (await call('admin', 'GET', '/services/customers?pageSize=5')).json();
    expect(mine.totalRegisters).toBeGreaterThan(20);
    expect(all.totalRegisters).toBeGreaterThan(mine.totalRegisters);
    // A representative who signs in with demo1234 and his own book.
    expect((await call('ralmeida', 'GET', '/services/customers/summary')).json().total).toBeGreaterThan(20);
    // Each has its first history entry, made by the system.
    const seeded = await call('admin', 'GET', `/services/history/customer/${all.rows[0].id}`);
    expect(seeded.json().rows).toEqual([
      expect.objectContaining({
        action: 'create',
        user: null,
        changes: expect.objectContaining({
          status: { to: CUSTOMER_STATUS_LABEL[all.rows[0].status as CustomerStatus] },
        }),
      }),
    ]);
  });

  it('CNPJ lookup: found, no matrix, another representative’s matrix, taken, empty and invalid', async () => {
    const look = async (cnpj: string) =>
      call('vendedor', 'GET', `/services/customers/lookup/cnpj?cnpj=${cnpj}`);
    const found = await look(vendedorBranch(40));
    expect(found.json()).toMatchObject({
      status: 'SUCCESS',
      message: 'CNPJ encontrado com sucesso',
      matrix: { id: matrixId, cnpj: vendedorBranch(1) },
    });
    expect((await look('11444777000161')).json()).toEqual({
      status: 'ERROR',
      message: MSG.cnpjNoMatrix,
      matrix: null,
    });
    const other = await look(otherMatrix);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(
      'Você não possui acesso a este cliente. Entre em contato com o administrador.',
    );
    expect((await look(vendedorBranch(1))).json()).toMatchObject({
      status: 'ERROR',
      message: CUSTOMER_MSG.cnpjTaken,
    });
    // A person customer's matrix: its CNPJ is a customer already, and that is what is looked for.
    expect((await look(`${vendedorBranch(1)}&matrixOnly=true`)).json()).toMatchObject({
      status: 'SUCCESS',
      matrix: { id: matrixId },
    });
    expect((await look('')).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'cnpj', messages: [MSG.cnpjRequired] }],
    });
    expect((await look('11222333000100')).json()).toMatchObject({
      statusCode: 400,
      message: MSG.invalidCnpj,
    });
  });

  it('pre-registration → approval → active, with documents; the approver reads it from his task', async () => {
    const saved = await call(
      'vendedor',
      'POST',
      '/services/customers/upsert',
      newCustomer(matrixId, vendedorBranch(41)),
    );
    expect(saved.statusCode).toBe(201);
    const customer = saved.json();
    expect(customer).toMatchObject({
      status: 'IN_APPROVAL',
      cnpj: vendedorBranch(41),
      suggestedLimit: '150000.00',
    });
    expect(customer.implantationDate).toBe('2020-02-10');
    expect(customer.executionWorkflowId).toEqual(expect.any(Number));

    for (const alias of ['SOCIAL_CONTRACT', 'REGISTRATION_FORM']) {
      const up = await uploadDocument(t, tokens.vendedor!, customer.id, {
        title: alias,
        observation: 'ok',
        alias,
      });
      expect(up.statusCode).toBe(201);
    }
    const bad = await uploadDocument(t, tokens.vendedor!, customer.id, { title: '', alias: 'NOPE' });
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['alias', 'title']);

    // aprovador holds the approval step's role: he reads the record and its documents.
    const seen = await call('aprovador', 'GET', `/services/customers/${customer.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().documents).toHaveLength(2);
    const file = await call(
      'aprovador',
      'GET',
      `/services/customers/documents/${seen.json().documents[0].id}/file`,
    );
    expect(file.headers['content-type']).toBe('image/png');
    // Another representative does not.
    const denied = await call('ralmeida', 'GET', `/services/customers/${customer.id}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(MSG.noClientAccess);

    const ctx = (
      await call('aprovador', 'GET', `/services/workflows/executionWorkflow/${customer.executionWorkflowId}`)
    ).json<Ctx>();
    const approved = await call('aprovador', 'POST', '/services/workflows/updateExecution', {
      executionWorkflowId: ctx.executionWorkflowId,
      stepId: ctx.currentStepId,
      actionId: ctx.actions.find((a) => a.name === 'Aprovado')!.id,
    });
    expect(approved.statusCode).toBe(200);
    expect((await call('vendedor', 'GET', `/services/customers/${customer.id}`)).json().status).toBe(
      'ACTIVE',
    );
    // Having answered, he still opens it (history of his task).
    expect((await call('aprovador', 'GET', `/services/customers/${customer.id}`)).statusCode).toBe(200);

    const off = await call('vendedor', 'DELETE', `/services/customers?id=${customer.id}&active=false`);
    expect(off.json().status).toBe('INACTIVE');
    const history = await call('vendedor', 'GET', `/services/history/customer/${customer.id}`);
    // Newest first: the toggle, then the workflow's moves, each by whoever made it.
    const moves = (history.json().rows as { user: { name: string } | null; changes: { status?: unknown } }[])
      .filter((r) => r.changes.status)
      .map((r) => [r.changes.status, r.user?.name]);
    expect(moves.slice(0, 3)).toEqual([
      [{ from: 'Ativo', to: 'Inativo' }, expect.any(String)],
      [{ from: 'Em aprovação', to: 'Ativo' }, expect.any(String)],
      [{ from: 'Pré-cadastro', to: 'Em aprovação' }, expect.any(String)],
    ]);
    expect((await call('ralmeida', 'GET', `/services/history/customer/${customer.id}`)).statusCode).toBe(403);
  });

  it('sub-records are saved each by its own call; a CFOP out of its region lands on its field', async () => {
    const c = (
      await call('vendedor', 'POST', '/services/customers/upsert', newCustomer(matrixId, vendedorBranch(42)))
    ).json();
    const fiscal = await call('vendedor', 'POST', `/services/customers/${c.id}/fiscal-parameters`, {
      icmsRate: '18,00',
      cfop: { TV: { MANAUS: { ST: '5.403', VPC: '5910' }, AG_SP: { ST: '5102' } } },
    });
    expect(fiscal.statusCode).toBe(400);
    expect(fiscal.json().details).toEqual([
      { field: 'cfop.TV.AG_SP.ST', messages: ['CFOP de AG/SP deve começar com 6'] },
    ]);
    const ok = await call('vendedor', 'POST', `/services/customers/${c.id}/fiscal-parameters`, {
      icmsRate: '18,00',
      cfop: { TV: { MANAUS: { ST: '5.403', VPC: '5910' }, AG_SP: { ST: '6102' } } },
    });
    expect(ok.json()).toMatchObject({
      icmsRate: '18.00',
      cfop: { TV: { MANAUS: { ST: '5403', VPC: '5910' }, AG_SP: { ST: '6102' } } },
    });
    const h = await call('vendedor', 'POST', `/services/customers/${c.id}/business-hierarchy`, {
      board: 'Varejo',
      channel: 'Loja',
    });
    expect(h.json()).toMatchObject({ board: 'Varejo', channel: 'Loja' });
    const r = await call('vendedor', 'POST', `/services/customers/${c.id}/registration`, {
      creditLimit: '10.000,00',
      freightType: 'CIF',
    });
    expect(r.json()).toMatchObject({ creditLimit: '10000.00', freightType: 'CIF' });
    const n = await call('vendedor', 'POST', `/services/customers/${c.id}/nature-tax-operations`, {
      rows: [{ operation: 'VENDA', natureCode: '510' }],
    });
    expect(n.json()).toMatchObject([{ operation: 'VENDA', natureCode: '510' }]);
    const full = (await call('vendedor', 'GET', `/services/customers/${c.id}`)).json();
    expect(full.registration.creditLimit).toBe('10000.00');
    for (const path of ['fiscal-parameters', 'business-hierarchy', 'registration', 'nature-tax-operations'])
      expect(
        (await call('ralmeida', 'POST', `/services/customers/${c.id}/${path}`, { rows: [] })).statusCode,
      ).toBe(403);

    // Removing the pre-registration ends its workflow execution.
    const removed = await call('vendedor', 'DELETE', `/services/customers/panel/${c.id}`);
    expect(removed.json()).toEqual({ success: true });
    expect((await call('vendedor', 'GET', `/services/customers/${c.id}`)).statusCode).toBe(404);
  });

  it('CPF in another matrix, a CNPJ outside the matrix, a required CNPJ; stale save is 409', async () => {
    const pf = (
      await t.db.query<{ cpf: string; company_id: number }>(
        "select cpf, company_id from customers where person_type = 'PF' and company_id <> $1 limit 1",
        [matrixId],
      )
    ).rows[0]!;
    const cpf = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(matrixId, ''),
      personType: 'PF',
      cpf: pf.cpf,
    });
    expect(cpf.json().details).toEqual([{ field: 'cpf', messages: ['CPF já cadastrado em outra Matriz'] }]);
    const outside = await call(
      'vendedor',
      'POST',
      '/services/customers/upsert',
      newCustomer(matrixId, '11444777000161'),
    );
    expect(outside.json().details).toEqual([{ field: 'cnpj', messages: [MSG.cnpjNoMatrix] }]);
    const empty = await call('vendedor', 'POST', '/services/customers/upsert', newCustomer(matrixId, ''));
    expect(empty.json().details).toEqual([{ field: 'cnpj', messages: [MSG.cnpjRequired] }]);

    const c = (
      await call('vendedor', 'POST', '/services/customers/upsert', newCustomer(matrixId, vendedorBranch(43)))
    ).json();
    const edit = (updatedAt: string) =>
      call('vendedor', 'POST', '/services/customers/upsert', {
        ...newCustomer(matrixId, vendedorBranch(43)),
        id: c.id,
        updatedAt,
        shortName: 'Novo nome',
      });
    expect((await edit(c.updatedAt)).json().shortName).toBe('Novo nome');
    expect((await edit(c.updatedAt)).statusCode).toBe(409);
    const short = await call('vendedor', 'GET', '/services/customers/short-name?name=novo%20nome');
    expect(short.json()).toEqual([expect.objectContaining({ id: c.id, shortName: 'Novo nome' })]);
    expect((await call('ralmeida', 'GET', '/services/customers/short-name?name=novo%20nome')).json()).toEqual(
      [],
    );
    const panel = (await call('vendedor', 'GET', '/services/customers/panel?q=novo%20nome')).json();
    expect(panel.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);
  });
});
