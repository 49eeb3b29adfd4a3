import { describe, expect, it } from 'vitest';
import { ERP_SIMULATED_FAILURE, MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { call } = testAppWith(['admin', 'vendedor', 'aprovador', 'financeiro']);

describe("the representatives' TOTVS panel", () => {
  it('pages the representatives the ERP knows, by name or CNPJ digits; its failure in the spec words', async () => {
    const res = await call('aprovador', 'GET', '/services/erp/representatives?page=1&pageSize=5');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.rows).toHaveLength(5);
    expect(page.totalRegisters).toBe(40);
    expect(page.rows[0]).toMatchObject({
      code: expect.stringMatching(/^REP-\d{5}$/),
      cnpj: expect.stringMatching(/^\d{14}$/),
      commissionPercentage: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    const carlos = (await call('admin', 'GET', '/services/erp/representatives?q=carlos%20vendedor')).json();
    expect(carlos.rows.map((r: { name: string }) => r.name)).toEqual(['Carlos Vendedor Representações Ltda']);
    const byCnpj = (
      await call('admin', 'GET', `/services/erp/representatives?q=${carlos.rows[0].cnpj.slice(0, 8)}`)
    ).json();
    expect(byCnpj.rows[0].code).toBe(carlos.rows[0].code);

    const failed = await call(
      'admin',
      'GET',
      `/services/erp/representatives?q=${ERP_SIMULATED_FAILURE.query}`,
    );
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'ERP_UNAVAILABLE', message: MSG.erpQueryFailed });
  });

  it('is refused without REPRESENTANTES_TOTVS', async () => {
    for (const who of ['vendedor', 'financeiro'])
      expect((await call(who, 'GET', '/services/erp/representatives')).statusCode).toBe(403);
  });
});
