import type {
  BudgetBalanceRow,
  BuyerCustomerChoice,
  DebitNote,
  ListInput,
  SalesDashboard,
  VpcCostRow,
  VpcRequest,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page, id, qs } from './list.js';

type Filters = Record<string, string | null | undefined>;

/** The financial module's own REST calls beside its kit routes (services domains/financial). */
export const financialClient = (http: Http, token: string | null) => ({
  balances: async (filters: Filters) =>
    (
      await http.request<{ rows: BudgetBalanceRow[] }>(
        'GET',
        `/services/budgets/balances${qs(filters)}`,
        token,
      )
    ).rows,
  vpcCosts: async (filters: Filters) =>
    (await http.request<{ rows: VpcCostRow[] }>('GET', `/services/vpc-requests/costs${qs(filters)}`, token))
      .rows,
  salesDashboard: (filters: Filters) =>
    http.request<SalesDashboard>('GET', `/services/sales-dashboard${qs(filters)}`, token),
  debitNoteByCode: (code: string, customerId?: string | null) =>
    http.request<DebitNote>('GET', `/services/debit-notes/validate${qs({ code, customerId })}`, token),
  vpcCustomers: (input: ListInput | null | undefined) =>
    http.request<Page<BuyerCustomerChoice>>(
      'GET',
      listPath('/services/vpc-requests/customers', input),
      token,
    ),
  sendVpc: (vpcId: string) =>
    http.request<VpcRequest>('POST', `/services/vpc-requests/${id(vpcId)}/send`, token),
  cancelVpc: (vpcId: string) =>
    http.request<VpcRequest>('POST', `/services/vpc-requests/${id(vpcId)}/cancel`, token),
});
