/**
 * The presidency's screen (spec/02 §2 /sales/presidency, +edit and approve): the negotiations whose
 * alçada is the presidency's, waiting for its answer; the presidency adjusts their items and
 * approves them with the workflow engine's presidency answer.
 */
export const PRESIDENCY_MODULE = 'PRESIDENCIA';

export const PRESIDENCY_MSG = {
  notWaiting: 'Esta negociação não aguarda a aprovação da presidência',
  approved: 'Negociação aprovada pela presidência',
  empty: 'Nenhuma negociação aguarda a presidência.',
  listFailed: 'Não foi possível carregar as negociações da presidência',
} as const;
