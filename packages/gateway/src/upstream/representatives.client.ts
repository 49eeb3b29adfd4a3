import type {
  CommissionLinePage,
  CommissionMonth,
  CustomerAssignmentInput,
  CustomersReassigned,
  Representative,
  RepresentativeAction,
  RepresentativeChoice,
  RepresentativeConcluded,
  RepresentativeCustomer,
  RepresentativeDeactivated,
  RepresentativeDistrato,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, type Page, id } from './list.js';

/** The representatives' own REST calls beside their kit routes (services domains/representatives). */
export const representativesClient = (http: Http, token: string | null) => ({
  users: listCall<Page<RepresentativeChoice>>(http, token, '/services/representatives/users'),
  actions: (executionWorkflowId: number) =>
    http.request<RepresentativeAction[]>(
      'GET',
      `/services/representatives/actions?executionWorkflowId=${executionWorkflowId}`,
      token,
    ),
  conclude: (representativeId: string) =>
    http.request<RepresentativeConcluded>(
      'POST',
      `/services/representatives/${id(representativeId)}/conclude`,
      token,
    ),
  editCnpj: (representativeId: string, cnpj: string, updatedAt: string | null | undefined) =>
    http.request<Representative>('POST', `/services/representatives/${id(representativeId)}/cnpj`, token, {
      cnpj,
      ...(updatedAt ? { updatedAt } : {}),
    }),
  deactivate: (representativeId: string) =>
    http.request<RepresentativeDeactivated>(
      'PUT',
      `/services/representatives/${id(representativeId)}/deactivate`,
      token,
    ),
  customers: (representativeId: string) =>
    http.request<RepresentativeCustomer[]>(
      'GET',
      `/services/representatives/${id(representativeId)}/customers`,
      token,
    ),
  reassign: (representativeId: string, assignments: CustomerAssignmentInput[]) =>
    http.request<CustomersReassigned>(
      'POST',
      `/services/representatives/${id(representativeId)}/customers/reassign`,
      token,
      { assignments },
    ),
  distratos: (representativeId: string) =>
    http.request<RepresentativeDistrato[]>(
      'GET',
      `/services/representatives/${id(representativeId)}/distratos`,
      token,
    ),
  commissionMonths: (representativeId: string, year: number) =>
    http.request<CommissionMonth[]>(
      'GET',
      `/services/representatives/${id(representativeId)}/commissions/monthly?year=${year}`,
      token,
    ),
  commissions: (representativeId: string, month: string, page: number, pageSize: number) =>
    http.request<CommissionLinePage>(
      'GET',
      `/services/representatives/${id(representativeId)}/commissions?${new URLSearchParams({
        month,
        page: String(page),
        pageSize: String(pageSize),
      })}`,
      token,
    ),
});
