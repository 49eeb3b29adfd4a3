import { describe, expect, it } from 'vitest';
import { ERP_SIMULATED_FAILURE, MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['admin', 'financeiro']);

describe('ERP (TOTVS) lookups', () => {
  it('pages the client search and answers a summary by CNPJ (masked or not) or code', async () => {
    const res = await call('admin', 'GET', '/services/erp/clients?q=Paulo&page=1&pageSize=5');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.rows.length).toBeLessThanOrEqual(5);
    expect(page.totalRegisters).toBeGreaterThan(0);
    const first = page.rows[0];
    expect(first).toMatchObject({ creditLimit: expect.stringMatching(/^\d+\.\d{2}$/) });

    const masked = first.cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const byCnpj = await call(
      'admin',
      'GET',
      `/services/erp/clients/summary?cnpj=${encodeURIComponent(masked)}`,
    );
    expect(byCnpj.statusCode).toBe(200);
    expect(byCnpj.json()).toMatchObject({ ...first, lastOrders: expect.any(Array) });
    const byCode = await call('admin', 'GET', `/services/erp/clients/summary?code=${first.code}`);
    expect(byCode.json()).toEqual(byCnpj.json());
  });

  it('refuses bad input on the fields and says when the ERP has no such client', async () => {
    const none = await call('admin', 'GET', '/services/erp/clients/summary');
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([{ field: 'cnpj', messages: [MSG.cnpjRequired] }]);
    const bad = await call('admin', 'GET', '/services/erp/clients/summary?cnpj=11222333000180');
    expect(bad.json().details).toEqual([{ field: 'cnpj', messages: [MSG.invalidCnpj] }]);
    const big = await call('admin', 'GET', '/services/erp/clients?pageSize=1000');
    expect(big.json().code).toBe('VALIDATION_FAILED');
    const missing = await call('admin', 'GET', '/services/erp/clients/summary?cnpj=11222333000181');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MSG.erpClientNotFound);
  });

  it('answers the spec text when the ERP fails', async () => {
    const search = await call('admin', 'GET', `/services/erp/clients?q=${ERP_SIMULATED_FAILURE.query}`);
    expect(search.statusCode).toBe(502);
    expect(search.json()).toMatchObject({ code: 'ERP_UNAVAILABLE', message: MSG.erpQueryFailed });
    const summary = await call(
      'admin',
      'GET',
      `/services/erp/clients/summary?cnpj=${ERP_SIMULATED_FAILURE.cnpj}`,
    );
    expect(summary.statusCode).toBe(502);
    expect(summary.json().message).toBe('Erro ao consultar Api do Totvs');
  });

  it('needs CLIENTES_TOTVS to search and CLIENTES to read a summary, and records each call', async () => {
    // financeiro holds neither CLIENTES_TOTVS nor CLIENTES.
    const search = await call('financeiro', 'GET', '/services/erp/clients');
    expect(search.statusCode).toBe(403);
    expect(search.json().message).toBe(MSG.noPermission);
    const summary = await call('financeiro', 'GET', '/services/erp/clients/summary?code=001000');
    expect(summary.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/services/erp/clients' });
    expect(anonymous.statusCode).toBe(401);
    // The access log is written after the answer is sent.
    const logged = async () =>
      (
        await t.db.query<{ route: string; status: number }>(
          `select route, status from access_log where route like '/services/erp/%' order by id`,
        )
      ).rows;
    let rows = await logged();
    // A busy machine writes it later: wait for both rows (up to about 5 s).
    const both = () => rows.some((r) => r.status === 403) && rows.some((r) => r.status === 200);
    for (let i = 0; i < 200 && !both(); i++) {
      await new Promise((r) => setTimeout(r, 25));
      rows = await logged();
    }
    expect(rows).toContainEqual({ route: '/services/erp/clients', status: 403 });
    expect(rows).toContainEqual({ route: '/services/erp/clients/summary', status: 200 });
  });
});

describe('ERP not configured', () => {
  it('answers the spec text instead of inventing clients', async () => {
    const bare = await createTestApp({ erp: null });
    try {
      const admin = await signInAs(bare, ['admin']);
      const res = await admin('admin', 'GET', '/services/erp/clients');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'ERP_NOT_CONFIGURED', message: MSG.erpQueryFailed });
    } finally {
      await bare.close();
    }
  });
});
