import type { BankAccountDTO, CompanyDTO } from '@balcao/schema';
import type {
  BankAccountInput,
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
const account = (input: BankAccountInput) => ({ ...input, companyId: Number(input.companyId) });

/** Companies' and bank accounts' REST calls (services domains/companies). */
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
  bankAccountsOf: (companyId: string, input: ListInput | null | undefined) =>
    http.request<Page<BankAccountDTO>>(
      'GET',
      listPath(`/services/companies/${id(companyId)}/bank-accounts`, input),
      token,
    ),
  bankAccounts: (input: ListInput | null | undefined) =>
    http.request<Page<BankAccountDTO>>('GET', listPath('/services/bank-accounts', input), token),
  bankAccount: (accountId: string) =>
    http.request<BankAccountDTO>('GET', `/services/bank-accounts/${id(accountId)}`, token),
  bankAccountCompanies: (input: ListInput | null | undefined) =>
    http.request<Page<CompanyChoice>>('GET', listPath('/services/bank-accounts/companies', input), token),
  createBankAccount: (input: BankAccountInput) =>
    http.request<BankAccountDTO>('POST', '/services/bank-accounts', token, account(input)),
  requestBankAccountChange: (accountId: string, input: BankAccountInput) =>
    http.request<BankAccountDTO>(
      'POST',
      `/services/bank-accounts/${id(accountId)}/change-request`,
      token,
      account(input),
    ),
  updateBankAccount: (accountId: string, input: BankAccountInput) =>
    http.request<BankAccountDTO>('PUT', `/services/bank-accounts/${id(accountId)}`, token, account(input)),
  deleteBankAccount: async (accountId: string) =>
    (await http.request<{ success: boolean }>('DELETE', `/services/bank-accounts/${id(accountId)}`, token))
      .success,
});
