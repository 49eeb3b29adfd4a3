import type { Resolvers } from '../../__generated__/resolvers.js';

export const profilesResolvers: Resolvers = {
  Query: {
    profiles: (_, { input }, { upstream }) => upstream.profiles.list(input),
    profile: (_, { id }, { upstream }) => upstream.profiles.get(id),
    accessModules: (_, __, { upstream }) => upstream.auth.modules(),
    profileAccesses: (_, { profileId }, { upstream }) => upstream.auth.profileAccesses(profileId),
  },
  Mutation: {
    createProfile: (_, { input }, { upstream }) => upstream.profiles.create(input),
    updateProfile: (_, { id, input }, { upstream }) => upstream.profiles.update(id, input),
    bulkUpdateProfiles: (_, { input }, { upstream }) => upstream.profiles.bulkUpdate(input),
    setProfileStatus: (_, { id, active }, { upstream }) => upstream.profiles.setStatus(id, active),
    deleteProfile: (_, { id }, { upstream }) => upstream.profiles.remove(id),
  },
};
