import { describe, expect, it } from 'vitest';
import { ERP_SIMULATED_FAILURE, MSG } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

const SEARCH = `query($q: String, $page: Int, $pageSize: Int) {
  erpClients(q: $q, page: $page, pageSize: $pageSize) {
    totalRegisters
    rows { code corporateName cnpj city state status riskClass creditLimit balance lastInvoiceDate }
  }
}`;
const SUMMARY = `query($cnpj: String, $code: String) {
  erpClientSummary(cnpj: $cnpj, code: $code) {
    code cnpj corporateName creditLimit balance availableCredit openTitles overdueAmount paymentCondition
    lastOrders { number date amount status }
  }
}`;
type SearchData = { erpClients: { totalRegisters: number; rows: { code: string; cnpj: string }[] } };

describe('ERP (TOTVS) over the real services', () => {
  it('searches clients and reads a summary by CNPJ or code; an unknown client is null', async () => {
    const admin = await s.login('admin');
    const found = await s.gql(SEARCH, { q: 'comercial', page: 1, pageSize: 5 }, admin);
    expect(found.errors).toBeUndefined();
    const page = (found.data as unknown as SearchData).erpClients;
    expect(page.rows).toHaveLength(5);
    expect(page.totalRegisters).toBeGreaterThan(5);
    const first = page.rows[0]!;
    const byCnpj = await s.gql(SUMMARY, { cnpj: first.cnpj }, admin);
    expect(byCnpj.data).toMatchObject({
      erpClientSummary: { code: first.code, lastOrders: expect.any(Array) },
    });
    const byCode = await s.gql(SUMMARY, { code: first.code }, admin);
    expect(byCode.data).toEqual(byCnpj.data);
    const unknown = await s.gql(SUMMARY, { cnpj: '11.222.333/0001-81' }, admin);
    expect(unknown).toEqual({ data: { erpClientSummary: null } });
    const invalid = await s.gql(SUMMARY, { cnpj: '11.222.333/0001-80' }, admin);
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'cnpj', messages: [MSG.invalidCnpj] }],
    });
  });

  it("an ERP failure reaches a caller as the ERP's outage, in the spec's words; a user without the modules is refused", async () => {
    const admin = await s.login('admin');
    const failed = await s.gql(SEARCH, { q: ERP_SIMULATED_FAILURE.query }, admin);
    expect(failed.data).toBeNull();
    const outage = {
      message: 'Erro ao consultar Api do Totvs',
      extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'ERP_UNAVAILABLE' },
    };
    expect(failed.errors?.[0]).toMatchObject(outage);
    const failedSummary = await s.gql(SUMMARY, { cnpj: ERP_SIMULATED_FAILURE.cnpj }, admin);
    expect(failedSummary.errors?.[0]).toMatchObject(outage);

    // financeiro holds neither CLIENTES_TOTVS nor CLIENTES.
    const outsider = await s.login('financeiro');
    const refused = await s.gql(SEARCH, {}, outsider);
    expect(refused.errors?.[0]).toMatchObject({
      message: MSG.noPermission,
      extensions: { code: 'FORBIDDEN' },
    });
    const refusedSummary = await s.gql(SUMMARY, { code: '001000' }, outsider);
    expect(refusedSummary.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});
