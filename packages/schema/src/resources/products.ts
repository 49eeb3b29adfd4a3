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
import { requiredText } from './fields.js';
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
    family: {
      type: 'enum',
      label: 'Família',
      required: true,
      options: optionsOf(PRODUCT_FAMILIES),
      list: { width: 130 },
      sort: true,
      filter: true,
      form: DATA,
    },
    line: {
      type: 'text',
      label: 'Linha',
      max: 60,
      list: { width: 130 },
      sort: true,
      search: true,
      form: DATA,
    },
    ean: {
      type: 'text',
      label: 'EAN',
      max: 13,
      rule: digits('EAN', 13),
      list: { width: 140 },
      search: true,
      form: { ...FISCAL, placeholder: '7890000000000' },
    },
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
    unit: {
      type: 'enum',
      label: 'Unidade',
      required: true,
      options: optionsOf(PRODUCT_UNITS),
      list: { width: 90 },
      filter: true,
      form: FISCAL,
    },
    orderGroup: {
      type: 'text',
      label: 'Grupo de pedido',
      max: 20,
      list: { width: 120 },
      sort: true,
      search: true,
      filter: true,
      form: FISCAL,
    },
    releaseStatus: {
      type: 'enum',
      label: 'Liberação',
      doc: 'Where the product stands on its way to sale; only a released product is sold.',
      required: true,
      options: optionsOf(RELEASE_STATUSES),
      list: { width: 120 },
      sort: true,
      filter: true,
      form: FISCAL,
    },
  },
});
