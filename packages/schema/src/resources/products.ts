import { NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import {
  optionsOf,
  PRICE_MSG,
  PRODUCT_FAMILIES,
  PRODUCT_UNITS,
  PRODUCTS_PATH,
  RELEASE_STATUSES,
} from '../pricing/model.js';
import { ownText, requiredChoice, requiredText } from './fields.js';
import { defineResource } from './kit.js';

const DATA = { section: 'Produto' };
const FISCAL = { section: 'Dados fiscais e de venda' };
const digits = (label: string, n: number) => (base: import('zod').ZodType) =>
  base.refine((v) => v === '' || new RegExp(`^\\d{${n}}$`).test(String(v)), MSG.mustHaveDigits(label, n));

/** Products (/sales/products): the catalogue that negotiations, orders and price tables sell from. */
export const products = defineResource({
  name: 'product',
  plural: 'products',
  typeName: 'Product',
  rest: 'products',
  noun: { one: 'produto', many: 'Produtos', gender: 'm' },
  module: 'PRODUTOS',
  path: PRODUCTS_PATH,
  title: 'name',
  titleOf: (p) => `${String(p.code)} — ${String(p.name)}`,
  order: ['code', 'ASC'],
  active: 'toggle',
  unique: [{ fields: ['code'], field: 'code', message: PRICE_MSG.productCodeTaken, ignoreCase: true }],
  fields: {
    code: requiredText('Código', 20, 110, DATA),
    name: requiredText('Descrição', NAME_MAX, 280, DATA),
    family: requiredChoice('Família', optionsOf(PRODUCT_FAMILIES), DATA, 130, { sort: true }),
    line: ownText('Linha', 60, 130, DATA, { sort: true }),
    ean: ownText('EAN', 13, 140, { ...FISCAL, placeholder: '7890000000000' }, { rule: digits('EAN', 13) }),
    ncm: {
      type: 'text',
      label: 'NCM',
      required: true,
      max: 8,
      rule: digits('NCM', 8),
      list: { width: 100 },
      sort: true,
      search: true,
      form: { ...FISCAL, placeholder: '85287200' },
    },
    ipi: { type: 'percent', label: 'IPI (%)', list: { width: 80, title: 'IPI' }, sort: true, form: FISCAL },
    unit: requiredChoice('Unidade', optionsOf(PRODUCT_UNITS), FISCAL, 90),
    orderGroup: ownText('Grupo de pedido', 20, 120, FISCAL, { sort: true, filter: true }),
    releaseStatus: requiredChoice('Liberação', optionsOf(RELEASE_STATUSES), FISCAL, 120, {
      doc: 'Where the product stands on its way to sale; only a released product is sold.',
      sort: true,
    }),
  },
});
