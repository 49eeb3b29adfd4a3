import {
  optionsOf,
  PRODUCT_RELEASE_STATUSES,
  PRODUCT_RELEASE_WORKFLOW,
  PRODUCT_RELEASES_PATH,
  RELEASE_MSG,
} from '../pricing/model.js';
import { out, outColumn, recordNumber, requiredText, statusField } from './fields.js';
import { defineResource } from './kit.js';

/**
 * Product releases (/sales/productreleases, spec/02 §7 'Products'): a batch of products brought to
 * sale under one order group. Its products are their own area (productReleaseItems), edited below
 * it while it is a draft. Sent to approval through the workflow engine; the approval's end releases
 * every product (LIBERADO, the release's order group) or returns the batch to a draft. Status
 * changes only through its own routes, never through a save.
 */
export const productReleases = defineResource({
  name: 'productRelease',
  plural: 'productReleases',
  typeName: 'ProductRelease',
  rest: 'product-releases',
  noun: { one: 'liberação de produtos', many: 'Liberações de produtos', gender: 'f' },
  module: 'LIBERACAO_DE_PRODUTOS',
  path: PRODUCT_RELEASES_PATH,
  title: 'releaseNumber',
  titleOf: (r) => `${String(r.releaseNumber)} — ${String(r.description)}`,
  order: ['releaseNumber', 'DESC'],
  workflow: PRODUCT_RELEASE_WORKFLOW,
  remove: true,
  messages: { notFound: RELEASE_MSG.notFound },
  fields: {
    releaseNumber: recordNumber('Número da liberação', 'LIB', { width: 120, title: 'Número' }),
    description: requiredText('Descrição', 200, 280),
    orderGroup: {
      type: 'text',
      label: 'Grupo de pedido',
      doc: "The order group its products take when it is approved (the products' orderGroup).",
      required: true,
      max: 20,
      list: { width: 120 },
      sort: true,
      search: true,
      filter: true,
      form: {},
    },
    status: statusField(optionsOf(PRODUCT_RELEASE_STATUSES), 120),
    itemCount: outColumn('int', 'Produtos', 90, { sort: true }),
    requesterName: outColumn('text', 'Solicitante', 180, { sort: true }),
    fileNames: {
      type: 'text',
      label: 'Arquivos do grupo de pedido',
      doc: "The order group's files saved on the release, by name: its history tells each one saved.",
      ...out,
    },
    releasedAt: outColumn('date', 'Aprovada em', 110, {
      doc: 'The business day its approval ended with every product released.',
      sort: true,
    }),
  },
});
