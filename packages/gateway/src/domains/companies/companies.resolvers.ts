import type { Resolvers } from '../../__generated__/resolvers.js';

export const companiesResolvers: Resolvers = {
  Query: {
    companies: (_, { input }, { upstream }) => upstream.companies.list(input),
    company: (_, { id }, { upstream }) => upstream.companies.get(id),
    companyRepresentatives: (_, { input }, { upstream }) => upstream.companies.representatives(input),
    bankAccountCompanies: (_, { input }, { upstream }) => upstream.companies.bankAccountCompanies(input),
  },
  Mutation: {
    createCompany: (_, { input }, { upstream }) => upstream.companies.create(input),
    updateCompany: (_, { id, input }, { upstream }) => upstream.companies.update(id, input),
    requestCompanyChange: (_, { id, input }, { upstream }) => upstream.companies.requestChange(id, input),
    setCompanyActive: (_, { id, active }, { upstream }) => upstream.companies.setActive(id, active),
  },
};
