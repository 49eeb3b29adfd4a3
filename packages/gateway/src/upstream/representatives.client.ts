import type {
  ListInput,
  Representative,
  RepresentativeAction,
  RepresentativeChoice,
  RepresentativeConcluded,
} from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, type Page } from './list.js';

const id = (v: string) => encodeURIComponent(v);

/** The representatives' own REST calls beside their kit routes (services domains/representatives). */
export const representativesClient = (http: Http, token: string | null) => ({
  users: (input: ListInput | null | undefined) =>
    http.request<Page<RepresentativeChoice>>(
      'GET',
      listPath('/services/representatives/users', input),
      token,
    ),
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
});
