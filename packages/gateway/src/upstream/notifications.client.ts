import type { NotificationConfigDTO, NotificationDTO } from '@balcao/schema';
import type { NotificationConfigInput, SendNotificationInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import type { Page } from './list.js';

type Ok = { success: boolean };
export type OutboxMailDTO = {
  id: number;
  to: string;
  subject: string;
  body: string;
  status: string;
  error: string | null;
  createdAt: string;
};

const id = (v: string | number) => encodeURIComponent(String(v));
const P = '/services/notifications';
/** GraphQL nulls mean "not sent" for a partial change. */
const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v != null));

export const notificationsClient = (http: Http, token: string | null) => {
  const ok = async (p: Promise<Ok>) => (await p).success;
  return {
    list: (page: number, pageSize: number, q?: string | null) =>
      http.request<Page<NotificationDTO>>(
        'GET',
        `${P}?page=${page}&pageSize=${pageSize}${q?.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''}`,
        token,
      ),
    count: async () => (await http.request<{ count: number }>('GET', `${P}/count`, token)).count,
    muted: async () => (await http.request<{ muted: boolean }>('GET', `${P}/mute`, token)).muted,
    setMuted: async (muted: boolean) =>
      (await http.request<{ muted: boolean }>('PUT', `${P}/mute`, token, { muted })).muted,
    setFixed: (nid: string, fixed: boolean) =>
      ok(http.request<Ok>('PUT', `${P}/${id(nid)}/fixed`, token, { fixed })),
    hide: (nid: string) => ok(http.request<Ok>('PUT', `${P}/${id(nid)}/hide`, token)),
    remove: (ids: string[]) => ok(http.request<Ok>('POST', `${P}/delete`, token, { ids: ids.map(Number) })),
    snooze: (nid: string, delay: number) =>
      ok(http.request<Ok>('PUT', `${P}/${id(nid)}/schedule`, token, { delay })),
    send: async (input: SendNotificationInput) =>
      (
        await http.request<{ id: number }>('POST', P, token, {
          ...defined(input),
          userId: Number(input.userId),
        })
      ).id,
    outbox: (page: number, pageSize: number) =>
      http.request<Page<OutboxMailDTO>>('GET', `${P}/outbox?page=${page}&pageSize=${pageSize}`, token),
    configs: () => http.request<NotificationConfigDTO[]>('GET', `${P}/configurations`, token),
    processes: () => http.request<{ name: string; label: string }[]>('GET', `${P}/processes`, token),
    createConfig: (accessName: string) =>
      http.request<NotificationConfigDTO>('POST', `${P}/configurations`, token, { accessesId: accessName }),
    updateConfig: (cid: string, input: NotificationConfigInput) =>
      http.request<NotificationConfigDTO>('PUT', `${P}/configurations/${id(cid)}`, token, defined(input)),
    deleteConfig: (cid: string) => ok(http.request<Ok>('DELETE', `${P}/configurations/${id(cid)}`, token)),
    resetConfigs: () => http.request<NotificationConfigDTO[]>('POST', `${P}/configurations/reset`, token),
  };
};
