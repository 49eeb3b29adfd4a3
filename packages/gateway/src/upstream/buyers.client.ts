import type { HaveBuyerDTO } from '@balcao/schema';
import type { BuyerCustomerChoice, ListInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page, id } from './list.js';

/** The buyers' own REST calls beside their kit routes (services domains/buyers/buyers.area.ts). */
export const buyersClient = (http: Http, token: string | null) => ({
  customers: (input: ListInput | null | undefined) =>
    http.request<Page<BuyerCustomerChoice>>('GET', listPath('/services/buyers/customers', input), token),
  haveBuyer: (customerId: string) =>
    http.request<HaveBuyerDTO>('GET', `/services/customers/${id(customerId)}/have-buyer`, token),
});
