import type { MessageDTO, MessageReaderDTO, MessageUserDTO } from '@balcao/schema';
import type { SaveMessageInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listCall, type Page } from './list.js';

type Ok = { success: boolean };

const id = (v: string | number) => encodeURIComponent(String(v));
const nums = (ids: string[]) => ids.map(Number);
const P = '/services/messages';

export const messagesClient = (http: Http, token: string | null) => {
  const ok = async (p: Promise<Ok>) => (await p).success;
  return {
    list: listCall<Page<MessageDTO>>(http, token, P),
    get: (mid: string) => http.request<MessageDTO>('GET', `${P}/${id(mid)}`, token),
    count: async () => (await http.request<{ count: number }>('GET', `${P}/count`, token)).count,
    readers: (mid: string, page: number, pageSize: number) =>
      http.request<Page<MessageReaderDTO>>(
        'GET',
        `${P}/${id(mid)}/read?page=${page}&pageSize=${pageSize}`,
        token,
      ),
    recipients: (q: string | null | undefined) =>
      http.request<MessageUserDTO[]>(
        'GET',
        `${P}/recipients${q ? `?q=${encodeURIComponent(q)}` : ''}`,
        token,
      ),
    save: async ({ id: mid, recipients, pinned, allUsers, ...rest }: SaveMessageInput) =>
      (
        await http.request<{ id: number }>('POST', `${P}/upsert`, token, {
          ...rest,
          ...(mid ? { id: Number(mid) } : {}),
          ...(recipients ? { recipients: nums(recipients) } : {}),
          ...(pinned != null ? { pinned } : {}),
          ...(allUsers != null ? { allUsers } : {}),
        })
      ).id,
    markRead: (ids: string[], read: boolean) =>
      ok(http.request<Ok>('POST', `${P}/markAsRead`, token, { ids: nums(ids), readed: read })),
    setPinned: (mid: string, pinned: boolean) =>
      ok(http.request<Ok>('PUT', `${P}/${id(mid)}/markAsPinned`, token, { pinned, type: 0 })),
    setActive: (ids: string[], active: boolean) =>
      ok(http.request<Ok>('POST', `${P}/status`, token, { ids: nums(ids), active })),
    removeReceived: (ids: string[]) =>
      ok(http.request<Ok>('POST', `${P}/received/delete`, token, { ids: nums(ids) })),
    remove: (ids: string[]) => ok(http.request<Ok>('POST', `${P}/delete`, token, { ids: nums(ids) })),
    previewPane: async () =>
      (await http.request<{ previewPane: boolean }>('GET', `${P}/previewPane`, token)).previewPane,
    setPreviewPane: async (show: boolean) =>
      (await http.request<{ previewPane: boolean }>('PUT', `${P}/previewPane`, token, { previewPane: show }))
        .previewPane,
  };
};
