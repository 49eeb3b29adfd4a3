import type { ProfileDTO } from '@balcao/schema';
import type { ListInput } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import { listPath, readPage } from './list.js';

export type { ProfileDTO };

const id = (v: string) => encodeURIComponent(v);

export const profilesClient = (http: Http, token: string | null) => ({
  list: async (input: ListInput | null | undefined) =>
    readPage<ProfileDTO>(await http.request<unknown>('GET', listPath('/services/profiles', input), token)),
  get: (profileId: string) => http.request<ProfileDTO>('GET', `/services/profiles/${id(profileId)}`, token),
  create: (input: object) => http.request<ProfileDTO>('POST', '/services/profiles', token, input),
  update: (profileId: string, input: object) =>
    http.request<ProfileDTO>('PUT', `/services/profiles/${id(profileId)}`, token, input),
  bulkUpdate: (items: { id: string }[]) =>
    http.request<ProfileDTO[]>('PUT', '/services/profiles/bulk', token, {
      profiles: items.map((i) => ({ ...i, id: Number(i.id) })),
    }),
  setStatus: (profileId: string, active: boolean) =>
    http.request<ProfileDTO>('PATCH', `/services/profiles/${id(profileId)}/status`, token, { active }),
  remove: async (profileId: string) =>
    (await http.request<{ success: boolean }>('DELETE', `/services/profiles/${id(profileId)}`, token))
      .success,
});
