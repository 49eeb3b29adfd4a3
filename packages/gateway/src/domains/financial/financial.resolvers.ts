import type { Resolvers } from '../../__generated__/resolvers.js';

/** The financial module's own queries and actions (FAN's among them); its records are kit areas (domains/resources). */
export const financialResolvers: Resolvers = {
  Query: {
    budgetBalances: (_, filters, { upstream }) => upstream.financial.balances(filters),
    vpcCosts: (_, filters, { upstream }) => upstream.financial.vpcCosts(filters),
    salesDashboard: (_, filters, { upstream }) => upstream.financial.salesDashboard(filters),
    debitNoteByCode: (_, { code, customerId }, { upstream }) =>
      upstream.financial.debitNoteByCode(code, customerId),
    vpcCustomers: (_, { input }, { upstream }) => upstream.financial.vpcCustomers(input),
    budgetValidation: (_, { budgetId, value, customerId }, { upstream }) =>
      upstream.financial.budgetValidation(budgetId, value, customerId),
    simulatePrice: (_, { line, budgetId, customerId }, { upstream }) =>
      upstream.financial.simulatePrice(line, budgetId, customerId),
    simulatePrices: (_, { input }, { upstream }) => upstream.financial.simulatePrices(input),
    priceSimulationCustomers: (_, { input }, { upstream }) =>
      upstream.financial.priceSimulationCustomers(input),
    fanCustomers: (_, { input }, { upstream }) => upstream.financial.fanCustomers(input),
    fanDocuments: (_, { workflowFanId }, { upstream }) => upstream.financial.fanDocuments(workflowFanId),
  },
  Mutation: {
    sendVpcRequest: (_, { id }, { upstream }) => upstream.financial.sendVpc(id),
    cancelVpcRequest: (_, { id }, { upstream }) => upstream.financial.cancelVpc(id),
    concludeFan: (_, { workflowFanId }, { upstream }) => upstream.financial.concludeFan(workflowFanId),
    cancelFan: (_, { workflowFanId }, { upstream }) => upstream.financial.cancelFan(workflowFanId),
    saveFanDocuments: (_, { workflowFanId, documents }, { upstream }) =>
      upstream.financial.saveFanDocuments(workflowFanId, documents),
    deleteFanDocument: (_, { workflowFanId, documentId }, { upstream }) =>
      upstream.financial.deleteFanDocument(workflowFanId, documentId),
  },
};
