import { MSG } from '@balcao/schema';

export type ErrorReaction =
  { kind: 'sessionExpired' } | { kind: 'toast'; message: string } | { kind: 'none' };

/**
 * spec/01 §8: what the app does with one GraphQL error code, in one place. `ownErrorText`: the
 * operation's screen shows its own failure text, so no toast here (session expiry still applies).
 */
export function describeError(
  code: string | undefined,
  message: string,
  hasToken: boolean,
  ownErrorText = false,
): ErrorReaction {
  const reaction = reactionTo(code, message, hasToken);
  return ownErrorText && reaction.kind === 'toast' ? { kind: 'none' } : reaction;
}

function reactionTo(code: string | undefined, message: string, hasToken: boolean): ErrorReaction {
  switch (code) {
    case 'UNAUTHENTICATED':
      return hasToken ? { kind: 'sessionExpired' } : { kind: 'none' };
    case 'INTERNAL_SERVER_ERROR':
      return { kind: 'toast', message: MSG.internalError };
    case 'VALIDATION_FAILED':
    case 'NOT_FOUND':
    case 'FORBIDDEN':
    case 'CONFLICT': // a stale write: the screen shows what changed (ui/form ConflictNotice)
      return { kind: 'none' };
    case 'UPSTREAM_UNAVAILABLE':
      return { kind: 'toast', message: message || MSG.serviceUnavailable };
    default:
      return {
        kind: 'toast',
        message: message === 'Internal server error' ? MSG.internalServerErrorTranslated : message,
      };
  }
}

/**
 * The code a user gives support for a failure (its request's trace id): only with the text that
 * asks him to contact the administrator, the internal error.
 */
export function supportCodeFor(message: string, traceId: unknown): string | undefined {
  return message === MSG.internalError && typeof traceId === 'string' ? traceId : undefined;
}

/**
 * A failure that is no GraphQL answer: a 500 from the server is the spec's internal error
 * ('Erro interno…'); no answer at all, or a proxy's 502/503/504, means the service is unavailable.
 */
export function describeTransportError(statusCode?: number): string {
  return statusCode !== undefined && statusCode >= 500 && ![502, 503, 504].includes(statusCode)
    ? MSG.internalError
    : MSG.serviceUnavailable;
}
