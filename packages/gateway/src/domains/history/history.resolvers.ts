import type { Resolvers } from '../../__generated__/resolvers.js';

export const historyResolvers: Resolvers = {
  Query: {
    history: async (_, { entity, id, page, pageSize }, { upstream }) => {
      const result = await upstream.history.list(entity, id, page ?? 1, pageSize ?? 50);
      return {
        totalRegisters: result.totalRegisters,
        rows: result.rows.map((e) => ({
          ...e,
          changes: Object.entries(e.changes).map(([field, c]) => ({ field, ...c })),
        })),
      };
    },
  },
};
