import { PRICE_MSG, PRICE_TABLES_PATH } from '../pricing/model.js';
import { defineResource } from './kit.js';
import { positiveMoney, productFields, requiredRef, shownName } from './fields.js';
import { positive } from './rules.js';

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
    priceTableId: requiredRef('Tabela de preço', 'priceTableCode'),
    priceTableCode: shownName('Tabela de preço', { width: 110, title: 'Tabela' }, { required: true }),
    ...productFields({ code: 110, name: 260 }),

    price: positiveMoney('Preço', {}, { width: 120 }),
    minPrice: {
      type: 'money',
      label: 'Preço mínimo',
      rule: positive,
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
