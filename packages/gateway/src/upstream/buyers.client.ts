import type { BuyerDTO, HaveBuyerDTO } from '@balcao/schema';
import type { BuyerCustomerChoice, BuyerInput, ListInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page } from './list.js';

const id = (v: string) => encodeURIComponent(v);
const buyer = (input: BuyerInput) => ({
  ...input,
  customerId: Number(input.customerId),
  phone: input.phone ?? '',
  position: input.position ?? '',
  main: input.main ?? false,
  notes: input.notes ?? '',
});

/** Buyers' REST calls (services domains/buyers). */
export const buyersClient = (http: Http, token: string | null) => ({
  list: (input: ListInput | null | undefined) =>
    http.request<Page<BuyerDTO>>('GET', listPath('/services/buyers', input), token),
  get: (buyerId: string) => http.request<BuyerDTO>('GET', `/services/buyers/${id(buyerId)}`, token),
  customers: (input: ListInput | null | undefined) =>
    http.request<Page<BuyerCustomerChoice>>('GET', listPath('/services/buyers/customers', input), token),
  haveBuyer: (customerId: string) =>
    http.request<HaveBuyerDTO>('GET', `/services/customers/${id(customerId)}/have-buyer`, token),
  create: (input: BuyerInput) => http.request<BuyerDTO>('POST', '/services/buyers', token, buyer(input)),
  update: (buyerId: string, input: BuyerInput) =>
    http.request<BuyerDTO>('PUT', `/services/buyers/${id(buyerId)}`, token, buyer(input)),
  requestChange: (buyerId: string, input: BuyerInput) =>
    http.request<BuyerDTO>('POST', `/services/buyers/${id(buyerId)}/change-request`, token, buyer(input)),
  setActive: (buyerId: string, active: boolean) =>
    http.request<BuyerDTO>('PATCH', `/services/buyers/${id(buyerId)}/active`, token, { active }),
});
