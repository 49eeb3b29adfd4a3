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
  CustomerPriceTable,
  CustomerRegistrationInput,
  CustomerShortName,
  CustomerSummary,
  RepresentativeChoicePage,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall } from './list.js';

const enc = (v: string | number) => encodeURIComponent(String(v));
const BASE = '/services/customers';
/** The customer's updatedAt as read, when the caller sends one (stale → 409 CONFLICT). */
type Read = string | null | undefined;
const read = (updatedAt: string | null | undefined) => (updatedAt ? { updatedAt } : {});

/** Customers' REST calls (services domains/customers/*.routes.ts). */
export const customersClient = (http: Http, token: string | null) => {
  const post = <T>(path: string, body: unknown) => http.request<T>('POST', `${BASE}${path}`, token, body);
  return {
    list: listCall<CustomerPage>(http, token, BASE),
    panel: listCall<CustomerPage>(http, token, `${BASE}/panel`),
    get: (id: string) => http.request<Customer>('GET', `${BASE}/${enc(id)}`, token),
    summary: () => http.request<CustomerSummary>('GET', `${BASE}/summary`, token),
    shortNames: (name: string) =>
      http.request<CustomerShortName[]>('GET', `${BASE}/short-name?name=${enc(name)}`, token),
    lookupCnpj: (cnpj: string, matrixOnly: boolean) =>
      http.request<CustomerCnpjLookup>(
        'GET',
        `${BASE}/lookup/cnpj?cnpj=${enc(cnpj)}${matrixOnly ? '&matrixOnly=true' : ''}`,
        token,
      ),
    representatives: listCall<RepresentativeChoicePage>(http, token, `${BASE}/representatives`),
    priceTables: () => http.request<CustomerPriceTable[]>('GET', `${BASE}/price-tables`, token),
    lookup: (id: string) => http.request<CustomerLookup>('GET', `${BASE}/lookup/client/${enc(id)}`, token),
    save: (id: string | null | undefined, updatedAt: string | null | undefined, input: CustomerInput) =>
      post<Customer>('/upsert', {
        ...input,
        ...(id ? { id: Number(id) } : {}),
        ...read(updatedAt),
      }),
    saveBusinessHierarchy: (id: string, updatedAt: Read, input: CustomerBusinessHierarchyInput) =>
      post<CustomerBusinessHierarchy | null>(`/${enc(id)}/business-hierarchy`, {
        ...input,
        ...read(updatedAt),
      }),
    saveRegistration: (id: string, updatedAt: Read, input: CustomerRegistrationInput) =>
      post<CustomerRegistration | null>(`/${enc(id)}/registration`, { ...input, ...read(updatedAt) }),
    saveFiscalParameters: (id: string, updatedAt: Read, input: CustomerFiscalParametersInput) =>
      post<CustomerFiscalParameters>(`/${enc(id)}/fiscal-parameters`, {
        ...input,
        cfop: input.cfop ?? {},
        ...read(updatedAt),
      }),
    saveNatureTaxOperations: (id: string, updatedAt: Read, rows: CustomerNatureTaxOperationInput[]) =>
      post<CustomerNatureTaxOperation[]>(`/${enc(id)}/nature-tax-operations`, { rows, ...read(updatedAt) }),
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
