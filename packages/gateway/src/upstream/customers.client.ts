import type {
  Customer,
  CustomerBusinessHierarchy,
  CustomerBusinessHierarchyInput,
  CustomerFiscalParameters,
  CustomerNatureTaxOperation,
  CustomerRegistration,
  CustomerCnpjLookup,
  CustomerDocument,
  CustomerDocumentInput,
  CustomerFiscalParametersInput,
  CustomerInput,
  CustomerLookup,
  CustomerNatureTaxOperationInput,
  CustomerPage,
  CustomerRegistrationInput,
  CustomerShortName,
  CustomerSummary,
  ListInput,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath } from './list.js';

const enc = (v: string | number) => encodeURIComponent(String(v));
const BASE = '/services/customers';

/** Customers' REST calls (services domains/customers/*.routes.ts). */
export const customersClient = (http: Http, token: string | null) => {
  const post = <T>(path: string, body: unknown) => http.request<T>('POST', `${BASE}${path}`, token, body);
  return {
    list: (input: ListInput | null | undefined) =>
      http.request<CustomerPage>('GET', listPath(BASE, input), token),
    panel: (input: ListInput | null | undefined) =>
      http.request<CustomerPage>('GET', listPath(`${BASE}/panel`, input), token),
    get: (id: string) => http.request<Customer>('GET', `${BASE}/${enc(id)}`, token),
    summary: () => http.request<CustomerSummary>('GET', `${BASE}/summary`, token),
    shortNames: (name: string) =>
      http.request<CustomerShortName[]>('GET', `${BASE}/short-name?name=${enc(name)}`, token),
    lookupCnpj: (cnpj: string) =>
      http.request<CustomerCnpjLookup>('GET', `${BASE}/lookup/cnpj?cnpj=${enc(cnpj)}`, token),
    lookup: (id: string) => http.request<CustomerLookup>('GET', `${BASE}/lookup/client/${enc(id)}`, token),
    save: (id: string | null | undefined, updatedAt: string | null | undefined, input: CustomerInput) =>
      post<Customer>('/upsert', {
        ...input,
        ...(id ? { id: Number(id) } : {}),
        ...(updatedAt ? { updatedAt } : {}),
      }),
    saveBusinessHierarchy: (id: string, input: CustomerBusinessHierarchyInput) =>
      post<CustomerBusinessHierarchy | null>(`/${enc(id)}/business-hierarchy`, input),
    saveRegistration: (id: string, input: CustomerRegistrationInput) =>
      post<CustomerRegistration | null>(`/${enc(id)}/registration`, input),
    saveFiscalParameters: (id: string, input: CustomerFiscalParametersInput) =>
      post<CustomerFiscalParameters>(`/${enc(id)}/fiscal-parameters`, { ...input, cfop: input.cfop ?? {} }),
    saveNatureTaxOperations: (id: string, rows: CustomerNatureTaxOperationInput[]) =>
      post<CustomerNatureTaxOperation[]>(`/${enc(id)}/nature-tax-operations`, { rows }),
    setActive: (id: string, active: boolean) =>
      http.request<Customer>('DELETE', `${BASE}?id=${enc(id)}&active=${active}`, token),
    removePreRegistration: async (id: string) => {
      await http.request('DELETE', `${BASE}/panel/${enc(id)}`, token);
      return true;
    },
    updateDocument: (id: string, input: CustomerDocumentInput) =>
      http.request<CustomerDocument>('PUT', `${BASE}/documents/${enc(id)}`, token, input),
    deleteDocument: async (id: string) => {
      await http.request('DELETE', `${BASE}/documents/${enc(id)}`, token);
      return true;
    },
  };
};
