import { beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MSG,
  NEGOTIATION_MSG,
  ORDER_IMPORT_MSG,
  ORDER_MSG,
  ORDER_TYPES,
  ORDERS_IMPORT,
  orderNumberOf,
} from '@balcao/schema';
import { tokensFor } from '../../files/files.testkit.js';
import { importKit } from '../../imports/imports.testkit.js';
import { testAppWith } from '../../test/testFile.js';
import { customerOf } from '../buyers/buyers.testkit.js';
import { pricedCustomerOfVendedor } from '../negotiations/negotiations.testkit.js';
import { approvedNegotiation } from './orders.testkit.js';

/**
 * The ORDERS import kind's own check and write (the kit itself is tested once, through price-table
 * items: imports/imports.test.ts): vendedor's customer is priced by a table of the test's own (A at
 * 1.000,00, floor 900,00, 15% IPI; B at 333,33, floor 300,00; C at 19,99) and has an approved
 * negotiation of 5 of A at 980,00 and 10 of B at 320,00.
 */
const { t, call } = testAppWith(['vendedor', 'ralmeida', 'aprovador', 'admin']);
let kit: ReturnType<typeof importKit>;
let customerId = 0;
let negotiation = '';
let mine = '';
let others = '';
const codes: string[] = [];

const docOf = async (id: number) =>
  (await t.db.query<{ doc: string }>('select coalesce(cnpj, cpf) as doc from customers where id = $1', [id]))
    .rows[0]!.doc;

beforeAll(async () => {
  kit = importKit(t, call, await tokensFor(t, ['vendedor', 'ralmeida', 'aprovador', 'admin']), ORDERS_IMPORT);
  const priced = await pricedCustomerOfVendedor(t.db, 'PED-IMP');
  customerId = priced.customerId;
  for (const id of priced.products)
    codes.push(
      (await t.db.query<{ code: string }>('select code from products where id = $1', [id])).rows[0]!.code,
    );
  negotiation = `NEG-${String(await approvedNegotiation(t, call, customerId, priced.products)).padStart(6, '0')}`;
  mine = await docOf(customerId);
  others = await docOf(await customerOf(t, 'ralmeida'));
});

/** A row as people type it: the order's columns, then the item's (product by letter A, B, C). */
function row(
  code: string,
  product: number,
  quantity: number,
  price: unknown,
  o: Record<string, unknown> = {},
) {
  const v: Record<string, unknown> = {
    customerDocument: mine,
    customerOrderCode: code,
    negotiationNumber: '',
    establishmentCode: '01',
    orderType: 'Venda',
    conditionPayment: '30/60 dias',
    typeFreight: 'cif',
    logisticCompany: 'Jamef',
    deliveryDate: '15/12/2026',
    productCode: codes[product],
    quantity,
    price,
    ...o,
  };
  return ORDERS_IMPORT.columns.map((c) => v[c.key]);
}

type Order = { id: number } & Record<string, unknown>;
const ordersOf = async (code: string) => {
  const { rows } = await t.db.query<{ id: number }>(
    'select id from orders where customer_order_code = $1 order by id',
    [code],
  );
  return Promise.all(
    rows.map(async (r) => (await call('admin', 'GET', `/services/orders/${r.id}`)).json<Order>()),
  );
};
const itemsOf = async (id: number) =>
  (await call('vendedor', 'GET', `/services/orders/${id}/products`)).json<{
    rows: Record<string, unknown>[];
  }>().rows;

describe('orders import', () => {
  it('writes the orders of a file as drafts from the price table, with their items to the cent, once', async () => {
    const file = [
      row('IMP-1', 0, 2, '950,00'),
      row('IMP-1', 1, 3, 320),
      row('IMP-2', 2, 10, '19.99', { orderType: 'BONIFICACAO', typeFreight: 'FOB', deliveryDate: '' }),
    ];
    const job = await kit.imported(file, 'vendedor', { originOrder: 'TABELA' });
    expect(job).toMatchObject({ status: 'DONE', totalRows: 3, inserted: 3, errorRows: 0 });
    const [one] = await ordersOf('IMP-1');
    expect(one).toMatchObject({
      status: 'DRAFT',
      originOrder: 'TABELA',
      orderType: 'VENDA',
      typeFreight: 'CIF',
      logisticCompany: 'Jamef',
      deliveryDate: '2026-12-15',
      itemCount: 2,
      // 2 × 950,00 + 3 × 320,00; with IPI: 2 × 1.092,50 + 3 × 340,80.
      totalAmount: '2860.00',
      totalValue: '3207.40',
    });
    expect(await itemsOf(one!.id)).toEqual([
      expect.objectContaining({
        quantity: 2,
        price: '950.00',
        tablePrice: '1000.00',
        minPrice: '900.00',
        status: 'PENDING',
      }),
      expect.objectContaining({ quantity: 3, price: '320.00', tablePrice: '333.33', minPrice: '300.00' }),
    ]);
    const [two] = await ordersOf('IMP-2');
    expect(two).toMatchObject({
      orderType: 'BONIFICACAO',
      typeFreight: 'FOB',
      deliveryDate: null,
      itemCount: 1,
    });
    // Its history, as a typed order's: created by vendedor.
    const history = (await call('vendedor', 'GET', `/services/history/order/${one!.id}`)).json();
    expect(history.rows).toEqual([
      expect.objectContaining({
        action: 'create',
        user: expect.objectContaining({ name: 'Carlos Vendedor' }),
      }),
    ]);

    // Sent again, the same orders are refused by their customer order code: nothing is doubled.
    const again = await kit.imported(file, 'vendedor');
    expect(again).toMatchObject({ status: 'INVALID', errorRows: 3, inserted: 0 });
    expect(await kit.reasons(again.id, 'vendedor')).toMatchObject({
      2: ORDER_IMPORT_MSG.orderCodeUsed(orderNumberOf(one!.id)),
      4: ORDER_IMPORT_MSG.orderCodeUsed(orderNumberOf(two!.id)),
    });
    expect(await ordersOf('IMP-1')).toHaveLength(1);
  });

  it("checks each row as an order's form does, and writes nothing of a file with a bad row", async () => {
    const job = await kit.imported(
      [
        row('CHK-1', 0, 1, '899,99'),
        row('CHK-2', 0, 1, 950, { customerDocument: others }),
        row('CHK-3', 0, 1, 950, { customerDocument: '00.000.000/0000-00' }),
        row('CHK-4', 0, 1, 950, { orderType: 'Consignação' }),
        row('CHK-5', 0, 1, 950, { productCode: 'NAO-EXISTE' }),
        row('CHK-6', 0, 1, 950, { negotiationNumber: negotiation }),
        row('CHK-7', 0, 1, 950),
        row('CHK-7', 1, 1, 320, { conditionPayment: 'À vista' }),
        row('CHK-8', 2, 5, '19,99'),
      ],
      'vendedor',
      { mode: 'FILE' },
    );
    expect(job).toMatchObject({ status: 'INVALID', totalRows: 9, errorRows: 7, inserted: 0 });
    expect(await kit.reasons(job.id, 'vendedor')).toEqual({
      2: ORDER_MSG.belowFloor('R$ 900,00'),
      3: ORDER_IMPORT_MSG.otherCustomer,
      4: NEGOTIATION_MSG.importCustomerNotFound('00.000.000/0000-00'),
      5: IMPORT_MSG.invalidOption('Tipo de pedido', Object.values(ORDER_TYPES)),
      6: NEGOTIATION_MSG.importProductNotFound('NAO-EXISTE'),
      7: ORDER_IMPORT_MSG.noNegotiationExpected,
      9: ORDER_IMPORT_MSG.orderDiffers(8),
    });
    // All or nothing: the good orders of the file were not written either.
    expect(await ordersOf('CHK-7')).toHaveLength(0);
    expect(await ordersOf('CHK-8')).toHaveLength(0);
  });

  it("bounds the items by the row's approved negotiation of the customer when that is the origin", async () => {
    const job = await kit.imported(
      [
        row('NEG-1', 0, 5, 980, { negotiationNumber: negotiation }),
        row('NEG-1', 1, 10, '320,00', { negotiationNumber: negotiation }),
        row('NEG-2', 0, 6, 980, { negotiationNumber: negotiation }),
        row('NEG-3', 1, 1, '319,99', { negotiationNumber: negotiation }),
        row('NEG-4', 2, 1, 20, { negotiationNumber: negotiation }),
        row('NEG-5', 0, 1, 980),
        row('NEG-6', 0, 1, 980, { negotiationNumber: 'NEG-999999' }),
      ],
      'vendedor',
      { originOrder: 'NEGOCIACAO', mode: 'BATCH' },
    );
    expect(await kit.reasons(job.id, 'vendedor')).toEqual({
      4: ORDER_MSG.aboveNegotiated('5'),
      5: ORDER_MSG.belowNegotiated('R$ 320,00'),
      6: ORDER_MSG.notInNegotiation,
      7: ORDER_IMPORT_MSG.negotiationRequired,
      8: ORDER_MSG.negotiationFailed,
      // Per batch: the good rows share the batch of the bad ones.
      2: IMPORT_MSG.batchSkipped,
      3: IMPORT_MSG.batchSkipped,
    });
    const draft = await kit.imported(
      [row('NEG-1', 0, 5, 980, { negotiationNumber: negotiation })],
      'vendedor',
      {
        originOrder: 'NEGOCIACAO',
      },
    );
    expect(draft).toMatchObject({ status: 'DONE', inserted: 1 });
    const [made] = await ordersOf('NEG-1');
    expect(made).toMatchObject({
      originOrder: 'NEGOCIACAO',
      negotiationNumber: negotiation,
      totalAmount: '4900.00',
    });
    expect(await itemsOf(made!.id)).toEqual([
      expect.objectContaining({ maxQuantity: 5, minPrice: '980.00' }),
    ]);
  });

  it('refuses an unknown origin, and an import by who may not import orders', async () => {
    const res = await kit.send([row('X-1', 0, 1, 950)], 'vendedor', { originOrder: 'EDI' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'originOrder', messages: [IMPORT_MSG.invalidChoice('Origem dos pedidos')] }],
    });
    // aprovador reads his region's orders (PEDIDOS × VISUALIZAR) but imports none.
    expect((await kit.send([row('X-2', 0, 1, 950)], 'aprovador')).statusCode).toBe(403);
  });
});
