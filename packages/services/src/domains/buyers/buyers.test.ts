import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_CHANGE_WORKFLOW, BUYER_MSG, formatCpf, MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { customerOf, newBuyer, testCpf } from './buyers.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
let customerId = 0;
beforeAll(async () => {
  t = await createTestApp();
  // Direct saves by the representative: the policy while the buyers' change workflow is inactive
  // (buyers.changes.test.ts covers the requests).
  await t.db.query('update workflow_types set active = false where code = $1', [BUYER_CHANGE_WORKFLOW]);
  call = await signInAs(t, ['vendedor', 'admin']);
  customerId = await customerOf(t, 'vendedor');
});
afterAll(() => t.close());

const CPF = testCpf(11);

describe('buyers', () => {
  it('creates (201) with CPF and phone as digits, lists, filters, gets, saves (200), refuses a stale save (409)', async () => {
    const created = await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, CPF));
    expect(created.statusCode).toBe(201);
    const b = created.json();
    expect(b).toMatchObject({
      customerId,
      name: 'Joana Teste Compras',
      cpf: CPF,
      phone: '11987654321',
      position: 'Gerente de compras',
      main: false,
      active: true,
      notes: null,
    });
    const found = (
      await call('vendedor', 'GET', `/services/buyers?q=joana teste&customerId=${customerId}`)
    ).json();
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const inactive = (await call('vendedor', 'GET', `/services/buyers?q=joana teste&active=false`)).json();
    expect(inactive.totalRegisters).toBe(0);
    expect((await call('vendedor', 'GET', `/services/buyers/${b.id}`)).json().email).toBe(
      'joana.teste@cliente.com.br',
    );

    const saved = await call('vendedor', 'PUT', `/services/buyers/${b.id}`, {
      ...newBuyer(customerId, CPF, { name: 'Joana Teste Souza', phone: '' }),
      updatedAt: b.updatedAt,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Joana Teste Souza', phone: null });
    const stale = await call('vendedor', 'PUT', `/services/buyers/${b.id}`, {
      ...newBuyer(customerId, CPF, { name: 'Outra' }),
      updatedAt: b.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Joana Teste Souza' });

    const history = (await call('vendedor', 'GET', `/services/history/buyer/${b.id}`)).json();
    expect(history.rows.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    // The history reads as people do: the customer by name, CPF and phone masked.
    expect(history.rows[1].changes).toMatchObject({
      cpf: { to: formatCpf(CPF) },
      phone: { to: '(11) 98765-4321' },
      customerName: { to: expect.any(String) },
    });
    expect(history.rows[1].changes.customerId).toBeUndefined();
    expect(history.rows[0].changes).toMatchObject({
      name: { from: 'Joana Teste Compras', to: 'Joana Teste Souza' },
    });
  });

  it('puts each wrong field in pt-BR on its field, and a CPF taken for the same customer', async () => {
    const bad = await call('vendedor', 'POST', '/services/buyers', {
      ...newBuyer(customerId, '123.456.789-00'),
      name: ' ',
      email: 'sem-arroba',
      phone: '123',
    });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      bad.json().details.map((d: { field: string; messages: string[] }) => [d.field, d.messages[0]]),
    );
    expect(fields).toEqual({
      name: MSG.required,
      cpf: MSG.invalidCpf,
      email: MSG.invalidEmail,
      phone: MSG.invalidPhone,
    });
    const taken = await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, CPF));
    expect(taken.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'cpf', messages: [BUYER_MSG.cpfTaken] }],
    });
    const missing = await call('vendedor', 'POST', '/services/buyers', newBuyer(999_999, testCpf(12)));
    expect(missing.json().details).toEqual([{ field: 'customerId', messages: [BUYER_MSG.customerNotFound] }]);
    // The same person may buy for another customer.
    const other = await t.db.query<{ id: number }>(
      `select c.id from customers c join users u on u.id = c.representative_id
        where u.user_name = 'vendedor' and c.id <> $1 order by c.id limit 1`,
      [customerId],
    );
    const again = await call(
      'vendedor',
      'POST',
      '/services/buyers',
      newBuyer(Number(other.rows[0]!.id), CPF),
    );
    expect(again.statusCode).toBe(201);
  });

  it('keeps one main buyer per customer; deactivating one stops him being the main one; have-buyer', async () => {
    const first = (
      await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, testCpf(21), { main: true }))
    ).json();
    const second = (
      await call(
        'vendedor',
        'POST',
        '/services/buyers',
        newBuyer(customerId, testCpf(22), { main: true, name: 'Segundo Principal' }),
      )
    ).json();
    expect(second.main).toBe(true);
    expect((await call('vendedor', 'GET', `/services/buyers/${first.id}`)).json().main).toBe(false);
    const mains = (
      await call('vendedor', 'GET', `/services/buyers?customerId=${customerId}&main=true`)
    ).json();
    expect(mains.rows.map((r: { id: number }) => r.id)).toEqual([second.id]);
    let have = (await call('vendedor', 'GET', `/services/customers/${customerId}/have-buyer`)).json();
    expect(have).toMatchObject({
      customerId,
      haveBuyer: true,
      mainBuyer: { id: second.id, name: 'Segundo Principal' },
    });

    const off = await call('vendedor', 'PATCH', `/services/buyers/${second.id}/active`, { active: false });
    expect(off.json()).toMatchObject({ active: false, main: false });
    have = (await call('vendedor', 'GET', `/services/customers/${customerId}/have-buyer`)).json();
    expect(have.mainBuyer).toBeNull();
    const inactiveMain = await call('vendedor', 'PUT', `/services/buyers/${second.id}`, {
      ...newBuyer(customerId, testCpf(22), { main: true }),
    });
    expect(inactiveMain.json().details).toEqual([{ field: 'main', messages: [BUYER_MSG.inactiveMain] }]);
    const on = await call('vendedor', 'PATCH', `/services/buyers/${second.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ active: true, main: false });
  });

  it('exports what the list selects, and the log of its changes', async () => {
    const csv = await call(
      'vendedor',
      'GET',
      `/services/buyers/export?format=csv&columns=name,cpf,customerName,active&q=${CPF}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Compradores');
    expect(csv.body).toContain('Joana Teste Souza');
    expect(csv.body).toMatch(/\d{3}\.\d{3}\.\d{3}-\d{2}/);
    const log = await call('vendedor', 'GET', `/services/buyers/export/log?format=csv&q=${CPF}`);
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('Joana Teste Compras');
  });

  it('the demo book has buyers, and vendedor sees only his customers’ ones', async () => {
    const all = (await call('admin', 'GET', '/services/buyers?pageSize=1')).json().totalRegisters;
    const his = (await call('vendedor', 'GET', '/services/buyers?pageSize=1')).json().totalRegisters;
    expect(his).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(his);
  });
});
