import type { Http } from './http.js';
import { id } from './list.js';

export type LoginLockDTO = { locked: boolean; failures: number };

export const loginLocksClient = (http: Http, token: string | null) => ({
  get: (userId: string) =>
    http.request<LoginLockDTO>('GET', `/services/users/${id(userId)}/login-lock`, token),
  lift: (userId: string) =>
    http.request<LoginLockDTO>('POST', `/services/users/${id(userId)}/login-lock/lift`, token),
});
