import type { Resolvers } from '../../__generated__/resolvers.js';

/** The representatives' own queries and actions; their records are kit areas (domains/resources). */
export const representativesResolvers: Resolvers = {
  Query: {
    representativeUsers: (_, { input }, { upstream }) => upstream.representatives.users(input),
    representativeActions: (_, { executionWorkflowId }, { upstream }) =>
      upstream.representatives.actions(executionWorkflowId),
  },
  Mutation: {
    concludeRepresentative: (_, { id }, { upstream }) => upstream.representatives.conclude(id),
    editRepresentativeCnpj: (_, { id, cnpj, updatedAt }, { upstream }) =>
      upstream.representatives.editCnpj(id, cnpj, updatedAt),
  },
};
