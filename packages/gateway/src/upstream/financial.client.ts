import type {
  BudgetBalanceRow,
  BudgetValidation,
  PriceSimulation,
  PriceSimulationInput,
  PriceSimulationLineInput,
  SimulatedPrice,
  BuyerCustomerChoice,
  DebitNote,
  Fan,
  FanDocument,
  FanDocumentInput,
  SalesDashboard,
  VpcCostRow,
  VpcRequest,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, type Page, id, qs } from './list.js';

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
  vpcCustomers: listCall<Page<BuyerCustomerChoice>>(http, token, '/services/vpc-requests/customers'),
  budgetValidation: (budgetId: string, value: string, customerId?: string | null) =>
    http.request<BudgetValidation>(
      'GET',
      `/services/budgets/${id(budgetId)}/validation${qs({ value, customerId })}`,
      token,
    ),
  simulatePrice: async (
    line: PriceSimulationLineInput,
    budgetId?: string | null,
    customerId?: string | null,
  ) => {
    const { budget, ...simulated } = await http.request<SimulatedPrice & { budget: BudgetValidation | null }>(
      'POST',
      '/services/budgets/price-simulation',
      token,
      { ...line, budgetId: budgetId ?? null, customerId: customerId ?? null },
    );
    return { line: simulated, budget };
  },
  simulatePrices: (input: PriceSimulationInput) =>
    http.request<PriceSimulation>('POST', '/services/budgets/price-simulation/bulk', token, input),
  sendVpc: (vpcId: string) =>
    http.request<VpcRequest>('POST', `/services/vpc-requests/${id(vpcId)}/send`, token),
  cancelVpc: (vpcId: string) =>
    http.request<VpcRequest>('POST', `/services/vpc-requests/${id(vpcId)}/cancel`, token),
  priceSimulationCustomers: listCall<Page<BuyerCustomerChoice>>(
    http,
    token,
    '/services/budgets/price-simulation/customers',
  ),
  fanCustomers: listCall<Page<BuyerCustomerChoice>>(http, token, '/services/fans/customers'),
  concludeFan: (fanId: string) => http.request<Fan>('PUT', `/services/fans/${id(fanId)}/conclude`, token),
  cancelFan: (fanId: string) => http.request<Fan>('POST', `/services/fans/${id(fanId)}/cancel`, token),
  fanDocuments: (fanId: string) =>
    http.request<FanDocument[]>('GET', `/services/fans/${id(fanId)}/documents`, token),
  saveFanDocuments: (fanId: string, documents: FanDocumentInput[]) =>
    http.request<FanDocument[]>('POST', `/services/fans/${id(fanId)}/documents`, token, {
      documents: documents.map((d) => ({ ...d, fileId: Number(d.fileId) })),
    }),
  deleteFanDocument: async (fanId: string, documentId: string) => {
    await http.request('DELETE', `/services/fans/${id(fanId)}/documents/${id(documentId)}`, token);
    return true;
  },
});
