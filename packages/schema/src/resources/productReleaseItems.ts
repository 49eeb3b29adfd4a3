import {
  optionsOf,
  PRODUCT_FAMILIES,
  PRODUCT_RELEASES_PATH,
  RELEASE_MSG,
  RELEASE_STATUSES,
} from '../pricing/model.js';
import { defineResource } from './kit.js';
import { outColumn, ownText, productFields, requiredRef, shownName } from './fields.js';

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
    family: outColumn('enum', 'Família', 120, { options: optionsOf(PRODUCT_FAMILIES), sort: true }),
    ncm: outColumn('text', 'NCM', 90),
    currentOrderGroup: outColumn('text', 'Grupo de pedido atual', 130),
    note: ownText(
      'Observação',
      200,
      240,
      {},
      { doc: 'What the requester tells the approver of this product (a new model, a changed NCM).' },
    ),
    releaseStatus: outColumn('enum', 'Liberação do produto', 130, { options: optionsOf(RELEASE_STATUSES) }),
  },
});
