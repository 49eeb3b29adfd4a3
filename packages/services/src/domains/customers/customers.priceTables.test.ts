import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MSG, formatCnpj } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { productOf } from '../pricing/pricing.testkit.js';
import { newCustomer, vendedorBranch } from './customers.testkit.js';

const { t, call } = testAppWith(['vendedor', 'admin', 'financeiro']);
let companyId = 0;

type Choice = { id: string; code: string; description: string; validFrom: string; validTo: string };
const tableId = async (code: string) =>
  Number(
    (await t.db.query<{ id: number }>('select id from price_tables where code = $1', [code])).rows[0]!.id,
  );
/** A table valid from last year to next year, serving a customer group nobody has: only a customer it is given to is priced from it. */
async function ownTable(code: string, active = true) {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into price_tables (code, description, valid_from, valid_to, states, customer_group, active)
     values ($1, 'Tabela própria', current_date - 400, current_date + 400, '{}', $1, $2) returning id`,
    [code, active],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  companyId = Number(
    (await t.db.query<{ id: number }>('select id from companies where cnpj = $1', [vendedorBranch(1)]))
      .rows[0]!.id,
  );
});

describe("a customer's price table and related price table, and his history", () => {
  it('are chosen among the active tables whose validity has not ended', async () => {
    const year = new Date().getFullYear();
    const choices = (await call('vendedor', 'GET', '/services/customers/price-tables')).json<Choice[]>();
    const codes = choices.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['TP-VAR', 'TP-SE', 'TP-LANC']));
    expect(codes).not.toContain(`TP-SE-${year - 1}`);
    expect(choices.find((c) => c.code === 'TP-VAR')).toMatchObject({ description: 'Tabela Varejo' });
    // Whoever works with no customer screen has no choice to read.
    expect((await call('financeiro', 'GET', '/services/customers/price-tables')).statusCode).toBe(403);
  });

  it('are references: a table that does not exist, or no longer sells, is refused on its field', async () => {
    const expired = await tableId(`TP-SE-${new Date().getFullYear() - 1}`);
    const inactive = await ownTable('PT-INATIVA', false);
    const res = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(companyId, vendedorBranch(81)),
      priceTableId: 999_999,
      priceTableRelatedId: expired,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'priceTableId', messages: [CUSTOMER_MSG.priceTableNotFound] },
        { field: 'priceTableRelatedId', messages: [CUSTOMER_MSG.priceTableNotValid] },
      ]),
    );
    const again = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(companyId, vendedorBranch(81)),
      priceTableId: inactive,
    });
    expect(again.json().details).toEqual([
      { field: 'priceTableId', messages: [CUSTOMER_MSG.priceTableNotValid] },
    ]);
  });

  it('are answered and kept in the history by name, and a table he has may stay once inactivated', async () => {
    const own = await ownTable('PT-PROPRIA');
    const varejo = await tableId('TP-VAR');
    const created = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(companyId, vendedorBranch(82)),
      priceTableId: own,
      priceTableRelatedId: varejo,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const read = (await call('vendedor', 'GET', `/services/customers/${id}`)).json();
    expect(read).toMatchObject({
      priceTableId: own,
      priceTable: 'PT-PROPRIA — Tabela própria',
      priceTableRelated: 'TP-VAR — Tabela Varejo',
    });
    const history = (await call('vendedor', 'GET', `/services/history/customer/${id}`)).json();
    const made = history.rows.at(-1).changes;
    expect(made.priceTable).toEqual({ to: 'PT-PROPRIA — Tabela própria' });
    // Every value as people read it: labels of codes, masks, money, days.
    expect(made).toMatchObject({
      personType: { to: 'Pessoa jurídica' },
      cnpj: { to: formatCnpj(vendedorBranch(82)) },
      commercialPhone: { to: '(11) 98765-4321' },
      cep: { to: '01310-100' },
      suggestedLimit: { to: 'R$ 150.000,00' },
      implantationDate: { to: '10/02/2020' },
    });
    expect(Object.keys(made)).not.toEqual(expect.arrayContaining(['priceTableId']));
    expect(Object.keys(made)).not.toContain('companyId');

    // Inactivated, the table stays his until someone changes it.
    await t.db.query('update price_tables set active = false where id = $1', [own]);
    const saved = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(companyId, vendedorBranch(82)),
      id,
      updatedAt: read.updatedAt,
      priceTableId: own,
      priceTableRelatedId: null,
      shortName: 'Eletro Própria',
    });
    expect(saved.statusCode).toBe(200);
    const changed = (await call('vendedor', 'GET', `/services/history/customer/${id}`)).json().rows[0]
      .changes;
    expect(changed.priceTableRelated).toEqual({ from: 'TP-VAR — Tabela Varejo', to: null });
  });

  it('price his products from his own table first, even one that reaches him by no scope', async () => {
    const own = await ownTable('PT-PRECO');
    const product = await productOf(t, 'P00001');
    await t.db.query(
      `insert into price_table_items (price_table_id, product_id, price) values ($1, $2, 1234.56)`,
      [own, product],
    );
    const created = await call('vendedor', 'POST', '/services/customers/upsert', {
      ...newCustomer(companyId, vendedorBranch(83)),
      priceTableId: own,
    });
    const { id } = created.json<{ id: number }>();
    const priced = await call(
      'vendedor',
      'GET',
      `/services/pricing/price?customerId=${id}&productCode=P00001`,
    );
    expect(priced.json()).toMatchObject({ tableCode: 'PT-PRECO', price: '1234.56' });
    // Without it, his prices come from the tables that reach him by scope again.
    await t.db.query('update customers set price_table_id = null where id = $1', [id]);
    const scoped = await call(
      'vendedor',
      'GET',
      `/services/pricing/price?customerId=${id}&productCode=P00001`,
    );
    expect(scoped.json().tableCode).not.toBe('PT-PRECO');
  });
});
