import type { Http } from './http.js';

export type HistoryEntryDTO = {
  id: number;
  action: string;
  at: string;
  user: { id: number; name: string } | null;
  changes: Record<string, { from?: unknown; to?: unknown; changed?: boolean }>;
};

export const historyClient = (http: Http, token: string | null) => ({
  list: (entity: string, id: string, page: number, pageSize: number) =>
    http.request<{ rows: HistoryEntryDTO[]; totalRegisters: number }>(
      'GET',
      `/services/history/${encodeURIComponent(entity)}/${encodeURIComponent(id)}?page=${page}&pageSize=${pageSize}`,
      token,
    ),
});
