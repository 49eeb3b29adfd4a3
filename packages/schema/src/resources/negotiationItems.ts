import { NEGOTIATION_MSG, NEGOTIATIONS_PATH } from '../negotiations/model.js';
import { defineResource } from './kit.js';
import { outColumn, positiveMoney, productFields, quantityField, requiredRef, shownName } from './fields.js';

/**
 * A negotiation's details (its items), saved and edited apart from it, in a grid on its page: a
 * product, its quantity and negotiated price without IPI, and the VPC and FAN it carries. The
 * price table's price, floor and the product's IPI are read by the services when the item is
 * saved; the price with IPI, discount, markup and totals are computed from them, in numeric.
 */
export const negotiationItems = defineResource({
  name: 'negotiationItem',
  plural: 'negotiationItems',
  typeName: 'NegotiationItem',
  rest: 'negotiation-items',
  noun: { one: 'item da negociação', many: 'Detalhes da negociação', gender: 'm' },
  module: 'NEGOCIACOES',
  path: NEGOTIATIONS_PATH,
  title: 'productCode',
  titleOf: (i) => `${String(i.negotiationNumber)}: ${String(i.productCode)} — ${String(i.productName)}`,
  order: ['productCode', 'ASC'],
  access: 'itemOfVisibleNegotiation',
  remove: true,
  unique: [
    {
      fields: ['negotiationId', 'productId'],
      field: 'productId',
      message: 'Este produto já está na negociação',
    },
  ],
  messages: {
    createFailed: NEGOTIATION_MSG.detailsCreateFailed,
    saveFailed: NEGOTIATION_MSG.detailsSaveFailed,
  },
  fields: {
    negotiationId: requiredRef('Negociação', 'negotiationNumber'),
    negotiationNumber: shownName('Negociação', 110),
    ...productFields({ code: 100, name: 240 }),
    negotiatedQuantity: quantityField(),
    negotiatedPriceWithoutIpi: positiveMoney(
      'Preço negociado sem IPI',
      {},
      { width: 130, title: 'Preço sem IPI' },
    ),
    percPriceVpc: { type: 'percent', label: 'VPC (%)', list: { width: 80 }, form: {} },
    percVpcFan: { type: 'percent', label: 'FAN (%)', list: { width: 80 }, form: {} },
    tablePrice: outColumn('money', 'Preço de tabela', 120),
    floorPrice: outColumn('money', 'Preço mínimo', 120),
    ipi: outColumn('percent', 'IPI (%)', 70),
    negotiatedPrice: outColumn('money', 'Preço negociado com IPI', { width: 130, title: 'Preço com IPI' }),
    discountPercent: outColumn('percent', 'Desconto (%)', 100),
    dealMarkup: outColumn('percent', 'Markup (%)', 90),
    totalValue: outColumn('money', 'Valor total', 130, { sort: true }),
    pastRepDiscount: outColumn(
      'boolean',
      'Acima do desconto do representante',
      { width: 100, title: 'Alçada acima' },
      { doc: 'Its discount passes the representative’s own: the approval goes one alçada higher.' },
    ),
  },
});
