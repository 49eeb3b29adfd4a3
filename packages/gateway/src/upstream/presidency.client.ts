import type { ListInput, Negotiation } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page, id } from './list.js';

/** The presidency's REST calls (services domains/negotiations/presidency.routes.ts). */
export const presidencyClient = (http: Http, token: string | null) => ({
  negotiations: (input: ListInput | null | undefined) =>
    http.request<Page<Negotiation>>('GET', listPath('/services/presidency/negotiations', input), token),
  approve: (negotiationId: string) =>
    http.request<Negotiation>(
      'POST',
      `/services/presidency/negotiations/${id(negotiationId)}/approve`,
      token,
    ),
});
