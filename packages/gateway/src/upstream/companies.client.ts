import type { CompanyChoice, RepresentativeChoice } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, type Page } from './list.js';

/** Companies' lookups (services domains/companies); the records themselves are a kit area. */
export const companiesClient = (http: Http, token: string | null) => ({
  representatives: listCall<Page<RepresentativeChoice>>(http, token, '/services/companies/representatives'),
  bankAccountCompanies: listCall<Page<CompanyChoice>>(http, token, '/services/bank-accounts/companies'),
});
