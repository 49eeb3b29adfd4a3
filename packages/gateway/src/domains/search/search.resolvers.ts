import type { Resolvers } from '../../__generated__/resolvers.js';

export const searchResolvers: Resolvers = {
  Query: { search: (_, { q }, { upstream }) => upstream.search.records(q) },
};
