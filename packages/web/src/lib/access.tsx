import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { can, type AccessSet, type Action } from '@balcao/schema';

const AccessCtx = createContext<AccessSet | null>(null);

/** The signed-in user's accesses, for screens below the shell (the app provides them). */
export function AccessProvider({ value, children }: { value: AccessSet | null; children: ReactNode }) {
  return <AccessCtx.Provider value={value}>{children}</AccessCtx.Provider>;
}

/** can(module, action) for the signed-in user: the same rule the services apply. */
export function useCan() {
  const accessSet = useContext(AccessCtx);
  return useCallback((module: string, action: Action) => can(accessSet, module, action), [accessSet]);
}
