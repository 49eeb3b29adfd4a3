import { describe, expect, it } from 'vitest';
import { OWN_ERROR_TEXT, showsOwnErrorText } from '../../lib/ownErrorText';
import { describeError, describeTransportError } from './describeError';

describe('describeError (spec/01 §8)', () => {
  it('a 500 without a GraphQL answer is the internal error, not an unavailable service', () => {
    expect(describeTransportError(500)).toBe(
      'Erro interno. Por favor, entre em contato com o administrador do sistema',
    );
    for (const status of [502, 503, 504, undefined])
      expect(describeTransportError(status)).toBe('Serviço indisponível. Tente novamente em instantes.');
  });
  it('ends the session on UNAUTHENTICATED only when a token exists', () => {
    expect(describeError('UNAUTHENTICATED', 'x', true)).toEqual({ kind: 'sessionExpired' });
    expect(describeError('UNAUTHENTICATED', 'x', false)).toEqual({ kind: 'none' });
  });
  it('shows the internal-error text for 500 and never toasts VALIDATION_FAILED, 404 or 403', () => {
    expect(describeError('INTERNAL_SERVER_ERROR', 'boom', true)).toEqual({
      kind: 'toast',
      message: 'Erro interno. Por favor, entre em contato com o administrador do sistema',
    });
    for (const code of ['VALIDATION_FAILED', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT'])
      expect(describeError(code, 'x', true).kind).toBe('none');
  });
  it('shows the server message otherwise, translating the generic English one', () => {
    expect(describeError('TOO_MANY_REQUESTS', 'Máximo de tentativas atingido', true)).toEqual({
      kind: 'toast',
      message: 'Máximo de tentativas atingido',
    });
    expect(describeError('BAD_USER_INPUT', 'Internal server error', true)).toEqual({
      kind: 'toast',
      message: 'Erro interno do servidor',
    });
  });
  it('shows no toast for an operation whose screen shows its own failure text, but still ends a dead session', () => {
    expect(describeError('BAD_USER_INPUT', 'Mensagem do servidor', true, true)).toEqual({ kind: 'none' });
    expect(describeError('INTERNAL_SERVER_ERROR', 'boom', true, true)).toEqual({ kind: 'none' });
    expect(describeError('UPSTREAM_UNAVAILABLE', 'fora', true, true)).toEqual({ kind: 'none' });
    expect(describeError('UNAUTHENTICATED', 'x', true, true)).toEqual({ kind: 'sessionExpired' });
  });
  it('reads the declaration from the operation context', () => {
    expect(showsOwnErrorText(OWN_ERROR_TEXT.context)).toBe(true);
    expect(showsOwnErrorText({})).toBe(false);
    expect(showsOwnErrorText({ ownErrorText: 'yes' })).toBe(false);
    expect(showsOwnErrorText(undefined)).toBe(false);
  });
});
