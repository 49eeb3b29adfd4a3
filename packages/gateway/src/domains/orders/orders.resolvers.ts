import type { Resolvers } from '../../__generated__/resolvers.js';

/** The orders' own queries and actions; their records are a kit area (domains/resources). */
export const ordersResolvers: Resolvers = {
  Query: {
    orderApprovals: (_, { input }, { upstream }) => upstream.orders.approvals(input),
    orderByNumber: (_, { number }, { upstream }) => upstream.orders.byNumber(number),
    orderByErpId: (_, { totvsCode }, { upstream }) => upstream.orders.byErpId(totvsCode),
    orderProducts: (_, { id }, { upstream }) => upstream.orders.products(id),
    orderNegotiation: (_, { id, customerId }, { upstream }) => upstream.orders.negotiation(id, customerId),
    customerOrderCodes: (_, { q }, { upstream }) => upstream.orders.customerOrderCodes(q),
    remittanceOrderCodes: (_, { q }, { upstream }) => upstream.orders.remittanceOrderCodes(q),
  },
  Mutation: {
    saveOrders: (_, { orders }, { upstream }) => upstream.orders.saveMany(orders),
    cloneOrder: (_, { id }, { upstream }) => upstream.orders.clone(id),
    deactivateOrder: (_, { id }, { upstream }) => upstream.orders.deactivate(id),
    updateOrderInvoiceQuantity: (_, { id, items }, { upstream }) => upstream.orders.invoice(id, items),
    sendOrder: (_, { id }, { upstream }) => upstream.orders.send(id),
    approveOrderItems: (_, { id, items }, { upstream }) => upstream.orders.approveItems(id, items),
    resendOrderToErp: (_, { id }, { upstream }) => upstream.orders.resendToErp(id),
  },
};
