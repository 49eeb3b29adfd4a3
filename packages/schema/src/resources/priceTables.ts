import { UFS } from '../customers.js';
import { CUSTOMER_GROUPS, optionsOf, PRICE_MSG, PRICE_TABLES_PATH } from '../pricing/model.js';
import { outColumn, requiredDate, requiredText } from './fields.js';
import { defineResource } from './kit.js';

const DATA = { section: 'Tabela de preço' };
const SCOPE = { section: 'Escopo', help: 'Os estados atendidos e/ou o grupo de clientes da tabela.' };

/**
 * Price tables (/administrative/registerAux/priceTable): what each product sells for, over a
 * validity, to the customers of its scope (states served and/or a customer group). Its items are
 * their own area (priceTableItems), edited on the table's page.
 */
export const priceTables = defineResource({
  name: 'priceTable',
  plural: 'priceTables',
  typeName: 'PriceTable',
  rest: 'price-tables',
  noun: { one: 'tabela de preço', many: 'Tabelas de preço', gender: 'f' },
  module: 'TABELA_DE_PRECO_ADM',
  path: PRICE_TABLES_PATH,
  title: 'code',
  titleOf: (t) => `${String(t.code)} — ${String(t.description)}`,
  order: ['validFrom', 'DESC'],
  active: 'toggle',
  unique: [{ fields: ['code'], field: 'code', message: PRICE_MSG.tableCodeTaken, ignoreCase: true }],
  messages: {
    createFailed: PRICE_MSG.createFailed,
    saveFailed: PRICE_MSG.updateFailed,
    toggleFailed: PRICE_MSG.inactivateFailed,
  },
  fields: {
    code: requiredText('Código', 20, 110, DATA),
    description: requiredText('Descrição', 120, 260, DATA),
    validFrom: requiredDate('Início da vigência', DATA, { width: 120, title: 'Início' }),
    validTo: requiredDate('Fim da vigência', DATA, { width: 120, title: 'Fim' }),
    states: {
      type: 'enumList',
      label: 'Estados atendidos',
      options: UFS.map((uf) => ({ value: uf, label: uf })),
      list: { width: 200, title: 'Estados' },
      form: SCOPE,
    },
    customerGroup: {
      type: 'enum',
      label: 'Grupo de clientes',
      options: optionsOf(CUSTOMER_GROUPS),
      list: { width: 130, title: 'Grupo' },
      sort: true,
      filter: true,
      form: { section: SCOPE.section },
    },
    itemCount: outColumn('int', 'Itens', 70, { doc: 'How many products the table prices.' }),
  },
});
