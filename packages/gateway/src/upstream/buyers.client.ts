import type { HaveBuyerDTO } from '@balcao/schema';
import type { BuyerCustomerChoice } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, type Page, id } from './list.js';

/** The buyers' own REST calls beside their kit routes (services domains/buyers/buyers.area.ts). */
export const buyersClient = (http: Http, token: string | null) => ({
  customers: listCall<Page<BuyerCustomerChoice>>(http, token, '/services/buyers/customers'),
  haveBuyer: (customerId: string) =>
    http.request<HaveBuyerDTO>('GET', `/services/customers/${id(customerId)}/have-buyer`, token),
});
