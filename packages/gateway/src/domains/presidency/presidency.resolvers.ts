import type { Resolvers } from '../../__generated__/resolvers.js';

/** The presidency's screen over the services (/sales/presidency). */
export const presidencyResolvers: Resolvers = {
  Query: {
    presidencyNegotiations: (_, { input }, { upstream }) => upstream.presidency.negotiations(input),
  },
  Mutation: {
    approveNegotiationAsPresidency: (_, { id }, { upstream }) => upstream.presidency.approve(id),
  },
};
