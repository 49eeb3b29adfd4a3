import { ORDER_MSG, ORDER_OPTIONS, ORDERS_PATH } from '../orders/model.js';
import { defineResource } from './kit.js';
import { outColumn, positiveMoney, productFields, quantityField, requiredRef, shownName } from './fields.js';

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
    tablePrice: outColumn('money', 'Preço de tabela', 120),
    minPrice: outColumn('money', 'Preço mínimo', 120, {
      doc: "The negotiated price, or the price table's floor.",
    }),
    maxQuantity: outColumn(
      'int',
      'Quantidade negociada',
      { width: 100, title: 'Negociada' },
      { doc: 'The bound of a negotiation order; none from a price table.' },
    ),
    ipi: outColumn('percent', 'IPI (%)', 70),
    priceWithIpi: outColumn('money', 'Preço com IPI', 120),
    discountPercent: outColumn('percent', 'Desconto (%)', 90),
    totalValue: outColumn('money', 'Valor total', 120, { sort: true }),
    status: outColumn('enum', 'Aprovação', 100, { options: ORDER_OPTIONS.itemStatuses, filter: true }),
    sentToErp: outColumn('boolean', 'Integrado ao ERP', { width: 90, title: 'ERP' }),
    invoicedQuantity: outColumn('int', 'Quantidade faturada', { width: 100, title: 'Faturada' }),
  },
});
