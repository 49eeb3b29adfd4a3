import type { Resolvers } from '../../__generated__/resolvers.js';

/** A deal's actions as links; its PDF and logs report are file routes (files/files.routes.ts). */
export const negotiationDocumentsResolvers: Resolvers = {
  Query: {
    negotiationLinks: (_, { id }, { upstream }) => upstream.negotiationDocuments.links(id),
  },
};
