import type { Resolvers } from '../../__generated__/resolvers.js';

/** The negotiations' own actions; their records are a kit area (domains/resources). */
export const negotiationsResolvers: Resolvers = {
  Query: {
    negotiationBudgets: (_, { customerId }, { upstream }) => upstream.negotiations.budgets(customerId),
  },
  Mutation: {
    sendNegotiation: (_, { id }, { upstream }) => upstream.negotiations.send(id),
    blockNegotiation: (_, { id, blocked }, { upstream }) => upstream.negotiations.block(id, blocked),
  },
};
