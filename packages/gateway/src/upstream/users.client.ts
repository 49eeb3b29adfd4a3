import type { UserDTO } from '@balcao/schema';
import type { Http } from './http.js';

export type { UserDTO };
export type SavedGridView = { gridKey: string; view: unknown; updatedAt: string | null };
export type Favorite = { id: number; path: string; title: string };

const id = (v: string | number) => encodeURIComponent(String(v));
const num = (v: string) => Number(v);

export const usersClient = (http: Http, token: string | null) => ({
  profileOptions: () =>
    http.request<{ id: number; name: string; active: boolean }[]>(
      'GET',
      '/services/users/profile-options',
      token,
    ),
  /** The fields sent (the spec's PATCH); the kit's client saves the whole record. */
  edit: (userId: string, input: object) =>
    http.request<UserDTO>('PATCH', `/services/users/${id(userId)}`, token, input),
  remove: async (ids: string[]) =>
    (await http.request<{ success: boolean }>('POST', '/services/users/delete', token, { ids: ids.map(num) }))
      .success,
  attachProfiles: (userId: string, profiles: string[]) =>
    http.request<UserDTO>('PUT', `/services/users/${id(userId)}/profiles`, token, {
      profiles: profiles.map(num),
    }),
  favorites: () => http.request<Favorite[]>('GET', '/services/users/favorites', token),
  saveFavorite: (path: string, title: string) =>
    http.request<Favorite>('POST', '/services/users/favorites', token, { path, title }),
  removeFavorite: async (favId: string) =>
    (await http.request<{ success: boolean }>('DELETE', `/services/users/favorites/${id(favId)}`, token))
      .success,
  setShowModalRankings: (show: boolean) =>
    http.request<UserDTO>('PATCH', '/services/users/show-modal-rankings', token, { showModalRankings: show }),
  gridView: (gridKey: string) =>
    http.request<SavedGridView>('GET', `/services/users/me/grid-views/${id(gridKey)}`, token),
  saveGridView: (gridKey: string, view: unknown) =>
    http.request<SavedGridView>('PUT', `/services/users/me/grid-views/${id(gridKey)}`, token, { view }),
  deleteGridView: async (gridKey: string) =>
    (
      await http.request<{ success: boolean }>(
        'DELETE',
        `/services/users/me/grid-views/${id(gridKey)}`,
        token,
      )
    ).success,
});
