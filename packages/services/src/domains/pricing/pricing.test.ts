import { describe, expect, it } from 'vitest';
import { MSG, PRICE_MSG, priceTableReportFileName, setBusinessTimeZone } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { sheetOf } from '../../test/xlsx.js';

const PROFILES = ['admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil'] as const;
const { t, call } = testAppWith([...PROFILES, 'ralmeida']);

let serial = 0;
const year = new Date().getFullYear();
async function newProduct() {
  const n = ++serial;
  const res = await call('admin', 'POST', '/services/products', {
    code: `TST${n}`,
    name: `Produto de teste ${n}`,
    family: 'TV',
    ncm: '85287200',
    unit: 'UN',
    releaseStatus: 'LIBERADO',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string };
}
async function newTable(scope: { states?: string[]; customerGroup?: string }, from = `${year}-01-01`) {
  const res = await call('admin', 'POST', '/services/price-tables', {
    code: `TT${++serial}`,
    description: 'Tabela de teste',
    validFrom: from,
    validTo: `${year + 1}-12-31`,
    states: [],
    customerGroup: '',
    ...scope,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; updatedAt: string };
}
const addItem = (priceTableId: number, productId: number, price: string, extra = {}) =>
  call('admin', 'POST', '/services/price-table-items', { priceTableId, productId, price, ...extra });

/** A customer of vendedor's, with its state and group. */
async function vendedorCustomer() {
  const id = await customerOf(t, 'vendedor');
  const { rows } = await t.db.query<{ uf: string; group: string }>(
    'select uf, customer_group as group from customers where id = $1',
    [id],
  );
  return { id, ...rows[0]! };
}

describe('price tables', () => {
  it('keeps money to the cent, and an inactivated table no longer prices', async () => {
    const customer = await vendedorCustomer();
    const product = await newProduct();
    const table = await newTable({ customerGroup: customer.group });
    const item = await addItem(table.id, product.id, '1.234.567,89', { minPrice: '0,01' });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json()).toMatchObject({ price: '1234567.89', minPrice: '0.01', productCode: product.code });
    const url = `/services/pricing/price?customerId=${customer.id}&productCode=${product.code}`;
    const price = await call('vendedor', 'GET', url);
    expect(price.statusCode, price.body).toBe(200);
    expect(price.json()).toMatchObject({ tableCode: table.code, price: '1234567.89', minPrice: '0.01' });

    const off = await call('admin', 'PATCH', `/services/price-tables/${table.id}/active`, { active: false });
    expect(off.json().active).toBe(false);
    const none = await call('vendedor', 'GET', url);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(PRICE_MSG.noPrice);
  });

  it("prices by the business's today, in its configured time zone", async () => {
    // Pago Pago (UTC−11) and Kiritimati (UTC+14) are 25 hours apart: never on the same date.
    const dateIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const day = dateIn('Pacific/Pago_Pago');
    const customer = await vendedorCustomer();
    const product = await newProduct();
    try {
      setBusinessTimeZone('Pacific/Pago_Pago');
      // A table of that one day.
      const table = await call('admin', 'POST', '/services/price-tables', {
        code: `TT${++serial}`,
        description: 'Tabela de um dia',
        validFrom: day,
        validTo: day,
        states: [customer.uf],
        customerGroup: '',
      });
      expect(table.statusCode, table.body).toBe(201);
      expect((await addItem(table.json().id, product.id, '10,00')).statusCode).toBe(201);
      const url = `/services/pricing/price?customerId=${customer.id}&productCode=${product.code}`;
      expect((await call('vendedor', 'GET', url)).json()).toMatchObject({ price: '10.00' });
      // Where the business's clock already reads another day, that table no longer sells.
      setBusinessTimeZone('Pacific/Kiritimati');
      expect((await call('vendedor', 'GET', url)).statusCode).toBe(404);
    } finally {
      setBusinessTimeZone(undefined);
    }
  });

  it('refuses two active tables of one scope pricing one product over a shared day, on the field', async () => {
    const product = await newProduct();
    const first = await newTable({ customerGroup: 'ATACADO', states: ['RR'] });
    expect((await addItem(first.id, product.id, '100.00')).statusCode).toBe(201);

    // Same group, a state in common: the product is refused on the item's product field.
    const second = await newTable({ customerGroup: 'ATACADO', states: ['RR', 'AP'] }, `${year + 1}-06-01`);
    const refused = await addItem(second.id, product.id, '90.00');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      { field: 'productId', messages: [PRICE_MSG.overlap(first.code, product.code)] },
    ]);
    // Another group, or other states: another scope, no overlap.
    const other = await newTable({ customerGroup: 'VAREJO', states: ['RR'] });
    expect((await addItem(other.id, product.id, '95.00')).statusCode).toBe(201);
    const elsewhere = await newTable({ customerGroup: 'ATACADO', states: ['AM'] });
    expect((await addItem(elsewhere.id, product.id, '95.00')).statusCode).toBe(201);

    // An inactive table takes the item, but is not activated over the other one.
    await call('admin', 'PATCH', `/services/price-tables/${second.id}/active`, { active: false });
    expect((await addItem(second.id, product.id, '90.00')).statusCode).toBe(201);
    const on = await call('admin', 'PATCH', `/services/price-tables/${second.id}/active`, { active: true });
    expect(on.statusCode).toBe(400);
    expect(on.json().message).toBe(PRICE_MSG.overlap(first.code, product.code));

    // Moved to days the first does not sell on, the table may be active again.
    const read = (await call('admin', 'GET', `/services/price-tables/${first.id}`)).json();
    const moved = await call('admin', 'PUT', `/services/price-tables/${first.id}`, {
      ...read,
      validTo: `${year + 1}-05-31`,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(
      (await call('admin', 'PATCH', `/services/price-tables/${second.id}/active`, { active: true }))
        .statusCode,
    ).toBe(200);
    // And the first may not come back over it.
    const back = await call('admin', 'PUT', `/services/price-tables/${first.id}`, {
      ...moved.json(),
      validTo: `${year + 1}-12-31`,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().details[0]).toEqual({
      field: 'validFrom',
      messages: [PRICE_MSG.overlap(second.code, product.code)],
    });
  });

  it("checks a table's own rules: validity, scope, floor or discount", async () => {
    const bad = await call('admin', 'POST', '/services/price-tables', {
      code: 'TT-RULES',
      description: 'Regras',
      validFrom: `${year}-02-01`,
      validTo: `${year}-01-01`,
      states: [],
      customerGroup: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      { field: 'validTo', messages: [MSG.endBeforeStart] },
      { field: 'states', messages: [PRICE_MSG.scopeRequired] },
    ]);
    const table = await newTable({ states: ['AC'] });
    const product = await newProduct();
    const both = await addItem(table.id, product.id, '10.00', { minPrice: '11.00', maxDiscount: '5' });
    expect(both.json().details).toEqual([
      { field: 'minPrice', messages: [PRICE_MSG.minPriceAbovePrice] },
      { field: 'maxDiscount', messages: [PRICE_MSG.floorOrDiscount] },
    ]);
  });
});

describe('the sales side, as each profile', () => {
  it('answers each route by module, and a representative only for his customers', async () => {
    const customer = await vendedorCustomer();
    const others = await customerOf(t, 'ralmeida');
    const table = (await call('admin', 'GET', '/services/pricing/tables?q=TP-VAR')).json().rows[0];
    const routes = [
      '/services/pricing/customers',
      `/services/pricing/tables?customerId=${customer.id}`,
      `/services/pricing/tables/${table.id}/items`,
      `/services/pricing/price?customerId=${customer.id}&productCode=P00001`,
      '/services/pricing/report',
      '/services/products?pageSize=5',
      '/services/products/negotiation',
      '/services/products/cart?code=P00001',
      '/services/price-tables',
    ];
    const expected: Record<(typeof PROFILES)[number], number[]> = {
      admin: [200, 200, 200, 200, 200, 200, 200, 200, 200],
      vendedor: [200, 200, 200, 200, 200, 200, 200, 200, 403],
      // A regional manager approves negotiations: he reads what they sell.
      aprovador: [403, 403, 403, 403, 403, 403, 200, 200, 403],
      // Finance reads every order (NDs are issued against them): what orders sell too; and the
      // products her budgets price.
      financeiro: [403, 403, 403, 403, 403, 200, 200, 200, 403],
      semperfil: [403, 403, 403, 403, 403, 403, 403, 403, 403],
    };
    for (const who of PROFILES) {
      const got = [];
      for (const url of routes) got.push((await call(who, 'GET', url)).statusCode);
      expect(got, who).toEqual(expected[who]);
    }
    // Someone else's customer: 403 in the spec's words.
    const foreign = await call(
      'vendedor',
      'GET',
      `/services/pricing/price?customerId=${others}&productCode=P00001`,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MSG.noClientAccess);
    // What he sees are tables valid today serving his customers: not last year's nor next month's.
    const codes = (await call('vendedor', 'GET', '/services/pricing/tables?pageSize=100'))
      .json()
      .rows.map((r: { code: string }) => r.code);
    expect(codes).toContain('TP-VAR');
    expect(codes).not.toContain(`TP-SE-${year - 1}`);
    expect(codes).not.toContain('TP-LANC');
  });

  it('writes only with the admin module', async () => {
    const product = await newProduct();
    const table = await newTable({ states: ['AC'] });
    const bodies = {
      '/services/products': {
        code: 'TST-NO',
        name: 'Não',
        family: 'TV',
        ncm: '85287200',
        unit: 'UN',
        releaseStatus: 'PENDENTE',
      },
      '/services/price-tables': {
        code: 'TT-NO',
        description: 'Não',
        validFrom: `${year}-01-01`,
        validTo: `${year}-01-02`,
        states: ['AC'],
      },
      '/services/price-table-items': { priceTableId: table.id, productId: product.id, price: '1.00' },
    };
    for (const who of ['vendedor', 'aprovador', 'financeiro', 'semperfil'])
      for (const [url, body] of Object.entries(bodies))
        expect((await call(who, 'POST', url, body)).statusCode, `${who} ${url}`).toBe(403);
  });

  it('looks a product up for the cart in the spec words', async () => {
    const none = await call('vendedor', 'GET', '/services/products/cart?code=');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(PRICE_MSG.productCodeRequired);
    const unknown = await call('vendedor', 'GET', '/services/products/cart?code=NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(PRICE_MSG.productNotFoundForCode);
    expect((await call('vendedor', 'GET', '/services/products/cart?code=p00001')).json().code).toBe('P00001');
    const offered = (await call('vendedor', 'GET', '/services/products/negotiation?pageSize=1000')).json();
    expect(
      offered.rows.every(
        (p: { releaseStatus: string; active: boolean }) => p.releaseStatus === 'LIBERADO' && p.active,
      ),
    ).toBe(true);
  });

  it('downloads the report as XLSX with its rows, 400 in the spec words when there is nothing', async () => {
    const customer = await vendedorCustomer();
    const res = await call('vendedor', 'GET', `/services/pricing/report?customerId=${customer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(priceTableReportFileName()));
    const sheet = await sheetOf(res);
    expect(sheet.getRow(1).getCell(1).value).toBe('Tabela');
    const served = (
      await call('vendedor', 'GET', `/services/pricing/tables?customerId=${customer.id}&pageSize=100`)
    ).json();
    const items = served.rows.reduce((n: number, r: { itemCount: number }) => n + r.itemCount, 0);
    expect(sheet.actualRowCount - 1).toBe(items);
    const empty = await call('admin', 'GET', '/services/pricing/report?q=nenhum-produto-assim');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(PRICE_MSG.reportEmpty);
  });
});
