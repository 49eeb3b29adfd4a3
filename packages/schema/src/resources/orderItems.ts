import { ORDER_MSG, ORDER_OPTIONS, ORDERS_PATH } from '../orders/model.js';
import { defineResource } from './kit.js';
import { out, positiveMoney, productFields, quantityField, requiredRef, shownName } from './fields.js';

/**
 * An order's items, saved and edited below it: a product, its quantity and price without IPI. The
 * bound it is held to (the negotiation's price and quantity, or the price table's floor), the
 * table price and the product's IPI are read by the services when the item is saved; discount and
 * totals are computed from them, in numeric. Its fate in the approval, whether it reached the ERP
 * and how much of it was invoiced change through the order's own routes.
 */
export const orderItems = defineResource({
  name: 'orderItem',
  plural: 'orderItems',
  typeName: 'OrderItem',
  rest: 'order-items',
  noun: { one: 'item do pedido', many: 'Itens do pedido', gender: 'm' },
  module: 'PEDIDOS',
  path: ORDERS_PATH,
  title: 'productCode',
  titleOf: (i) => `${String(i.orderNumber)}: ${String(i.productCode)} — ${String(i.productName)}`,
  order: ['productCode', 'ASC'],
  access: 'itemOfVisibleOrder',
  remove: true,
  unique: [
    { fields: ['orderId', 'productId'], field: 'productId', message: 'Este produto já está no pedido' },
  ],
  messages: { notFound: ORDER_MSG.itemNotFound, saveFailed: ORDER_MSG.saveFailed },
  fields: {
    orderId: requiredRef('Pedido', 'orderNumber'),
    orderNumber: shownName('Pedido', 110),
    ...productFields({ code: 100, name: 220 }),
    quantity: quantityField(),
    price: positiveMoney('Preço sem IPI', {}, { width: 120 }),
    tablePrice: { type: 'money', label: 'Preço de tabela', ...out, list: { width: 120 } },
    minPrice: {
      type: 'money',
      label: 'Preço mínimo',
      doc: "The negotiated price, or the price table's floor.",
      ...out,
      list: { width: 120 },
    },
    maxQuantity: {
      type: 'int',
      label: 'Quantidade negociada',
      doc: 'The bound of a negotiation order; none from a price table.',
      ...out,
      list: { width: 100, title: 'Negociada' },
    },
    ipi: { type: 'percent', label: 'IPI (%)', ...out, list: { width: 70 } },
    priceWithIpi: { type: 'money', label: 'Preço com IPI', ...out, list: { width: 120 } },
    discountPercent: { type: 'percent', label: 'Desconto (%)', ...out, list: { width: 90 } },
    totalValue: { type: 'money', label: 'Valor total', ...out, list: { width: 120 }, sort: true },
    status: {
      type: 'enum',
      label: 'Aprovação',
      options: ORDER_OPTIONS.itemStatuses,
      ...out,
      list: { width: 100 },
      filter: true,
    },
    sentToErp: { type: 'boolean', label: 'Integrado ao ERP', ...out, list: { width: 90, title: 'ERP' } },
    invoicedQuantity: {
      type: 'int',
      label: 'Quantidade faturada',
      ...out,
      list: { width: 100, title: 'Faturada' },
    },
  },
});
