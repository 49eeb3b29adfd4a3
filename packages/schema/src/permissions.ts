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

/** Short pt-BR names of the ten actions of spec §6, for matrices and explanations. */
export const ACTION_LABELS: Readonly<Record<Action, string>> = {
  VISUALIZAR: 'Visualizar',
  APROVAR: 'Aprovar',
  REPROVAR: 'Reprovar',
  INCLUIR: 'Incluir',
  EDITAR: 'Editar',
  WORKFLOW: 'Workflow',
  EXCLUIR: 'Excluir',
  INATIVAR: 'Inativar',
  IMPORTACAO_EM_MASSA: 'Importação em massa',
  ACESSO_A_INFORMACAO_CONFIDENCIAL: 'Informação confidencial',
};

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

/** Why one profile's grant on one module counts or not for an action. */
export type AccessOutcome = 'GRANTED' | 'EXCEPTION' | 'NOT_GRANTED';
export type AccessVerdict = { profileId: string | number; module: string; outcome: AccessOutcome };
export type AccessExplanation = {
  allowed: boolean;
  /** A global profile decided it: every action is allowed, the grants are not read. */
  global: boolean;
  /** One verdict per grant the set holds on the modules asked about. */
  verdicts: AccessVerdict[];
};

const outcomeOf = (a: Access, action: Action): AccessOutcome =>
  !a.permissions.includes(action)
    ? 'NOT_GRANTED'
    : a.exceptions.some((e) => e.name === a.module && e.permission === action)
      ? 'EXCEPTION'
      : 'GRANTED';

/**
 * The one permission decision for services, gateway and web, with its reasons.
 * A global profile allows everything. Otherwise some profile must grant the action on one of the
 * modules, and that same profile must not list it as an exception: an exception is a carve-out
 * inside one profile's grant, so another profile of the same user may still grant the action.
 */
export function explainAccess(
  set: AccessSet | null | undefined,
  module: string | readonly string[],
  action: Action,
): AccessExplanation {
  if (!set) return { allowed: false, global: false, verdicts: [] };
  const modules = typeof module === 'string' ? [module] : module;
  const verdicts = set.accesses
    .filter((a) => modules.includes(a.module))
    .map((a) => ({ profileId: a.profileId, module: a.module, outcome: outcomeOf(a, action) }));
  return {
    allowed: set.global || verdicts.some((v) => v.outcome === 'GRANTED'),
    global: set.global,
    verdicts,
  };
}

/** Whether the set allows the action on any of the modules (see `explainAccess`). */
export function can(
  set: AccessSet | null | undefined,
  module: string | readonly string[],
  action: Action,
): boolean {
  if (!set) return false;
  if (set.global) return true;
  const modules = typeof module === 'string' ? [module] : module;
  // The hot path (every request, every menu item) allocates nothing; the test keeps it equal to
  // explainAccess on generated sets.
  return set.accesses.some((a) => modules.includes(a.module) && outcomeOf(a, action) === 'GRANTED');
}

/** Logged in means a token and a non-empty access list (spec/01 §4). */
export function isLoggedIn(token: string | null | undefined, set: AccessSet | null | undefined): boolean {
  return Boolean(token) && Boolean(set) && (set!.global || set!.accesses.length > 0);
}
