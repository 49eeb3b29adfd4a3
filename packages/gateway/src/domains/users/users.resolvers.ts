import type { Resolvers } from '../../__generated__/resolvers.js';

export const usersResolvers: Resolvers = {
  Query: {
    userProfileOptions: (_, __, { upstream }) => upstream.users.profileOptions(),
    favorites: (_, __, { upstream }) => upstream.users.favorites(),
    myGridView: (_, { gridKey }, { upstream }) => upstream.users.gridView(gridKey),
  },
  Mutation: {
    editUser: (_, { id, input }, { upstream }) => upstream.users.edit(id, input),
    deleteUsers: (_, { ids }, { upstream }) => upstream.users.remove(ids),
    attachProfiles: (_, { userId, profiles }, { upstream }) =>
      upstream.users.attachProfiles(userId, profiles),
    saveFavorite: (_, { path, title }, { upstream }) => upstream.users.saveFavorite(path, title),
    removeFavorite: (_, { id }, { upstream }) => upstream.users.removeFavorite(id),
    setShowModalRankings: (_, { show }, { upstream }) => upstream.users.setShowModalRankings(show),
    saveGridView: (_, { gridKey, view }, { upstream }) => upstream.users.saveGridView(gridKey, view),
    deleteGridView: (_, { gridKey }, { upstream }) => upstream.users.deleteGridView(gridKey),
  },
};
