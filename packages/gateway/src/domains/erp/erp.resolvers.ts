import type { Resolvers } from '../../__generated__/resolvers.js';

export const erpResolvers: Resolvers = {
  Query: {
    erpClients: (_, { q, page, pageSize }, { upstream }) => upstream.erp.search(q, page, pageSize),
    erpRepresentatives: (_, { q, page, pageSize }, { upstream }) =>
      upstream.erp.representatives(q, page, pageSize),
    erpClientSummary: (_, { cnpj, code }, { upstream }) => upstream.erp.summary({ cnpj, code }),
  },
};
