import type { NegotiationLinks } from '../__generated__/resolvers.js';
import type { Http } from './http.js';

/** A negotiation's documents and links (services domains/negotiations/negotiations.documents.ts). */
export const negotiationDocumentsClient = (http: Http, token: string | null) => ({
  links: (negotiationId: string) =>
    http.request<NegotiationLinks>(
      'GET',
      `/services/negotiations/${encodeURIComponent(negotiationId)}/actions`,
      token,
    ),
});
