import type { Resolvers } from '../../__generated__/resolvers.js';

export const customerReportsResolvers: Resolvers = {
  Query: {
    customerReport: (_, { input }, { upstream }) => upstream.customerReports.report(input),
    customerDashboard: (_, __, { upstream }) => upstream.customerReports.dashboard(),
    customerProspects: (_, { input }, { upstream }) => upstream.customerReports.prospects(input),
  },
};
