import { NEGOTIATION_MSG, NEGOTIATIONS_PATH } from '../negotiations/model.js';
import { defineResource } from './kit.js';
import { out, positiveMoney, productFields, quantityField, requiredRef, shownName } from './fields.js';

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
    tablePrice: { type: 'money', label: 'Preço de tabela', ...out, list: { width: 120 } },
    floorPrice: { type: 'money', label: 'Preço mínimo', ...out, list: { width: 120 } },
    ipi: { type: 'percent', label: 'IPI (%)', ...out, list: { width: 70 } },
    negotiatedPrice: {
      type: 'money',
      label: 'Preço negociado com IPI',
      ...out,
      list: { width: 130, title: 'Preço com IPI' },
    },
    discountPercent: { type: 'percent', label: 'Desconto (%)', ...out, list: { width: 100 } },
    dealMarkup: { type: 'percent', label: 'Markup (%)', ...out, list: { width: 90 } },
    totalValue: { type: 'money', label: 'Valor total', ...out, list: { width: 130 }, sort: true },
    pastRepDiscount: {
      type: 'boolean',
      label: 'Acima do desconto do representante',
      doc: 'Its discount passes the representative’s own: the approval goes one alçada higher.',
      ...out,
      list: { width: 100, title: 'Alçada acima' },
    },
  },
});
