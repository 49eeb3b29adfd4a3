import type { Profile } from '../__generated__/resolvers.js';
import type { Http } from './http.js';

/** A profile's REST call beyond its kit area (upstream/resources.client.ts): the bulk update. */
export const profilesClient = (http: Http, token: string | null) => ({
  bulkUpdate: (items: { id: string; active?: boolean | null; grants?: string[] | null }[]) =>
    http.request<Profile[]>('PUT', '/services/profiles/bulk', token, {
      profiles: items.map((i) => ({
        id: Number(i.id),
        ...(i.active != null ? { active: i.active } : {}),
        ...(i.grants ? { grants: i.grants } : {}),
      })),
    }),
});
