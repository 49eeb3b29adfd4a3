import {
  businessDay,
  FREIGHT_TYPES,
  ORDER_IMPORT_MSG,
  ORDER_MSG,
  ORDER_TYPES,
  ORDERS_IMPORT,
  orderNumberOf,
} from '@balcao/schema';
import {
  addError,
  defineImport,
  differsFromFirst,
  takeOption,
  type FirstRows,
  type RowErrors,
} from '../../imports/imports.kit.js';
import type { ImportRow } from '../../imports/imports.read.js';
import { seesAllCustomers } from '../customers/access.js';
import { customersAndProductsOf, digitsOf, takeCustomer, takeProduct } from '../sales/importLookups.js';
import { ordersArea } from './orders.area.js';
import { negotiationBounds, tableBounds } from './orders.importBounds.js';

/** The order's own columns of a row: the same in every row of one customer and order code. */
const ORDER_KEYS = [
  'negotiationNumber',
  'establishmentCode',
  'orderType',
  'conditionPayment',
  'typeFreight',
  'logisticCompany',
  'deliveryDate',
] as const;

type Ctx = {
  userId: number;
  allCustomers: boolean;
  origin: string;
  /** The first line of each order in the file and its columns, over the chunks. */
  firstOf: FirstRows;
  /** The orders written so far by this file, by their key (an order's rows may span chunks). */
  written: Map<string, number>;
};

/** One order of the file: its customer's document and its customer order code. */
const orderKey = (row: ImportRow) =>
  `${digitsOf(row.values.customerDocument!)}\u0000${row.values.customerOrderCode!.trim().toLowerCase()}`;
/** One order once its customer is known: the customer's id and the order code, any case. */
const writtenKey = (row: ImportRow) =>
  `${row.values.customerId}\u0000${row.values.customerOrderCode!.trim().toLowerCase()}`;
/** NEG-000123, NEG000123 or 123: the negotiation's id. */
const negotiationIdOf = (text: string) => /^(NEG-?)?0*(\d{1,12})$/i.exec(text.trim())?.[2] ?? null;

/** Each row's own columns and references: the customer, the options, the origin's negotiation, the product. */
function checkRow(
  row: ImportRow,
  ctx: Ctx,
  found: Awaited<ReturnType<typeof customersAndProductsOf>>,
  fail: (reason: string) => void,
) {
  const v = row.values;
  const first = differsFromFirst(ctx.firstOf, orderKey(row), row, ORDER_KEYS);
  if (first) fail(ORDER_IMPORT_MSG.orderDiffers(first));
  takeCustomer(row, found.customerOf, ORDER_IMPORT_MSG.otherCustomer, fail);
  takeOption(ORDERS_IMPORT, row, 'orderType', ORDER_TYPES, fail);
  takeOption(ORDERS_IMPORT, row, 'typeFreight', FREIGHT_TYPES, fail, Object.keys(FREIGHT_TYPES));
  if (ctx.origin === 'NEGOCIACAO') {
    const id = v.negotiationNumber ? negotiationIdOf(v.negotiationNumber) : null;
    if (!v.negotiationNumber) fail(ORDER_IMPORT_MSG.negotiationRequired);
    else if (!id) fail(ORDER_MSG.negotiationFailed);
    else v.negotiationId = id;
  } else if (v.negotiationNumber) fail(ORDER_IMPORT_MSG.noNegotiationExpected);
  takeProduct(row, found.productOf, fail);
}

/**
 * Orders with their items from XLSX (the import kit's ORDERS kind; spec/02 §7 'import orders
 * (multipart file, mode, originOrder)'), one row per item: the rows of one customer and customer
 * order code are one new draft order. The rules of an order typed in its form hold for every row:
 * the customer is one the importer sees (a representative, his own); the options are the form's;
 * the items are bound by the origin chosen for the file, the row's approved negotiation of that
 * customer or the price table valid today (orders.importBounds.ts). A customer order code already
 * used by an active order of the customer is refused, so that a file sent twice is not two orders.
 */
export const ordersImport = defineImport<Ctx>({
  def: ORDERS_IMPORT,
  context: async (_db, caller, _target, choice) => ({
    userId: caller.auth.userId,
    allCustomers: seesAllCustomers(caller.accessSet),
    origin: choice ?? 'TABELA',
    firstOf: new Map(),
    written: new Map(),
  }),
  check: async (db, rows, ctx) => {
    const errors: RowErrors = new Map();
    const found = await customersAndProductsOf(db, rows, { userId: ctx.userId, all: ctx.allCustomers });
    for (const row of rows) checkRow(row, ctx, found, (reason) => addError(errors, row.line, reason));

    const known = rows.filter((r) => r.values.customerId);
    const { rows: used } = await db.query<{ customerId: number; code: string; id: number }>(
      `select distinct on (o.customer_id, lower(o.customer_order_code)) o.customer_id as "customerId",
              o.customer_order_code as code, o.id
         from orders o join unnest($1::bigint[], $2::text[]) as u(customer_id, code)
           on o.customer_id = u.customer_id and lower(o.customer_order_code) = lower(u.code)
        where o.active order by o.customer_id, lower(o.customer_order_code), o.id`,
      [known.map((r) => Number(r.values.customerId)), known.map((r) => r.values.customerOrderCode!.trim())],
    );
    const usedBy = new Map(used.map((u) => [`${u.customerId}\u0000${u.code.toLowerCase()}`, Number(u.id)]));
    for (const row of known) {
      const id = usedBy.get(writtenKey(row));
      if (id) addError(errors, row.line, ORDER_IMPORT_MSG.orderCodeUsed(orderNumberOf(id)));
    }
    const priced = known.filter(
      (r) => r.values.productId && (ctx.origin !== 'NEGOCIACAO' || r.values.negotiationId),
    );
    if (ctx.origin === 'NEGOCIACAO') await negotiationBounds(db, priced, errors);
    else await tableBounds(db, priced, errors);
    return errors;
  },
  write: async (tx, rows, ctx, actor) => {
    const fresh = [...new Map(rows.map((r) => [writtenKey(r), r])).entries()].filter(
      ([key]) => !ctx.written.has(key),
    );
    const head = (k: string) => fresh.map(([, r]) => r.values[k] || null);
    // The chunk's new orders in one statement: representative and regional manager as a typed
    // order's (the customer's; the negotiation's manager, else the business hierarchy's).
    const { rows: created } = await tx.query<{ id: number; customerId: number; code: string }>(
      `insert into orders (customer_id, negotiation_id, representative_id, regional_manager_id, created_by,
                           establishment_code, order_type, origin_order, condition_payment, type_freight,
                           logistic_company, customer_order_code, delivery_date, issue_date)
       select d.customer_id, d.negotiation_id, coalesce(c.representative_id, $10),
              coalesce(n.regional_manager_id, h.regional_manager_id), $10, d.establishment_code, d.order_type,
              $11, d.condition_payment, d.type_freight, d.logistic_company, d.customer_order_code,
              d.delivery_date, $12::date
         from unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                     $8::text[], $9::date[])
           as d(customer_id, negotiation_id, establishment_code, order_type, condition_payment, type_freight,
                logistic_company, customer_order_code, delivery_date)
         join customers c on c.id = d.customer_id
         left join negotiations n on n.id = d.negotiation_id
         left join customer_business_hierarchy h on h.customer_id = c.id
       returning id, customer_id as "customerId", lower(customer_order_code) as code`,
      [
        head('customerId'),
        head('negotiationId'),
        head('establishmentCode'),
        head('orderType'),
        head('conditionPayment'),
        head('typeFreight'),
        head('logisticCompany'),
        fresh.map(([, r]) => r.values.customerOrderCode!.trim()),
        head('deliveryDate'),
        actor,
        ctx.origin,
        businessDay(),
      ],
    );
    for (const o of created) ctx.written.set(`${o.customerId}\u0000${o.code}`, Number(o.id));
    const col = (k: string) => rows.map((r) => r.values[k] || null);
    await tx.query(
      `insert into order_items (order_id, product_id, quantity, price, table_price, min_price, max_quantity, ipi)
       select * from unnest($1::bigint[], $2::bigint[], $3::int[], $4::numeric[], $5::numeric[], $6::numeric[],
                            $7::int[], $8::numeric[])`,
      [
        rows.map((r) => ctx.written.get(writtenKey(r))),
        col('productId'),
        col('quantity'),
        col('price'),
        col('tablePrice'),
        col('minPrice'),
        col('maxQuantity'),
        col('ipi'),
      ],
    );
    // Each new order's history, as its form's save writes it (with the chunk's items in its totals).
    const store = ordersArea.store;
    const after = await store.findMany(
      tx,
      created.map((o) => Number(o.id)),
    );
    await store.historyMany(
      tx,
      actor,
      after.map((a) => ({ before: null, after: a })),
    );
    return { inserted: rows.length, updated: 0 };
  },
});
