import { compareDecimal, formatMoney, NEGOTIATION_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { addError, type RowErrors } from '../../imports/imports.kit.js';
import type { ImportRow } from '../../imports/imports.read.js';
import { CUSTOMER_ACCESS_SQL } from '../customers/access.js';
import { boundsOf, type ItemBounds } from '../negotiations/bounds.js';

/** The digits of a CNPJ or CPF as typed (12.345.678/0001-90 → 12345678000190). */
export const digitsOf = (s: string) => s.replace(/\D/g, '');

/**
 * The customers of a chunk of import rows by CNPJ or CPF (digits), each with whether the importer
 * may see it under the customer rule (a representative, his own): one query for the chunk.
 */
export async function customersByDocument(db: Db, docs: string[], who: { userId: number; all: boolean }) {
  const rule = who.all ? 'true' : CUSTOMER_ACCESS_SQL.replaceAll(':1', '$2');
  const { rows } = await db.query<{ id: number; doc: string; allowed: boolean }>(
    `select c.id, coalesce(c.cnpj, c.cpf) as doc, ${rule} as allowed
       from customers c where c.cnpj = any($1::text[]) or c.cpf = any($1::text[])`,
    [docs, ...(who.all ? [] : [who.userId])],
  );
  return new Map(rows.map((c) => [c.doc, { id: Number(c.id), allowed: c.allowed }]));
}

/** The products of a chunk of import rows by code, any case: one query for the chunk. */
export async function productsByCode(db: Db, codes: string[]) {
  const { rows } = await db.query<{ id: number; code: string }>(
    'select id, lower(code) as code from products where lower(code) = any($1::text[])',
    [codes.map((c) => c.toLowerCase())],
  );
  return new Map(rows.map((p) => [p.code, Number(p.id)]));
}

/**
 * The customers (by CNPJ or CPF, with whether the importer sees each) and the products (by code)
 * that a chunk of import rows names in its customerDocument and productCode columns.
 */
export async function customersAndProductsOf(
  db: Db,
  rows: ImportRow[],
  who: { userId: number; all: boolean },
) {
  const docs = [...new Set(rows.map((r) => digitsOf(r.values.customerDocument!)))];
  const codes = [...new Set(rows.map((r) => r.values.productCode!))];
  const [customerOf, productOf] = await Promise.all([
    customersByDocument(db, docs, who),
    productsByCode(db, codes),
  ]);
  return { customerOf, productOf };
}

/**
 * The row's customer by its document: written to the row as customerId when the importer sees
 * it, else the row's error (not found, or `otherCustomer`). The customer found, seen or not.
 */
export function takeCustomer(
  row: ImportRow,
  customerOf: Awaited<ReturnType<typeof customersByDocument>>,
  otherCustomer: string,
  fail: (reason: string) => void,
) {
  const v = row.values;
  const customer = customerOf.get(digitsOf(v.customerDocument!));
  if (!customer) fail(NEGOTIATION_MSG.importCustomerNotFound(v.customerDocument!));
  else if (!customer.allowed) fail(otherCustomer);
  else v.customerId = String(customer.id);
  return customer;
}

/** The row's product by its code, any case: written to the row as productId, else the row's error. */
export function takeProduct(row: ImportRow, productOf: Map<string, number>, fail: (reason: string) => void) {
  const v = row.values;
  const product = productOf.get(v.productCode!.toLowerCase());
  if (!product) fail(NEGOTIATION_MSG.importProductNotFound(v.productCode!));
  else v.productId = String(product);
}

/**
 * Import rows priced by the table valid today for each row's customer (boundsOf, as a typed
 * item): a row without a price, or whose price is below the table's floor, gets the domain's
 * error; each other row's values take what `take` makes of its bounds.
 */
export async function priceByTable(
  db: Db,
  rows: ImportRow[],
  errors: RowErrors,
  msg: { noPrice: string; belowFloor: (floor: string) => string },
  take: (b: ItemBounds) => Record<string, string>,
) {
  const bounds = await boundsOf(
    db,
    rows.map((r) => ({ customerId: Number(r.values.customerId), productId: Number(r.values.productId) })),
  );
  rows.forEach((row, i) => {
    const b = bounds.get(i);
    if (!b) return addError(errors, row.line, msg.noPrice);
    if (compareDecimal(row.values.price!, b.floorPrice) < 0)
      return addError(errors, row.line, msg.belowFloor(formatMoney(b.floorPrice)));
    Object.assign(row.values, take(b));
  });
}
