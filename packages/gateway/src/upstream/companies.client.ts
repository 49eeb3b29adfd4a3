import type { CompanyChoice, ListInput, RepresentativeChoice } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page } from './list.js';

/** Companies' lookups (services domains/companies); the records themselves are a kit area. */
export const companiesClient = (http: Http, token: string | null) => ({
  representatives: (input: ListInput | null | undefined) =>
    http.request<Page<RepresentativeChoice>>(
      'GET',
      listPath('/services/companies/representatives', input),
      token,
    ),
  bankAccountCompanies: (input: ListInput | null | undefined) =>
    http.request<Page<CompanyChoice>>('GET', listPath('/services/bank-accounts/companies', input), token),
});
