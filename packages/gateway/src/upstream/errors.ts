import { GraphQLError } from 'graphql';
import { MSG } from '@balcao/schema';

export type UpstreamErrorBody = {
  statusCode?: number;
  code?: string;
  message?: string;
  details?: { field: string; messages: string[] }[];
  /** On a 409: the record as it is now. */
  current?: unknown;
};

export const MASKED_MESSAGE = MSG.internalServerErrorTranslated;
export const UNAVAILABLE_MESSAGE = 'Serviço indisponível. Tente novamente em instantes.';
/** The services' codes for a dependency that failed or is not configured (502/503 on purpose). */
const DEPENDENCY_DOWN = /^[A-Z]+_(UNAVAILABLE|NOT_CONFIGURED)$/;

/**
 * The one mapping from an upstream REST error to a GraphQL error (ARCHITECTURE.md, Errors).
 * 429 is not in the architecture's table: it keeps its message under TOO_MANY_REQUESTS so the
 * sign-in screen can show the throttling text.
 */
export function mapUpstreamError(status: number, body: UpstreamErrorBody | null): GraphQLError {
  const message = body?.message ?? '';
  const err = (code: string, text: string, extra: Record<string, unknown> = {}) =>
    new GraphQLError(text, { extensions: { code, ...extra } });
  if (status === 400 && body?.code === 'VALIDATION_FAILED')
    return err('VALIDATION_FAILED', message || 'Formulário contém erros. Por favor revise as informações.', {
      fieldErrors: body.details ?? [],
    });
  if (status === 400 || status === 422) return err('BAD_USER_INPUT', message);
  if (status === 401) return err('UNAUTHENTICATED', message);
  if (status === 403) return err('FORBIDDEN', message);
  if (status === 404) return err('NOT_FOUND', message);
  if (status === 409)
    return err('CONFLICT', message, body?.current === undefined ? {} : { current: body.current });
  if (status === 429) return err('TOO_MANY_REQUESTS', message);
  // A dependency of the services (the ERP, the BI service) down: its pt-BR text and a stable code,
  // so that another tool tells an outage from a crash; `reason` names which ('ERP_UNAVAILABLE').
  if (status >= 502 && status <= 504 && body?.code && DEPENDENCY_DOWN.test(body.code))
    return err('UPSTREAM_UNAVAILABLE', message || UNAVAILABLE_MESSAGE, { reason: body.code });
  if (status >= 502 && status <= 504) return err('UPSTREAM_UNAVAILABLE', UNAVAILABLE_MESSAGE);
  if (status >= 500) return err('INTERNAL_SERVER_ERROR', MASKED_MESSAGE);
  return err('BAD_USER_INPUT', message);
}

export const unavailable = () =>
  new GraphQLError(UNAVAILABLE_MESSAGE, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
