export const ACTIONS = [
  'VISUALIZAR',
  'APROVAR',
  'REPROVAR',
  'INCLUIR',
  'EDITAR',
  'WORKFLOW',
  'EXCLUIR',
  'INATIVAR',
  'IMPORTACAO_EM_MASSA',
  'ACESSO_A_INFORMACAO_CONFIDENCIAL',
] as const;
export type Action = (typeof ACTIONS)[number];

export type AccessException = { name: string; permission: Action };
/** What one profile grants on one module. */
export type Access = {
  profileId: string | number;
  module: string;
  permissions: readonly Action[];
  exceptions: readonly AccessException[];
};
/** Everything a user may do, merged from his active profiles. */
export type AccessSet = { global: boolean; accesses: readonly Access[] };

export const isAction = (value: string): value is Action => (ACTIONS as readonly string[]).includes(value);

/**
 * The one permission decision for services, gateway and web.
 * A global profile allows everything. Otherwise some profile must grant the action on one of the
 * modules, and that same profile must not list it as an exception: an exception is a carve-out
 * inside one profile's grant, so another profile of the same user may still grant the action.
 */
export function can(
  set: AccessSet | null | undefined,
  module: string | readonly string[],
  action: Action,
): boolean {
  if (!set) return false;
  if (set.global) return true;
  const modules = typeof module === 'string' ? [module] : module;
  return set.accesses.some(
    (a) =>
      modules.includes(a.module) &&
      a.permissions.includes(action) &&
      !a.exceptions.some((e) => e.name === a.module && e.permission === action),
  );
}

/** Logged in means a token and a non-empty access list (spec/01 §4). */
export function isLoggedIn(token: string | null | undefined, set: AccessSet | null | undefined): boolean {
  return Boolean(token) && Boolean(set) && (set!.global || set!.accesses.length > 0);
}
