import type { Http } from './http.js';

export type FormCacheDTO = {
  module: string;
  id: string | null;
  new: boolean;
  data: Record<string, unknown>;
  cacheCreatedAt: string;
  cacheUpdatedAt: string;
};

const path = (module: string, id?: string | null) =>
  `/services/form-cache/${encodeURIComponent(module)}/${id ? encodeURIComponent(id) : 'new'}`;

export const formCacheClient = (http: Http, token: string | null) => ({
  get: (module: string, id?: string | null) => http.request<FormCacheDTO>('GET', path(module, id), token),
  save: (input: { id?: string | null; new: boolean; module: string; data: unknown }) =>
    http.request<FormCacheDTO>('POST', '/services/form-cache', token, input),
  remove: async (module: string, id?: string | null) =>
    (await http.request<{ success: boolean }>('DELETE', path(module, id), token)).success,
  clear: async (module: string) =>
    (
      await http.request<{ removed: number }>(
        'DELETE',
        `/services/form-cache/${encodeURIComponent(module)}`,
        token,
      )
    ).removed,
});
