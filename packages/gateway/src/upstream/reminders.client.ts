import type { ReminderDTO } from '@balcao/schema';
import type { Http } from './http.js';
import { id } from './list.js';

export const remindersClient = (http: Http, token: string | null) => ({
  list: () => http.request<ReminderDTO[]>('GET', '/services/reminders', token),
  create: (content: string) => http.request<ReminderDTO>('POST', '/services/reminders', token, { content }),
  save: (reminderId: string, patch: { content?: string; showContent?: boolean }) =>
    http.request<ReminderDTO>('PUT', `/services/reminders/${id(reminderId)}`, token, patch),
  remove: async (reminderId: string) =>
    (await http.request<{ success: boolean }>('DELETE', `/services/reminders/${id(reminderId)}`, token))
      .success,
});
