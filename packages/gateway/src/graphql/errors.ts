import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { MSG } from '@balcao/schema';
import { activeTraceId } from '@balcao/schema/tracing';
import { MASKED_MESSAGE } from '../upstream/errors.js';

export type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * Unexpected errors (no code of ours) are logged and reach the client only as the masked text.
 * Every error carries its request's trace id (`extensions.traceId`): what a user reports to support.
 */
export function createFormatError(logger: FastifyBaseLogger): FormatError {
  return (formatted, error) => withTraceId(format(formatted, error));
  function format(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    const code = formatted.extensions?.code;
    if (code === 'INTERNAL_SERVER_ERROR' && formatted.message !== MASKED_MESSAGE) {
      logger.error({ err: error }, 'unexpected resolver error');
      return { message: MASKED_MESSAGE, extensions: { code } };
    }
    // Apollo's own refusal of a request that could come from a foreign form, in pt-BR.
    if (code === 'BAD_REQUEST' && formatted.message.includes('Cross-Site Request Forgery'))
      return { ...formatted, message: MSG.requestBlocked };
    return formatted;
  }
}

function withTraceId(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const traceId = activeTraceId();
  return traceId ? { ...formatted, extensions: { ...formatted.extensions, traceId } } : formatted;
}

/**
 * Execution errors as Apollo Server formats them (production: no stack traces): a code on every
 * error, INTERNAL_SERVER_ERROR when none was given, then `formatError`. Used where the gateway
 * answers without Apollo's pipeline (graphql/fastPath.ts).
 */
type ErrorLike = Error & { extensions?: Record<string, unknown>; toJSON(): GraphQLFormattedError };

/**
 * graphql-jit builds its errors from the CommonJS build of graphql, so they are GraphQL errors
 * that `instanceof` (ESM) does not recognise: they are told by their shape.
 */
const isGraphQLErrorLike = (e: unknown): e is ErrorLike =>
  e instanceof GraphQLError ||
  (e instanceof Error && typeof (e as Partial<ErrorLike>).toJSON === 'function' && 'extensions' in e);

export function formatExecutionErrors(errors: readonly unknown[], formatError: FormatError) {
  return errors.map((raw) => {
    const error: ErrorLike = isGraphQLErrorLike(raw)
      ? raw
      : new GraphQLError(raw instanceof Error ? raw.message : `Unexpected error value: ${String(raw)}`, {
          originalError: raw instanceof Error ? raw : undefined,
        });
    const extensions = { ...error.extensions, code: error.extensions?.code ?? 'INTERNAL_SERVER_ERROR' };
    try {
      return formatError({ ...error.toJSON(), extensions }, raw);
    } catch {
      return { message: MASKED_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    }
  });
}
