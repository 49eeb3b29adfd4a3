import type { Resolvers } from '../../__generated__/resolvers.js';

export const approvalModesResolvers: Resolvers = {
  Query: {
    approvalModes: (_, { input }, { upstream }) => upstream.approvalModes.list(input),
    approvalMode: (_, { id }, { upstream }) => upstream.approvalModes.get(id),
  },
  Mutation: {
    createApprovalMode: (_, { input }, { upstream }) => upstream.approvalModes.create(input),
    updateApprovalMode: (_, { id, input }, { upstream }) => upstream.approvalModes.update(id, input),
    inactivateApprovalMode: (_, { id }, { upstream }) => upstream.approvalModes.inactivate(id),
  },
};
