import type { Resolvers } from '../../__generated__/resolvers.js';

export const reportsResolvers: Resolvers = {
  Query: {
    reportToken: (_, { report }, { upstream }) => upstream.reports.token(report),
  },
};
