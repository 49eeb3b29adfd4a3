import type { Resolvers } from '../../__generated__/resolvers.js';

export const authResolvers: Resolvers = {
  Query: {
    me: (_, __, { upstream }) => upstream.auth.me(),
    appSettings: (_, __, { upstream }) => upstream.auth.settings(),
    myAccesses: (_, __, { upstream }) => upstream.auth.myAccesses(),
  },
  Mutation: {
    login: (_, { userName, password }, { upstream }) => upstream.auth.login(userName, password),
    logout: (_, __, { upstream }) => upstream.auth.logout(),
    changeMyPassword: (_, { currentPassword, password }, { upstream }) =>
      upstream.auth.changePassword(currentPassword, password),
  },
};
