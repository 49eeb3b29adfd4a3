import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';

const notFound = (e: unknown) => e instanceof GraphQLError && e.extensions.code === 'NOT_FOUND';

export const formCacheResolvers: Resolvers = {
  Query: {
    formCache: async (_, { module, id }, { upstream }) => {
      try {
        return await upstream.formCache.get(module, id);
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
  },
  Mutation: {
    saveFormCache: (_, { input }, { upstream }) => upstream.formCache.save(input),
    deleteFormCache: (_, { module, id }, { upstream }) => upstream.formCache.remove(module, id),
    clearFormCache: (_, { module }, { upstream }) => upstream.formCache.clear(module),
  },
};
