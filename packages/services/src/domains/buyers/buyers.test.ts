import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_CHANGE_WORKFLOW, BUYER_MSG, MSG } from '@balcao/schema';
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

// What every kit area does (paging, exports, 404/403/409, history) is the contract suite's
// (kit/contract.test.ts); these are the buyers' own rules.
describe('buyers', () => {
  it('puts each wrong field in pt-BR on its field, and a CPF taken for the same customer', async () => {
    const first = await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, CPF));
    expect(first.statusCode).toBe(201);
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

  it('the demo book has buyers, and vendedor sees only his customers’ ones', async () => {
    const all = (await call('admin', 'GET', '/services/buyers?pageSize=1')).json().totalRegisters;
    const his = (await call('vendedor', 'GET', '/services/buyers?pageSize=1')).json().totalRegisters;
    expect(his).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(his);
  });
});
