import type { Resolvers } from '../../__generated__/resolvers.js';

export const approvalModesResolvers: Resolvers = {
  Query: {
    approvalModes: (_, { input }, { upstream }) => upstream.approvalModes.list(input),
    approvalMode: (_, { id }, { upstream }) => upstream.approvalModes.get(id),
    workflowJurisdictions: (_, { workflowTypeId }, { upstream }) =>
      upstream.approvalModes.jurisdictions(workflowTypeId),
  },
  Mutation: {
    createApprovalMode: (_, { input }, { upstream }) => upstream.approvalModes.create(input),
    updateApprovalMode: (_, { id, input }, { upstream }) => upstream.approvalModes.update(id, input),
    inactivateApprovalMode: (_, { id }, { upstream }) => upstream.approvalModes.inactivate(id),
    saveWorkflowJurisdiction: (_, { id, input }, { upstream }) =>
      upstream.approvalModes.saveJurisdiction(id, input),
    deleteWorkflowJurisdiction: (_, { id }, { upstream }) => upstream.approvalModes.deleteJurisdiction(id),
  },
};
