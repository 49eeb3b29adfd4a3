import type {
  CustomerDashboard,
  CustomerProspectPage,
  CustomerReportPage,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall } from './list.js';

const BASE = '/services/customers';

/** The customer report, dashboard and prospects (services domains/customers/report.routes.ts). */
export const customerReportsClient = (http: Http, token: string | null) => ({
  report: listCall<CustomerReportPage>(http, token, `${BASE}/report`),
  dashboard: () => http.request<CustomerDashboard>('GET', `${BASE}/dashboard`, token),
  prospects: listCall<CustomerProspectPage>(http, token, `${BASE}/prospects`),
});
