import type { Negotiation } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, type Page, id } from './list.js';

/** The presidency's REST calls (services domains/negotiations/presidency.routes.ts). */
export const presidencyClient = (http: Http, token: string | null) => ({
  negotiations: listCall<Page<Negotiation>>(http, token, '/services/presidency/negotiations'),
  approve: (negotiationId: string) =>
    http.request<Negotiation>(
      'POST',
      `/services/presidency/negotiations/${id(negotiationId)}/approve`,
      token,
    ),
});
