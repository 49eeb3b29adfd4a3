import type { SessionUserFragment } from '../__generated__/graphql';

export type SessionUser = SessionUserFragment;
export type StoredSession = { accessToken: string; expiresAt: string; user: SessionUser };

const SESSION_KEY = 'balcao:session';
const REMEMBER_KEY = 'balcao:remember';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

export const sessionStorage = {
  get: () => read<StoredSession>(SESSION_KEY),
  set: (s: StoredSession) => localStorage.setItem(SESSION_KEY, JSON.stringify(s)),
  /** Logout clears the session but keeps the remember-me choice. */
  clear: () => localStorage.removeItem(SESSION_KEY),
  token: () => read<StoredSession>(SESSION_KEY)?.accessToken ?? null,
  remembered: () => read<{ userName: string }>(REMEMBER_KEY)?.userName ?? '',
  remember: (userName: string | null) =>
    userName
      ? localStorage.setItem(REMEMBER_KEY, JSON.stringify({ userName }))
      : localStorage.removeItem(REMEMBER_KEY),
};
