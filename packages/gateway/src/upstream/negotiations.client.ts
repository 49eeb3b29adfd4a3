import type { Negotiation, NegotiationBudget } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { id, qs } from './list.js';

/** The negotiations' own REST calls beside their kit routes (services domains/negotiations). */
export const negotiationsClient = (http: Http, token: string | null) => ({
  send: (negotiationId: string) =>
    http.request<Negotiation>('POST', `/services/negotiations/${id(negotiationId)}/send`, token),
  budgets: (customerId?: string | null) =>
    http.request<NegotiationBudget[]>('GET', `/services/negotiations/budgets${qs({ customerId })}`, token),
  block: (negotiationId: string, blocked: boolean) =>
    http.request<Negotiation>('PATCH', `/services/negotiations/${id(negotiationId)}`, token, { blocked }),
});
