import { GraphQLError } from 'graphql';
import type { ErpClientPageDTO, ErpClientSummaryDTO, ErpRepresentativePageDTO } from '@balcao/schema';
import type { Http } from './http.js';

const query = (params: Record<string, string | number | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
};

/** The ERP (TOTVS) lookups' REST calls (services domains/erp/erp.routes.ts). */
export const erpClient = (http: Http, token: string | null) => ({
  search: (
    q: string | null | undefined,
    page: number | null | undefined,
    pageSize: number | null | undefined,
  ) => http.request<ErpClientPageDTO>('GET', `/services/erp/clients?${query({ q, page, pageSize })}`, token),
  representatives: (
    q: string | null | undefined,
    page: number | null | undefined,
    pageSize: number | null | undefined,
  ) =>
    http.request<ErpRepresentativePageDTO>(
      'GET',
      `/services/erp/representatives?${query({ q, page, pageSize })}`,
      token,
    ),
  /** null when the ERP has no such client. */
  summary: async (key: { cnpj?: string | null; code?: string | null }) => {
    try {
      return await http.request<ErpClientSummaryDTO>(
        'GET',
        `/services/erp/clients/summary?${query({ cnpj: key.cnpj, code: key.code })}`,
        token,
      );
    } catch (e) {
      if (e instanceof GraphQLError && e.extensions.code === 'NOT_FOUND') return null;
      throw e;
    }
  },
});
