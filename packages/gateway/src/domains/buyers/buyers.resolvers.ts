import type { Resolvers } from '../../__generated__/resolvers.js';

/** The buyers' own queries; their records are a kit area (domains/resources). */
export const buyersResolvers: Resolvers = {
  Query: {
    buyerCustomers: (_, { input }, { upstream }) => upstream.buyers.customers(input),
    haveBuyer: (_, { customerId }, { upstream }) => upstream.buyers.haveBuyer(customerId),
  },
};
