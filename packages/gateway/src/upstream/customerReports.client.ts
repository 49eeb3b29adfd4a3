import type {
  CustomerDashboard,
  CustomerProspectPage,
  CustomerReportPage,
  ListInput,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath } from './list.js';

const BASE = '/services/customers';

/** The customer report, dashboard and prospects (services domains/customers/report.routes.ts). */
export const customerReportsClient = (http: Http, token: string | null) => ({
  report: (input: ListInput | null | undefined) =>
    http.request<CustomerReportPage>('GET', listPath(`${BASE}/report`, input), token),
  dashboard: () => http.request<CustomerDashboard>('GET', `${BASE}/dashboard`, token),
  prospects: (input: ListInput | null | undefined) =>
    http.request<CustomerProspectPage>('GET', listPath(`${BASE}/prospects`, input), token),
});
