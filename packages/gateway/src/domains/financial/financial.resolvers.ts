import type { Resolvers } from '../../__generated__/resolvers.js';

/** The financial module's own queries and actions; its records are kit areas (domains/resources). */
export const financialResolvers: Resolvers = {
  Query: {
    budgetBalances: (_, filters, { upstream }) => upstream.financial.balances(filters),
    vpcCosts: (_, filters, { upstream }) => upstream.financial.vpcCosts(filters),
    salesDashboard: (_, filters, { upstream }) => upstream.financial.salesDashboard(filters),
    debitNoteByCode: (_, { code, customerId }, { upstream }) =>
      upstream.financial.debitNoteByCode(code, customerId),
    vpcCustomers: (_, { input }, { upstream }) => upstream.financial.vpcCustomers(input),
  },
  Mutation: {
    sendVpcRequest: (_, { id }, { upstream }) => upstream.financial.sendVpc(id),
    cancelVpcRequest: (_, { id }, { upstream }) => upstream.financial.cancelVpc(id),
  },
};
