import type { Resolvers } from '../../__generated__/resolvers.js';

/** A profile's operations beyond its kit area (domains/resources): the catalogue and the bulk update. */
export const profilesResolvers: Resolvers = {
  Query: {
    accessModules: (_, __, { upstream }) => upstream.auth.modules(),
    profileAccesses: (_, { profileId }, { upstream }) => upstream.auth.profileAccesses(profileId),
  },
  Mutation: {
    bulkUpdateProfiles: (_, { input }, { upstream }) => upstream.profiles.bulkUpdate(input),
  },
};
