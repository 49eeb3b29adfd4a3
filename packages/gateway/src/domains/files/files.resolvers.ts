import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers.js';

const notFound = (e: unknown) => e instanceof GraphQLError && e.extensions.code === 'NOT_FOUND';

export const filesResolvers: Resolvers = {
  Query: {
    file: async (_, { id }, { upstream }) => {
      try {
        return await upstream.files.get(id);
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    loginImage: (_, __, { upstream }) => upstream.files.loginImage(),
  },
  Mutation: {
    updateFileMetadata: (_, { id, input }, { upstream }) => upstream.files.updateMetadata(id, input),
    deleteFile: (_, { id }, { upstream }) => upstream.files.remove(id),
    deleteUserImage: (_, { userId }, { upstream }) => upstream.files.deleteUserImage(userId),
    deleteLoginImage: (_, __, { upstream }) => upstream.files.deleteLoginImage(),
  },
};
