import type { Resolvers } from '../../__generated__/resolvers.js';

/** A product release's own actions and its order group's files; its records are kit areas (domains/resources). */
export const productReleasesResolvers: Resolvers = {
  Query: {
    productReleaseFiles: (_, { id }, { upstream }) => upstream.productReleases.files(id),
  },
  Mutation: {
    sendProductRelease: (_, { id }, { upstream }) => upstream.productReleases.send(id),
    approveProductRelease: (_, { id }, { upstream }) => upstream.productReleases.approveAll(id),
    updateProductReleaseProducts: (_, { id, orderGroup }, { upstream }) =>
      upstream.productReleases.updateProducts(id, orderGroup),
  },
};
