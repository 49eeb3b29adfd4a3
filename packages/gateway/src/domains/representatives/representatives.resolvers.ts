import type { Resolvers } from '../../__generated__/resolvers.js';

/** The representatives' own queries and actions; their records are kit areas (domains/resources). */
export const representativesResolvers: Resolvers = {
  Query: {
    representativeUsers: (_, { input }, { upstream }) => upstream.representatives.users(input),
    representativeActions: (_, { executionWorkflowId }, { upstream }) =>
      upstream.representatives.actions(executionWorkflowId),
    representativeCustomers: (_, { id }, { upstream }) => upstream.representatives.customers(id),
    representativeDistratos: (_, { id }, { upstream }) => upstream.representatives.distratos(id),
    representativeCommissionMonths: (_, { id, year }, { upstream }) =>
      upstream.representatives.commissionMonths(id, year),
    representativeCommissions: (_, { id, month, page, pageSize }, { upstream }) =>
      upstream.representatives.commissions(id, month, page ?? 1, pageSize ?? 10),
  },
  Mutation: {
    concludeRepresentative: (_, { id }, { upstream }) => upstream.representatives.conclude(id),
    editRepresentativeCnpj: (_, { id, cnpj, updatedAt }, { upstream }) =>
      upstream.representatives.editCnpj(id, cnpj, updatedAt),
    deactivateRepresentative: (_, { id }, { upstream }) => upstream.representatives.deactivate(id),
    reassignRepresentativeCustomers: (_, { id, assignments }, { upstream }) =>
      upstream.representatives.reassign(id, assignments),
  },
};
