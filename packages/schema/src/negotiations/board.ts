/**
 * The negotiations' pipeline board (beyond the spec: what users of Twenty, Odoo and Salesforce
 * expect): the same list as columns by where each deal stands, a blocked one in its own column.
 * A card moves only along a transition the services allow, and a refused move says why.
 */
import { NEGOTIATION_STATUSES, type NegotiationStatus } from './model.js';

export const BOARD_COLUMNS = ['DRAFT', 'IN_APPROVAL', 'APPROVED', 'BLOCKED', 'CONCLUDED'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

export const BOARD_COLUMN_LABELS: Readonly<Record<BoardColumn, string>> = {
  ...NEGOTIATION_STATUSES,
  BLOCKED: 'Bloqueada',
};

/** The list filters that select one column's deals. */
export const BOARD_COLUMN_FILTERS: Readonly<Record<BoardColumn, Record<string, string[]>>> = {
  DRAFT: { status: ['DRAFT'], blocked: ['false'] },
  IN_APPROVAL: { status: ['IN_APPROVAL'], blocked: ['false'] },
  APPROVED: { status: ['APPROVED'], blocked: ['false'] },
  BLOCKED: { blocked: ['true'] },
  CONCLUDED: { status: ['CONCLUDED'], blocked: ['false'] },
};

type Card = { status: string | null | undefined; blocked: boolean };

export const boardColumnOf = (n: Card): BoardColumn =>
  n.blocked ? 'BLOCKED' : ((n.status ?? 'DRAFT') as NegotiationStatus);

/** Why a move is refused, in the product's words. */
export const BOARD_MSG = {
  sendOnlyDraft: 'Somente uma negociação em rascunho é enviada para aprovação',
  approvedByApprover: 'A negociação é aprovada pelo aprovador, na tarefa do fluxo de aprovação',
  inApprovalFollowsFlow:
    'Em aprovação, a negociação só muda pelo fluxo de aprovação (aprovada ou devolvida pelo aprovador)',
  approvedReadOnly: 'Uma negociação aprovada fica somente para leitura: não volta atrás',
  concludedByOrder: 'A negociação aprovada é concluída ao ser transformada em pedido',
  concludedFinal: 'Uma negociação concluída não muda mais',
  cannotBlockConcluded: 'Uma negociação concluída não pode ser bloqueada',
  unblockBackTo: (status: string) =>
    `Uma negociação bloqueada volta para ${status} ao ser desbloqueada: solte-a nessa coluna`,
  noSend: 'Você não tem permissão para enviar negociações para aprovação',
  noBlock: 'Você não tem permissão para bloquear ou desbloquear negociações',
} as const;

export type BoardMove = 'send' | 'block' | 'unblock';
export type BoardMoveOutcome = { ok: true; move: BoardMove } | { ok: false; reason: string };

/**
 * Where a card may go from where it is: a draft is sent (EDITAR); any deal but a concluded one is
 * blocked, and a blocked one unblocked back to its status (INATIVAR). Approval, return and
 * conclusion happen elsewhere (the approver's task; an order), so those moves are refused. `null`
 * when the card is dropped where it already is.
 */
export function boardMove(
  n: Card,
  to: BoardColumn,
  may: { send: boolean; block: boolean },
): BoardMoveOutcome | null {
  const from = boardColumnOf(n);
  if (from === to) return null;
  const refuse = (reason: string): BoardMoveOutcome => ({ ok: false, reason });
  if (from === 'CONCLUDED') return refuse(BOARD_MSG.concludedFinal);
  if (to === 'BLOCKED') return may.block ? { ok: true, move: 'block' } : refuse(BOARD_MSG.noBlock);
  if (from === 'BLOCKED') {
    if (to !== n.status)
      return refuse(BOARD_MSG.unblockBackTo(BOARD_COLUMN_LABELS[boardColumnOf({ ...n, blocked: false })]));
    return may.block ? { ok: true, move: 'unblock' } : refuse(BOARD_MSG.noBlock);
  }
  if (to === 'CONCLUDED') return refuse(BOARD_MSG.concludedByOrder);
  if (from === 'DRAFT') {
    if (to === 'IN_APPROVAL') return may.send ? { ok: true, move: 'send' } : refuse(BOARD_MSG.noSend);
    return refuse(BOARD_MSG.approvedByApprover);
  }
  if (from === 'IN_APPROVAL')
    return refuse(to === 'APPROVED' ? BOARD_MSG.approvedByApprover : BOARD_MSG.inApprovalFollowsFlow);
  return refuse(BOARD_MSG.approvedReadOnly);
}
