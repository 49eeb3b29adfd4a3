import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, IMPORT_MSG, NEGOTIATION_MSG, NEGOTIATIONS_IMPORT } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';
import { tokensFor } from '../../files/files.testkit.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { importKit } from '../../imports/imports.testkit.js';

/**
 * The NEGOTIATIONS import kind's own check and write (the kit itself is tested once, through
 * price-table items: imports/imports.test.ts).
 */
const { t, call } = testAppWith(['vendedor', 'ralmeida', 'admin']);
let tokens: Record<string, string>;
let mine = '';
let others = '';
const codes: string[] = [];

let kit: ReturnType<typeof importKit>;

/**
 * vendedor's customer gets a price table of its own: A at 1.000,00 with a floor of 900,00 and 15%
 * IPI; B at 333,33 with a largest discount of 10% (floor 300,00) and 6,5% IPI; C at 19,99 (the floor
 * is the price) and no IPI. ralmeida's customer is another representative's.
 */
beforeAll(async () => {
  tokens = await tokensFor(t, ['vendedor', 'ralmeida', 'admin']);
  kit = importKit(t, call, tokens, NEGOTIATIONS_IMPORT);
  const docOf = async (id: number) =>
    (
      await t.db.query<{ doc: string }>('select coalesce(cnpj, cpf) as doc from customers where id = $1', [
        id,
      ])
    ).rows[0]!.doc;
  const c = (
    await t.db.query<{ id: number; uf: string; grp: string }>(
      `select c.id, c.uf, c.customer_group as grp from customers c join users u on u.id = c.representative_id
        where u.user_name = 'vendedor' and c.uf is not null and c.customer_group is not null order by c.id limit 1`,
    )
  ).rows[0]!;
  const customer = Number(c.id);
  mine = await docOf(customer);
  others = await docOf(await customerOf(t, 'ralmeida'));
  const table = (
    await t.db.query<{ id: number }>(
      `insert into price_tables (code, description, valid_from, valid_to, states, customer_group)
       values ('NEG-IMP', 'Tabela da importação', current_date - 1, current_date + 365, $1, $2) returning id`,
      [[c.uf], c.grp],
    )
  ).rows[0]!.id;
  await t.db.query('update customers set price_table_id = $1 where id = $2', [table, customer]);
  const picked = (
    await t.db.query<{ id: number; code: string }>('select id, code from products order by id limit 3')
  ).rows;
  const spec = [
    ['1000.00', '900.00', null, '15.00'],
    ['333.33', null, '10.00', '6.50'],
    ['19.99', null, null, '0.00'],
  ];
  for (const [k, p] of picked.entries()) {
    const [price, min, disc, ipi] = spec[k]!;
    codes.push(p.code);
    await t.db.query('update products set ipi = $2 where id = $1', [p.id, ipi]);
    await t.db.query(
      `insert into price_table_items (price_table_id, product_id, price, min_price, max_discount)
       values ($1, $2, $3, $4, $5)`,
      [table, p.id, price, min, disc],
    );
  }
});

/** A row as people type it: the deal's columns, then the item's (product by letter A, B, C). */
function row(
  number: string,
  product: number,
  quantity: number,
  price: unknown,
  o: Record<string, unknown> = {},
) {
  const v: Record<string, unknown> = {
    number,
    customerDocument: mine,
    typeOfFunds: 'Verba comercial',
    typeOfPayment: 'BOLETO',
    campaign: 'Natal',
    reason: 'Ação de Natal',
    firstPeriod: '01/11/2026',
    lastPeriod: '31/12/2026',
    destinationState: 'sp',
    conditionPayment: '30/60',
    expirationDate: '',
    valueBudget: '1.000,00',
    budgetDescription: 'Verba de Natal',
    productCode: codes[product],
    quantity,
    price,
    percPriceVpc: '2,5',
    percVpcFan: '',
    ...o,
  };
  return NEGOTIATIONS_IMPORT.columns.map((c) => v[c.key]);
}

const imported = (rows: unknown[][], who: string, fields: Record<string, string> = {}) =>
  kit.imported(rows, who, fields);
const reasons = (jobId: number, who: string) => kit.reasons(jobId, who);

const dealOf = async (number: string, who = 'admin') => {
  const { rows } = await t.db.query<{ id: number }>(
    'select id from negotiations where totvs_negotiation_number = $1',
    [number],
  );
  return rows[0] ? (await call(who, 'GET', `/services/negotiations/${rows[0].id}`)).json() : null;
};
const countOf = async (prefix: string) =>
  Number(
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int as n from negotiations where totvs_negotiation_number like $1',
        [`${prefix}%`],
      )
    ).rows[0]!.n,
  );

describe('negotiations import', () => {
  it("refuses, row by row, another representative's customer and another representative's deal", async () => {
    const ralmeidaDeal = await imported([row('OUT-2', 0, 1, 950, { customerDocument: others })], 'admin');
    expect(ralmeidaDeal).toMatchObject({ status: 'INVALID' });
    // admin imports for any customer (here refused on the price only).
    const said = Object.values(await reasons(ralmeidaDeal.id, 'admin'));
    expect(said).toHaveLength(1);
    expect(said[0]).not.toContain(NEGOTIATION_MSG.importOtherCustomer);

    const job = await imported(
      [
        row('OUT-3', 0, 1, 950),
        row('OUT-4', 0, 1, 950, { customerDocument: others }),
        row('OUT-5', 1, 1, 300, { customerDocument: '00.000.000/0000-00' }),
      ],
      'vendedor',
      { mode: 'FILE' },
    );
    expect(job).toMatchObject({ status: 'INVALID', totalRows: 3, errorRows: 2, inserted: 0 });
    expect(await reasons(job.id, 'vendedor')).toEqual({
      3: NEGOTIATION_MSG.importOtherCustomer,
      4: NEGOTIATION_MSG.importCustomerNotFound('00.000.000/0000-00'),
    });
    expect(await countOf('OUT-')).toBe(0);

    // A deal of vendedor's, by number: ralmeida may not update it.
    expect(await imported([row('OUT-3', 0, 1, 950)], 'vendedor')).toMatchObject({
      status: 'DONE',
      inserted: 1,
    });
    const intruder = await imported([row('OUT-3', 0, 1, 990)], 'ralmeida');
    expect(intruder).toMatchObject({ status: 'INVALID', errorRows: 1 });
    expect(Object.values(await reasons(intruder.id, 'ralmeida'))).toEqual([
      `${NEGOTIATION_MSG.importOtherCustomer} ${NEGOTIATION_MSG.noAccess}`,
    ]);
    expect((await dealOf('OUT-3'))!.totalAmount).toBe('950.00');
  });

  it('creates the deals of a file with their items, to the cent, and sent again updates them by number and product', async () => {
    const first = await imported(
      [row('NUM-1', 0, 3, 950), row('NUM-1', 1, 7, '310,10'), row('NUM-2', 2, 10, 19.99, { campaign: '' })],
      'vendedor',
      { description: 'Negociações de Natal' },
    );
    expect(first).toMatchObject({
      status: 'DONE',
      inserted: 3,
      updated: 0,
      errorRows: 0,
      description: 'Negociações de Natal',
    });
    const deal = await dealOf('NUM-1', 'vendedor');
    // A: 950,00 × 3, 15% IPI → 1.092,50 each; B: 310,10 × 7, 6,5% IPI → 330,26 each (330,2565).
    expect(deal).toMatchObject({
      customerId: expect.any(Number),
      representativeName: expect.any(String),
      status: 'DRAFT',
      typeOfFunds: 'VERBA_COMERCIAL',
      destinationState: 'SP',
      firstPeriod: '2026-11-01',
      lastPeriod: '2026-12-31',
      valueBudget: '1000.00',
      itemCount: 2,
      totalAmount: '5020.70',
      totalValue: '5589.32',
      // Table 1.000,00 × 3 + 333,33 × 7 = 5.333,31; floor 900,00 × 3 + 300,00 × 7 = 4.800,00.
      discountValue: '312.61',
      percDesconto: '5.86',
      mkpNegotiation: '4.60',
      // 2,5% VPC of 2.850,00 and of 2.170,70: 71,25 + 54,27.
      budgetBalance: '874.48',
    });
    expect(formatMoney(deal.totalValue)).toBe('R$ 5.589,32');
    const history = (await call('vendedor', 'GET', `/services/history/negotiation/${deal.id}`)).json();
    expect(history.rows[0]).toMatchObject({ action: 'create' });

    const again = await imported([row('NUM-1', 0, 3, '999,99'), row('NUM-1', 2, 1, 19.99)], 'vendedor');
    expect(again).toMatchObject({ status: 'DONE', inserted: 1, updated: 1 });
    expect(await countOf('NUM-')).toBe(2);
    const after = await dealOf('NUM-1', 'vendedor');
    expect(after).toMatchObject({ id: deal.id, itemCount: 3, totalAmount: '5190.66' });
    const changed = (await call('vendedor', 'GET', `/services/history/negotiation/${deal.id}`)).json();
    expect(changed.rows[0]).toMatchObject({ action: 'update' });
    expect(changed.rows[0].changes.totalAmount).toEqual({ from: 'R$ 5.020,70', to: 'R$ 5.190,66' });

    const jobs = (await call('vendedor', 'GET', `${kit.base}/jobs?pageSize=50`)).json();
    expect(jobs.rows.find((j: { id: number }) => j.id === first.id).description).toBe('Negociações de Natal');
  });

  it("checks each row as the deal's and the item's forms do", async () => {
    await t.db.query(`update negotiations set blocked = true where totvs_negotiation_number = 'NUM-2'`);
    const job = await imported(
      [
        row('CHK-1', 0, 1, '899,99'),
        row('CHK-2', 0, 1, 950, { productCode: 'NAOEXISTE' }),
        row('CHK-3', 0, 1, 950, { typeOfFunds: 'Cheque', destinationState: 'XX' }),
        row('CHK-4', 0, 1, 950, { firstPeriod: '31/12/2026', lastPeriod: '01/11/2026' }),
        row('CHK-5', 0, 1, 950),
        row('CHK-5', 1, 1, 320, { reason: 'Outro motivo' }),
        row('CHK-6', 0, 0, 950, { firstPeriod: '31/02/2026' }),
        row('NUM-2', 2, 1, 19.99),
      ],
      'vendedor',
      { dryRun: 'true' },
    );
    expect(job).toMatchObject({ status: 'INVALID', dryRun: true, errorRows: 7 });
    const why = await reasons(job.id, 'vendedor');
    expect(why[2]).toBe(NEGOTIATION_MSG.belowFloor('R$ 900,00'));
    expect(why[3]).toBe(NEGOTIATION_MSG.importProductNotFound('NAOEXISTE'));
    expect(why[4]).toContain('Tipo de verba: valor inválido');
    expect(why[4]).toContain('UF de destino: valor inválido');
    expect(why[5]).toBe(NEGOTIATION_MSG.lastBeforeFirst);
    expect(why[6]).toBeUndefined();
    expect(why[7]).toBe(NEGOTIATION_MSG.importDealDiffers(6));
    expect(why[8]).toBe(
      `${IMPORT_MSG.invalidDate('Primeiro período')} ${IMPORT_MSG.invalidInteger('Quantidade')}`,
    );
    expect(why[9]).toBe(NEGOTIATION_MSG.blocked);
    expect(await countOf('CHK-')).toBe(0);
  });
});
