import type { ProductRelease, ProductReleaseFile } from '../__generated__/resolvers.js';
import type { Http } from './http.js';

const enc = encodeURIComponent;

/** A product release's own REST calls beside its kit routes (services domains/pricing). */
export const productReleasesClient = (http: Http, token: string | null) => ({
  send: (id: string) =>
    http.request<ProductRelease>('POST', `/services/product-releases/${enc(id)}/workflow`, token),
  approveAll: (id: string) =>
    http.request<ProductRelease>('POST', `/services/product-releases/${enc(id)}/approve-all`, token),
  updateProducts: (id: string, orderGroup: string) =>
    http.request<ProductRelease>('PUT', `/services/product-releases/${enc(id)}/products`, token, {
      orderGroup,
    }),
  files: (id: string) =>
    http.request<ProductReleaseFile[]>('GET', `/services/product-releases/${enc(id)}/files`, token),
});
