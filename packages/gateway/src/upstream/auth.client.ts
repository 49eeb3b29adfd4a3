import type { Access, AccessSet } from '../__generated__/resolvers.js';
import type { Http } from './http.js';
import type { UserDTO } from './users.client.js';

export type LoginDTO = {
  accessToken: string;
  expiresAt: string;
  user: UserDTO;
  daysPasswordExpired: number;
  passwordExpiresInDays: number;
};

export const authClient = (http: Http, token: string | null) => ({
  login: (userName: string, password: string) =>
    http.request<LoginDTO>('POST', '/services/auth/login', null, { userName, password }),
  logout: async () =>
    (await http.request<{ success: boolean }>('POST', '/services/auth/logout', token, {})).success,
  me: () => http.request<UserDTO>('GET', '/services/auth/me', token),
  settings: () => http.request<{ timeZone: string }>('GET', '/services/auth/settings', null),
  changePassword: async (currentPassword: string, password: string) =>
    (
      await http.request<{ success: boolean }>('POST', '/services/auth/password', token, {
        currentPassword,
        password,
      })
    ).success,
  myAccesses: () => http.request<AccessSet>('GET', '/services/accesses/me', token),
  modules: () => http.request<{ name: string; label: string }[]>('GET', '/services/accesses', token),
  profileAccesses: (profileId: string) =>
    http.request<Access[]>('GET', `/services/accesses/profile/${encodeURIComponent(profileId)}`, token),
});
