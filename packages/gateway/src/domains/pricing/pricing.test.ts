import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, PRICE_MSG, priceTableReportFileName } from '@balcao/schema';
import { startStack } from '../../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

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
