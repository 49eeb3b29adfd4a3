import type { Resolvers } from '../../__generated__/resolvers.js';

export const buyersResolvers: Resolvers = {
  Query: {
    buyers: (_, { input }, { upstream }) => upstream.buyers.list(input),
    buyer: (_, { id }, { upstream }) => upstream.buyers.get(id),
    buyerCustomers: (_, { input }, { upstream }) => upstream.buyers.customers(input),
    haveBuyer: (_, { customerId }, { upstream }) => upstream.buyers.haveBuyer(customerId),
  },
  Mutation: {
    createBuyer: (_, { input }, { upstream }) => upstream.buyers.create(input),
    updateBuyer: (_, { id, input }, { upstream }) => upstream.buyers.update(id, input),
    requestBuyerChange: (_, { id, input }, { upstream }) => upstream.buyers.requestChange(id, input),
    setBuyerActive: (_, { id, active }, { upstream }) => upstream.buyers.setActive(id, active),
  },
};
