import type { Http } from './http.js';

export type LoginLockDTO = { locked: boolean; failures: number };
const id = (v: string) => encodeURIComponent(v);

export const loginLocksClient = (http: Http, token: string | null) => ({
  get: (userId: string) =>
    http.request<LoginLockDTO>('GET', `/services/users/${id(userId)}/login-lock`, token),
  lift: (userId: string) =>
    http.request<LoginLockDTO>('POST', `/services/users/${id(userId)}/login-lock/lift`, token),
});
