import { compareDecimal, PRICE_MSG } from '@balcao/schema';
import { priceTableItems } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { findOverlap, tableScope } from './overlap.js';

/**
 * A price table's items on the kit. Their own rules: the table and product exist; the lowest
 * price is at most the price, and only one of lowest price and largest discount is given; and in an
 * active table the product may not be priced by another active table of the same scope on a day
 * both are valid (on the product field).
 */
export const priceTableItemsArea: ResourceArea = resourceArea(
  priceTableItems,
  {
    table: 'price_table_items',
    alias: 'i',
    from: `price_table_items i join price_tables t on t.id = i.price_table_id
           join products p on p.id = i.product_id`,
    columns: { priceTableCode: 't.code', productCode: 'p.code', productName: 'p.name' },
  },
  {
    validate: async (db, { input }) => {
      const table = await tableScope(db, Number(input.priceTableId));
      const product = await db.query('select 1 from products where id = $1', [Number(input.productId)]);
      const errors = [];
      if (!table) errors.push({ field: 'priceTableId', messages: [PRICE_MSG.tableNotFound] });
      if (!product.rows.length) errors.push({ field: 'productId', messages: [PRICE_MSG.productNotFound] });
      const { price, minPrice, maxDiscount } = input as Record<string, string>;
      if (minPrice && compareDecimal(minPrice, price!) > 0)
        errors.push({ field: 'minPrice', messages: [PRICE_MSG.minPriceAbovePrice] });
      if (minPrice && maxDiscount)
        errors.push({ field: 'maxDiscount', messages: [PRICE_MSG.floorOrDiscount] });
      if (errors.length) throw validationFailed(errors);
      if (!table!.active) return;
      const overlap = await findOverlap(db, table!, [Number(input.productId)]);
      if (overlap) throw validationFailed([{ field: 'productId', messages: [overlap] }]);
    },
  },
);
