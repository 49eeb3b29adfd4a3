import type { Resolvers } from '../../__generated__/resolvers.js';

/** Companies' lookups beside their kit resolvers (domains/resources). */
export const companiesResolvers: Resolvers = {
  Query: {
    companyRepresentatives: (_, { input }, { upstream }) => upstream.companies.representatives(input),
    bankAccountCompanies: (_, { input }, { upstream }) => upstream.companies.bankAccountCompanies(input),
  },
};
