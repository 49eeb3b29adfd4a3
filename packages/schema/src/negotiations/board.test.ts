import { describe, expect, it } from 'vitest';
import { BOARD_COLUMNS, BOARD_MSG, boardColumnOf, boardMove, type BoardColumn } from './board.js';

const ALL = { send: true, block: true };
const card = (status: string, blocked = false) => ({ status, blocked });
const moves = (n: ReturnType<typeof card>, may = ALL) =>
  Object.fromEntries(
    BOARD_COLUMNS.map((to) => {
      const out = boardMove(n, to, may);
      return [to, out === null ? 'here' : out.ok ? out.move : 'refused'];
    }),
  ) as Record<BoardColumn, string>;

describe('the negotiations board', () => {
  it('puts a blocked deal in its own column, the others by status', () => {
    expect(boardColumnOf(card('IN_APPROVAL', true))).toBe('BLOCKED');
    expect(boardColumnOf(card('APPROVED'))).toBe('APPROVED');
  });

  it('moves a card only along the transitions the services allow', () => {
    expect(moves(card('DRAFT'))).toEqual({
      DRAFT: 'here',
      IN_APPROVAL: 'send',
      APPROVED: 'refused',
      BLOCKED: 'block',
      CONCLUDED: 'refused',
    });
    expect(moves(card('DRAFT', true))).toEqual({
      DRAFT: 'unblock',
      IN_APPROVAL: 'refused',
      APPROVED: 'refused',
      BLOCKED: 'here',
      CONCLUDED: 'refused',
    });
    expect(moves(card('IN_APPROVAL'))).toEqual({
      DRAFT: 'refused',
      IN_APPROVAL: 'here',
      APPROVED: 'refused',
      BLOCKED: 'block',
      CONCLUDED: 'refused',
    });
    expect(moves(card('APPROVED')).BLOCKED).toBe('block');
    expect(moves(card('CONCLUDED'))).toEqual({
      DRAFT: 'refused',
      IN_APPROVAL: 'refused',
      APPROVED: 'refused',
      BLOCKED: 'refused',
      CONCLUDED: 'here',
    });
  });

  it('says why a move is refused', () => {
    expect(boardMove(card('IN_APPROVAL'), 'APPROVED', ALL)).toEqual({
      ok: false,
      reason: BOARD_MSG.approvedByApprover,
    });
    expect(boardMove(card('APPROVED'), 'CONCLUDED', ALL)).toEqual({
      ok: false,
      reason: BOARD_MSG.concludedByOrder,
    });
    expect(boardMove(card('DRAFT', true), 'IN_APPROVAL', ALL)).toEqual({
      ok: false,
      reason: 'Uma negociação bloqueada volta para Rascunho ao ser desbloqueada: solte-a nessa coluna',
    });
    expect(boardMove(card('DRAFT'), 'IN_APPROVAL', { send: false, block: true })).toEqual({
      ok: false,
      reason: BOARD_MSG.noSend,
    });
    expect(boardMove(card('DRAFT'), 'BLOCKED', { send: true, block: false })).toEqual({
      ok: false,
      reason: BOARD_MSG.noBlock,
    });
  });
});
