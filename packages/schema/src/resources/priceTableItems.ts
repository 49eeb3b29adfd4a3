import { compareDecimal } from '../validators/index.js';
import { MSG } from '../messages.js';
import { PRICE_MSG, PRICE_TABLES_PATH } from '../pricing/model.js';
import { defineResource } from './kit.js';
import { productFields } from './productFields.js';

/**
 * A price table's items (edited in a grid on the table's page): a product, its price, and either the
 * lowest price or the largest discount a sale may go to. Money is a decimal string end to end.
 */
export const priceTableItems = defineResource({
  name: 'priceTableItem',
  plural: 'priceTableItems',
  typeName: 'PriceTableItem',
  rest: 'price-table-items',
  noun: { one: 'item da tabela de preço', many: 'Itens da tabela de preço', gender: 'm' },
  module: 'TABELA_DE_PRECO_ADM',
  path: PRICE_TABLES_PATH,
  title: 'productCode',
  titleOf: (i) => `${String(i.priceTableCode)}: ${String(i.productCode)} — ${String(i.productName)}`,
  order: ['productCode', 'ASC'],
  remove: true,
  unique: [{ fields: ['priceTableId', 'productId'], field: 'productId', message: PRICE_MSG.itemTaken }],
  fields: {
    priceTableId: {
      type: 'ref',
      label: 'Tabela de preço',
      required: true,
      ref: { show: 'priceTableCode' },
      filter: true,
      form: {},
      history: false,
    },
    priceTableCode: {
      type: 'text',
      label: 'Tabela de preço',
      required: true,
      input: false,
      list: { width: 110, title: 'Tabela' },
      sort: true,
      search: true,
    },
    ...productFields({ code: 110, name: 260 }),

    price: {
      type: 'money',
      label: 'Preço',
      required: true,
      rule: (base) => base.refine((v) => compareDecimal(String(v), '0.00') > 0, MSG.greaterThanZero),
      list: { width: 120 },
      sort: true,
      form: {},
    },
    minPrice: {
      type: 'money',
      label: 'Preço mínimo',
      rule: (base) =>
        base.refine((v) => v === '' || compareDecimal(String(v), '0.00') > 0, MSG.greaterThanZero),
      list: { width: 120 },
      sort: true,
      form: { help: 'Ou o desconto máximo: um dos dois.' },
    },
    maxDiscount: {
      type: 'percent',
      label: 'Desconto máximo (%)',
      list: { width: 110, title: 'Desc. máx.' },
      sort: true,
      form: {},
    },
  },
});
