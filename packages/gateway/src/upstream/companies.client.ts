import type { CompanyDTO } from '@balcao/schema';
import type {
  CompanyChoice,
  CompanyInput,
  ListInput,
  RepresentativeChoice,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page } from './list.js';

const id = (v: string) => encodeURIComponent(v);
const company = (input: CompanyInput) => ({
  ...input,
  representativeId: input.representativeId ? Number(input.representativeId) : null,
});

/** Companies' REST calls (services domains/companies); bank accounts are a kit area beside them. */
export const companiesClient = (http: Http, token: string | null) => ({
  list: (input: ListInput | null | undefined) =>
    http.request<Page<CompanyDTO>>('GET', listPath('/services/companies', input), token),
  get: (companyId: string) => http.request<CompanyDTO>('GET', `/services/companies/${id(companyId)}`, token),
  representatives: (input: ListInput | null | undefined) =>
    http.request<Page<RepresentativeChoice>>(
      'GET',
      listPath('/services/companies/representatives', input),
      token,
    ),
  create: (input: CompanyInput) =>
    http.request<CompanyDTO>('POST', '/services/companies', token, company(input)),
  update: (companyId: string, input: CompanyInput) =>
    http.request<CompanyDTO>('PUT', `/services/companies/${id(companyId)}`, token, company(input)),
  requestChange: (companyId: string, input: CompanyInput) =>
    http.request<CompanyDTO>(
      'POST',
      `/services/companies/${id(companyId)}/change-request`,
      token,
      company(input),
    ),
  setActive: (companyId: string, active: boolean) =>
    http.request<CompanyDTO>('PATCH', `/services/companies/${id(companyId)}/active`, token, { active }),
  bankAccountCompanies: (input: ListInput | null | undefined) =>
    http.request<Page<CompanyChoice>>('GET', listPath('/services/bank-accounts/companies', input), token),
});
