import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MSG, PRICE_MSG, priceTableReportFileName } from '@balcao/schema';
import { stackForFile } from '../../test/stack.js';

const s = stackForFile();

type Rows<T> = { rows: T[]; totalRegisters: number };

// Price tables and products are kit areas: their generic behaviour is domains/resources' contract.
describe('the sales side of price tables over the real services', () => {
  it("gives a representative his customer's price to the cent, and refuses another's customer", async () => {
    const vendedor = await s.login('vendedor');
    const customers = await s.gql<{ pricingCustomers: Rows<{ id: string }> }>(
      `query { pricingCustomers(input: { pageSize: 1 }) { rows { id } totalRegisters } }`,
      {},
      vendedor,
    );
    expect(customers.errors).toBeUndefined();
    const customer = customers.data!.pricingCustomers.rows[0]!.id;
    const PRICE = `query($c: ID!, $p: String!) {
      productPrice(customerId: $c, productCode: $p) { tableCode productCode price minPrice maxDiscount }
    }`;
    const price = await s.gql<{ productPrice: { price: string; tableCode: string } }>(
      PRICE,
      { c: customer, p: 'P00001' },
      vendedor,
    );
    expect(price.errors).toBeUndefined();
    expect(price.data!.productPrice.price).toMatch(/^\d+\.\d{2}$/);
    const tables = await s.gql<{ salesPriceTables: Rows<{ code: string }> }>(
      `query($c: ID) { salesPriceTables(customerId: $c) { rows { code } totalRegisters } }`,
      { c: customer },
      vendedor,
    );
    expect(tables.data!.salesPriceTables.rows.map((r) => r.code)).toContain(
      price.data!.productPrice.tableCode,
    );

    const none = await s.gql(PRICE, { c: customer, p: ' ' }, vendedor);
    expect(none.errors?.[0]).toMatchObject({
      message: PRICE_MSG.productCodeRequired,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await s.gql(`query { productCart(code: "NOPE") { id } }`, {}, vendedor);
    expect(unknown.errors?.[0]).toMatchObject({
      message: PRICE_MSG.productNotFoundForCode,
      extensions: { code: 'NOT_FOUND' },
    });
    const financeiro = await s.login('financeiro');
    const refused = await s.gql(PRICE, { c: customer, p: 'P00001' }, financeiro);
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });

  it('streams the report as XLSX named for the month, and says when there is nothing to report', async () => {
    const vendedor = await s.login('vendedor');
    const file = await s.gateway.inject({
      method: 'GET',
      url: '/files/price-tables/report',
      headers: { authorization: `Bearer ${vendedor}` },
    });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(
      encodeURIComponent(priceTableReportFileName()),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.actualRowCount).toBeGreaterThan(1);
    const empty = await s.gateway.inject({
      method: 'GET',
      url: '/files/price-tables/report?q=nada-assim',
      headers: { authorization: `Bearer ${vendedor}` },
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, PRICE_MSG.reportEmpty]);
    const semperfil = await s.login('semperfil');
    const refused = await s.gateway.inject({
      method: 'GET',
      url: '/files/price-tables/report',
      headers: { authorization: `Bearer ${semperfil}` },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.noPermission]);
  });
});

describe('price-table items imported through the gateway (the import kit)', () => {
  it('relays the upload, answers the job and its history in GraphQL, and streams the error report', async () => {
    const admin = await s.login('admin');
    const table = await s.gql<{ createPriceTable: { id: string } }>(
      `mutation($input: PriceTableInput!) { createPriceTable(input: $input) { id } }`,
      {
        input: {
          code: 'GW-IMP',
          description: 'Importada',
          validFrom: '2020-01-01',
          validTo: '2020-12-31',
          states: ['AC'],
        },
      },
      admin,
    );
    const target = table.data!.createPriceTable.id;
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Itens');
    sheet.addRow(['Código do produto', 'Preço']);
    sheet.addRow(['P00290', 10]);
    sheet.addRow(['NAOEXISTE', 10]);
    const form = new FormData();
    form.append('target', target);
    form.append('file', new Blob([await book.xlsx.writeBuffer()]), 'itens.xlsx');
    const body = new Request('http://x/', { method: 'POST', body: form });
    const up = await s.gateway.inject({
      method: 'POST',
      url: '/files/imports/PRICE_TABLE_ITEMS',
      headers: { authorization: `Bearer ${admin}`, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(up.statusCode, up.body).toBe(202);
    const id = up.json().id as number;
    const JOB = `query($id: ID!) { importJob(kind: PRICE_TABLE_ITEMS, id: $id) { status errorRows inserted hasErrorReport } }`;
    let job;
    do job = (await s.gql<{ importJob: { status: string } }>(JOB, { id }, admin)).data!.importJob;
    while (job.status === 'RUNNING');
    expect(job).toEqual({ status: 'INVALID', errorRows: 1, inserted: 0, hasErrorReport: true });
    const history = await s.gql<{ importJobs: Rows<{ fileName: string }> }>(
      `query($t: ID) { importJobs(kind: PRICE_TABLE_ITEMS, target: $t) { rows { fileName userName } totalRegisters } }`,
      { t: target },
      admin,
    );
    expect(history.data!.importJobs.rows).toEqual([{ fileName: 'itens.xlsx', userName: expect.any(String) }]);
    const report = await s.gateway.inject({
      method: 'GET',
      url: `/files/imports/PRICE_TABLE_ITEMS/jobs/${id}/errors`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(report.statusCode).toBe(200);
    const errors = new ExcelJS.Workbook();
    await errors.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect((errors.worksheets[0]!.getRow(2).values as unknown[]).at(-1)).toBe(
      `${PRICE_MSG.productNotFound}: NAOEXISTE`,
    );
    const late = await s.gql(
      `mutation($id: ID!) { cancelImport(kind: PRICE_TABLE_ITEMS, id: $id) }`,
      { id },
      admin,
    );
    expect(late.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });
});
