import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { customerOf, newBuyer, testCpf } from './buyers.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
let customerId = 0;
let id = 0;
beforeAll(async () => {
  t = await createTestApp();
  // Direct saves, the policy while the buyers' change workflow is inactive (buyers.changes.test.ts
  // covers the requests): here every write route answers its own refusal.
  await t.db.query('update workflow_types set active = false where code = $1', [BUYER_CHANGE_WORKFLOW]);
  call = await signInAs(t, ['vendedor', 'ralmeida', 'aprovador', 'financeiro', 'semperfil', 'admin']);
  customerId = await customerOf(t, 'vendedor');
  const created = await call('vendedor', 'POST', '/services/buyers', newBuyer(customerId, testCpf(1)));
  expect(created.statusCode).toBe(201);
  id = created.json().id;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
/**
 * The buyers' own record routes beyond the kit's (whose module and record checks the contract
 * suite covers for every area), with a body that would pass validation.
 */
const RECORD_ROUTES = (): [Method, string, object?][] => [
  ['POST', `/services/buyers/${id}/change-request`, newBuyer(customerId, testCpf(1))],
  ['PATCH', `/services/buyers/${id}/active`, { active: false }],
  ['GET', `/services/customers/${customerId}/have-buyer`],
  ['POST', '/services/buyers', newBuyer(customerId, testCpf(2))],
];

describe('buyer routes: module × action, then record access', () => {
  it('a user without COMPRADORES gets 403 on the customers to choose from and have-buyer', async () => {
    for (const who of ['semperfil', 'financeiro']) {
      // Beatriz Financeiro holds neither COMPRADORES nor CLIENTES.
      for (const url of ['/services/buyers/customers', `/services/customers/${customerId}/have-buyer`]) {
        const res = await call(who, 'GET', url);
        expect([who, url, res.statusCode, res.json().message]).toEqual([who, url, 403, MSG.noPermission]);
      }
    }
  });

  it('a regional manager, who may only see buyers, is refused each write by its action', async () => {
    const writes: [Method, string, object][] = [
      ['POST', '/services/buyers', newBuyer(customerId, testCpf(3))],
      ['PUT', `/services/buyers/${id}`, newBuyer(customerId, testCpf(1))],
      ['POST', `/services/buyers/${id}/change-request`, newBuyer(customerId, testCpf(1))],
      ['PATCH', `/services/buyers/${id}/active`, { active: false }],
    ];
    for (const [method, url, body] of writes) {
      const res = await call('aprovador', method, url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.noPermission]);
    }
  });

  it('another representative gets 403 "Você não possui acesso a este cliente." on every record route', async () => {
    for (const [method, url, body] of RECORD_ROUTES()) {
      const res = await call('ralmeida', method, url, body);
      expect([url, res.statusCode, res.json().message]).toEqual([url, 403, MSG.noClientAccess]);
    }
    // Moving one of his own buyers to a customer he may not see is refused too.
    const own = await customerOf(t, 'ralmeida');
    const mine = (await call('ralmeida', 'POST', '/services/buyers', newBuyer(own, testCpf(4)))).json();
    const moved = await call('ralmeida', 'PUT', `/services/buyers/${mine.id}`, {
      ...newBuyer(customerId, testCpf(4)),
      updatedAt: mine.updatedAt,
    });
    expect([moved.statusCode, moved.json().message]).toEqual([403, MSG.noClientAccess]);

    // The lists only list what he may see.
    const seen = (await call('ralmeida', 'GET', `/services/buyers?customerId=${customerId}`)).json();
    expect(seen.totalRegisters).toBe(0);
    const byCpf = await call('ralmeida', 'GET', `/services/buyers?q=${testCpf(1)}`);
    expect(byCpf.json().totalRegisters).toBe(0);
    const customers = (await call('ralmeida', 'GET', '/services/buyers/customers?pageSize=1000')).json();
    expect(customers.rows.map((c: { id: number }) => Number(c.id))).not.toContain(customerId);
    const csv = await call(
      'ralmeida',
      'GET',
      `/services/buyers/export?format=csv&columns=name,cpf&q=${testCpf(1)}`,
    );
    expect(csv.body).not.toContain('Joana');
    // Who sees every customer sees the buyer.
    const admin = (await call('admin', 'GET', `/services/buyers?q=${testCpf(1)}`)).json();
    expect(admin.totalRegisters).toBe(1);
    // So does the regional manager, who sees every customer of his region (read-only).
    const manager = await call('aprovador', 'GET', `/services/buyers/${id}`);
    expect(manager.statusCode).toBe(200);
  });
});
