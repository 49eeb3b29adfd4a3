import type { Resolvers } from '../../__generated__/resolvers.js';

export const accessesResolvers: Resolvers = {
  Query: {
    permissionInspection: (_, { userId, route, module }, { upstream }) =>
      upstream.accesses.inspect(userId, { route, module }),
  },
};
