import type { Resolvers } from '../../__generated__/resolvers.js';

/** Products' lookups and the sales side of price tables; their records are kit areas (domains/resources). */
export const pricingResolvers: Resolvers = {
  Query: {
    pricingCustomers: (_, { input }, { upstream }) => upstream.pricing.customers(input),
    salesPriceTables: (_, { customerId, input }, { upstream }) => upstream.pricing.tables(customerId, input),
    salesPriceTableItems: (_, { tableId, input }, { upstream }) => upstream.pricing.items(tableId, input),
    productPrice: (_, { customerId, productCode }, { upstream }) =>
      upstream.pricing.price(customerId, productCode),
    productCart: (_, { code }, { upstream }) => upstream.pricing.cart(code),
    productNegotiation: (_, { input }, { upstream }) => upstream.pricing.negotiation(input),
  },
};
