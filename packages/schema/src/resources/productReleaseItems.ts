import {
  optionsOf,
  PRODUCT_FAMILIES,
  PRODUCT_RELEASES_PATH,
  RELEASE_MSG,
  RELEASE_STATUSES,
} from '../pricing/model.js';
import { defineResource } from './kit.js';
import { out, productFields, requiredRef, shownName } from './fields.js';

/**
 * The products of a release, added and removed below it while it is a draft: each an active
 * product of the catalogue, once per release. What the product is now (its order group, where it
 * stands on its way to sale) is read from the catalogue.
 */
export const productReleaseItems = defineResource({
  name: 'productReleaseItem',
  plural: 'productReleaseItems',
  typeName: 'ProductReleaseItem',
  rest: 'product-release-items',
  noun: { one: 'produto da liberação', many: 'Produtos da liberação', gender: 'm' },
  module: 'LIBERACAO_DE_PRODUTOS',
  path: PRODUCT_RELEASES_PATH,
  title: 'productCode',
  titleOf: (i) => `${String(i.releaseNumber)}: ${String(i.productCode)} — ${String(i.productName)}`,
  order: ['productCode', 'ASC'],
  remove: true,
  unique: [{ fields: ['releaseId', 'productId'], field: 'productId', message: RELEASE_MSG.itemTaken }],
  fields: {
    releaseId: requiredRef('Liberação', 'releaseNumber'),
    releaseNumber: shownName('Liberação', 110),
    ...productFields({ code: 100, name: 260 }),
    family: {
      type: 'enum',
      label: 'Família',
      options: optionsOf(PRODUCT_FAMILIES),
      ...out,
      list: { width: 120 },
      sort: true,
    },
    ncm: { type: 'text', label: 'NCM', ...out, list: { width: 90 } },
    currentOrderGroup: { type: 'text', label: 'Grupo de pedido atual', ...out, list: { width: 130 } },
    note: {
      type: 'text',
      label: 'Observação',
      doc: 'What the requester tells the approver of this product (a new model, a changed NCM).',
      max: 200,
      list: { width: 240 },
      search: true,
      form: {},
    },
    releaseStatus: {
      type: 'enum',
      label: 'Liberação do produto',
      options: optionsOf(RELEASE_STATUSES),
      ...out,
      list: { width: 130 },
    },
  },
});
