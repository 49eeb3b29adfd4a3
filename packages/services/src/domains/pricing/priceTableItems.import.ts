import { compareDecimal, MSG, PRICE_MSG, PRICE_TABLE_ITEMS_IMPORT } from '@balcao/schema';
import { notFound } from '../../errors.js';
import { addError, defineImport, type RowErrors } from '../../imports/imports.kit.js';
import { overlapsByProduct, tableScope, type TableScope } from './overlap.js';

/**
 * A price table's items from XLSX, by product code: the item of a product already in the table is
 * updated, any other inserted. The rules of an item typed in the grid hold for every row (the
 * product exists, the lowest price at most the price, not both the lowest price and the largest
 * discount, and in an active table no overlap with another active table of its scope).
 */
export const priceTableItemsImport = defineImport<TableScope & { active: boolean; id: number }>({
  def: PRICE_TABLE_ITEMS_IMPORT,
  // The upload names the table (def.target): the kit refuses a file without it.
  context: async (db, _caller, target) => {
    const id = target!;
    const table = await tableScope(db, id);
    if (!table) throw notFound(PRICE_MSG.tableNotFound);
    return { ...table, id };
  },
  check: async (db, rows, table) => {
    const errors: RowErrors = new Map();
    const codes = [...new Set(rows.map((r) => r.values.productCode!.toLowerCase()))];
    const { rows: found } = await db.query<{ id: number; code: string }>(
      'select id, lower(code) as code from products where lower(code) = any($1::text[])',
      [codes],
    );
    const idOf = new Map(found.map((p) => [p.code, Number(p.id)]));
    for (const row of rows) {
      const { productCode, price, minPrice, maxDiscount } = row.values as Record<string, string>;
      const id = idOf.get(productCode!.toLowerCase());
      if (id) row.values.productId = String(id);
      else addError(errors, row.line, `${PRICE_MSG.productNotFound}: ${productCode}`);
      if (compareDecimal(price!, '0.00') <= 0) addError(errors, row.line, `Preço: ${MSG.greaterThanZero}`);
      if (minPrice && compareDecimal(minPrice, '0.00') <= 0)
        addError(errors, row.line, `Preço mínimo: ${MSG.greaterThanZero}`);
      if (minPrice && compareDecimal(minPrice, price!) > 0)
        addError(errors, row.line, PRICE_MSG.minPriceAbovePrice);
      if (minPrice && maxDiscount) addError(errors, row.line, PRICE_MSG.floorOrDiscount);
    }
    if (table.active) {
      const overlaps = await overlapsByProduct(db, table, [...idOf.values()]);
      for (const row of rows) {
        const hit = overlaps.get(Number(row.values.productId));
        if (hit) addError(errors, row.line, hit);
      }
    }
    return errors;
  },
  write: async (tx, rows, table) => {
    const col = (k: string) => rows.map((r) => r.values[k] || null);
    const { rows: out } = await tx.query<{ inserted: boolean }>(
      `insert into price_table_items (price_table_id, product_id, price, min_price, max_discount)
       select $1, u.p, u.pr, u.mp, u.md
         from unnest($2::bigint[], $3::numeric[], $4::numeric[], $5::numeric[]) as u(p, pr, mp, md)
       on conflict (price_table_id, product_id) do update
         set price = excluded.price, min_price = excluded.min_price, max_discount = excluded.max_discount,
             updated_at = now()
       returning (xmax = 0) as inserted`,
      [table.id, col('productId'), col('price'), col('minPrice'), col('maxDiscount')],
    );
    const inserted = out.filter((r) => r.inserted).length;
    return { inserted, updated: out.length - inserted };
  },
});
