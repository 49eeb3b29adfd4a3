import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AccessSet } from '@balcao/schema';
import { AccessProvider } from '../../lib/access';
import { sessionStorage, type SessionUser, type StoredSession } from '../../lib/sessionStorage';

export type Session = {
  token: string | null;
  user: SessionUser | null;
  accessSet: AccessSet | null;
  signIn: (s: StoredSession, accessSet: AccessSet) => void;
  setAccessSet: (a: AccessSet) => void;
  setUser: (u: SessionUser) => void;
  signOut: () => void;
};

const Ctx = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useState(() => sessionStorage.get());
  const [accessSet, setAccessSet] = useState<AccessSet | null>(null);
  const signIn = useCallback((s: StoredSession, a: AccessSet) => {
    sessionStorage.set(s);
    setStored(s);
    setAccessSet(a);
  }, []);
  const signOut = useCallback(() => {
    sessionStorage.clear();
    setStored(null);
    setAccessSet(null);
  }, []);
  const setUser = useCallback((user: SessionUser) => {
    setStored((s) => {
      if (!s) return s;
      const next = { ...s, user };
      sessionStorage.set(next);
      return next;
    });
  }, []);
  const value = useMemo(
    () => ({
      token: stored?.accessToken ?? null,
      user: stored?.user ?? null,
      accessSet,
      signIn,
      setAccessSet,
      setUser,
      signOut,
    }),
    [stored, accessSet, signIn, setUser, signOut],
  );
  return (
    <Ctx.Provider value={value}>
      <AccessProvider value={accessSet}>{children}</AccessProvider>
    </Ctx.Provider>
  );
}

export function useSession(): Session {
  const s = useContext(Ctx);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
