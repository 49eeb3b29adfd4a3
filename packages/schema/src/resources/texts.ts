import { MSG } from '../messages.js';
import type { Gender, ResourceDef } from './kit.js';

// The record kit's words: an area's texts worded from its noun and gender, and its status labels.

/** The texts of an area; defaults follow its noun and gender (resourceMessages). */
export type ResourceMessages = {
  notFound: string;
  created: string;
  saved: string;
  saveFailed: string;
  /** A create that failed (default: saveFailed). */
  createFailed: string;
  /** A change request that could not be sent (default: saveFailed). */
  requestFailed: string;
  toggleFailed: string;
  queryFailed: string;
  listFailed: string;
  empty: string;
  deleted: string;
  deleteFailed: string;
  /** The delete confirmation's title ('Excluir conta bancária'). */
  deleteTitle: string;
  /** A create whose workflow could not start (`workflowStart: 'save'`). */
  startFailed: string;
};

const o = (g: Gender) => (g === 'm' ? 'o' : 'a');

/** A gender, or the definition whose noun has it (screens not on the kit give the gender). */
type Gendered = Gender | Pick<ResourceDef, 'noun'>;
const genderOf = (g: Gendered) => (typeof g === 'string' ? g : g.noun.gender);

/** 'Ativo' / 'Inativa': the status of a record, in the gender of its noun. */
export const statusText = (of: Gendered, active: boolean) =>
  `${active ? 'Ativ' : 'Inativ'}${o(genderOf(of))}`;

/** The status filter's options: 'Todos / Ativos / Inativos', 'Todas / Ativas / Inativas'. */
export const statusFilterOptions = (of: Gendered) => {
  const e = o(genderOf(of));
  return [
    { value: '', label: `Tod${e}s` },
    { value: 'true', label: `Ativ${e}s` },
    { value: 'false', label: `Inativ${e}s` },
  ];
};

/** The label of the status everywhere it is shown: list column, export, history, log. */
export const STATUS_LABEL = 'Situação';
export const UPDATED_AT_LABEL = 'Atualizado em';

/** 'Falha ao alterar a situação do usuário': a status change that failed, in every area. */
export const toggleFailedText = (one: string, gender: Gender) =>
  `Falha ao alterar a situação d${o(gender)} ${one}`;

/** An area's texts: its own, else worded from its noun. */
export function resourceMessages(def: Pick<ResourceDef, 'noun' | 'messages'>): ResourceMessages {
  const { one, gender } = def.noun;
  const e = o(gender);
  const cap = one[0]!.toUpperCase() + one.slice(1);
  return {
    notFound: `${cap} não encontrad${e}`,
    created: MSG.inclusionDone,
    saved: MSG.changeSaved,
    saveFailed: `Falha ao salvar ${e} ${one}`,
    createFailed: def.messages?.saveFailed ?? `Falha ao salvar ${e} ${one}`,
    requestFailed: def.messages?.saveFailed ?? `Falha ao salvar ${e} ${one}`,
    toggleFailed: toggleFailedText(one, gender),
    queryFailed: `Obtivemos um erro ao buscar informações d${e} ${one}. Deseja refazer a busca?`,
    listFailed: MSG.loadDataFailed,
    empty: `Nenhum${gender === 'm' ? '' : 'a'} ${one} encontrad${e}.`,
    deleted: MSG.deletionDone,
    deleteFailed: `Falha ao excluir ${e} ${one}`,
    deleteTitle: `Excluir ${one}`,
    startFailed: `Falha ao iniciar fluxo de tarefa d${e} ${one}.`,
    ...def.messages,
  };
}
