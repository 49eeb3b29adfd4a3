import type { Resolvers } from '../../__generated__/resolvers.js';

export const loginLocksResolvers: Resolvers = {
  Query: { loginLock: (_, { userId }, { upstream }) => upstream.loginLocks.get(userId) },
  Mutation: { liftLoginLock: (_, { userId }, { upstream }) => upstream.loginLocks.lift(userId) },
};
