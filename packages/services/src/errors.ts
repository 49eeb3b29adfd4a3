import type { FastifyError, FastifyInstance } from 'fastify';
import { MSG } from '@balcao/schema';

export type FieldError = { field: string; messages: string[] };

/** An error that becomes the REST error body `{ statusCode, code, message, details? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
    /** More of the body, e.g. the current record on a 409. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const validationFailed = (details: FieldError[]) =>
  new HttpError(400, 'VALIDATION_FAILED', MSG.formHasErrors, details);
export const notFound = (message = 'Registro não encontrado') => new HttpError(404, 'NOT_FOUND', message);
export const forbidden = (message: string = MSG.noPermission) => new HttpError(403, 'FORBIDDEN', message);
/** 409 on a stale write; `current` is the record as it is now, so the client can show what changed. */
export const conflict = (current?: unknown) =>
  new HttpError(409, 'CONFLICT', MSG.staleWrite, undefined, current === undefined ? undefined : { current });
/**
 * The one stale-save check of every write that two people may race on: 409 with the record as it is
 * stored when the client read another version (`read`, the updatedAt it was given; none skips it).
 */
export function assertFresh(read: string | null | undefined, current: { updatedAt: string | Date }) {
  if (read && new Date(read).getTime() !== new Date(current.updatedAt).getTime()) throw conflict(current);
}
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', MSG.sessionExpired);

const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form)/;

const CLIENT_ERRORS: Record<number, [string, string]> = {
  413: ['BODY_TOO_LARGE', MSG.bodyTooLarge],
  415: ['UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType],
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        statusCode: err.statusCode,
        code: err.code,
        message: err.message,
        details: err.details,
        ...err.extra,
      });
    }
    if ('validation' in err && err.validation) {
      const byField = new Map<string, string[]>();
      for (const v of err.validation) {
        const field =
          v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(v.params?.missingProperty ?? '');
        byField.set(field, [...(byField.get(field) ?? []), v.message ?? MSG.invalidValue]);
      }
      const details = [...byField].map(([field, messages]) => ({ field, messages }));
      return reply
        .status(400)
        .send({ statusCode: 400, code: 'VALIDATION_FAILED', message: MSG.formHasErrors, details });
    }
    // A value the database refuses (a reference to no record, a number out of its column's range,
    // a malformed date) is the caller's mistake, not the server's.
    const sqlState = (err as { code?: unknown }).code;
    if (typeof sqlState === 'string' && (sqlState === '23503' || /^22[0-9A-Z]{3}$/.test(sqlState)))
      return reply.status(400).send({ statusCode: 400, code: 'BAD_REQUEST', message: MSG.invalidValue });
    // Two writers raced for a value only one record may hold: the later one is told, not failed.
    if (sqlState === '23505')
      return reply.status(409).send({ statusCode: 409, code: 'CONFLICT', message: MSG.valueTaken });
    // A multipart body cut short or malformed (busboy's texts): the sender's fault.
    if (MALFORMED_MULTIPART.test(err.message))
      return reply.status(400).send({ statusCode: 400, code: 'BAD_REQUEST', message: MSG.badRequest });
    const status = 'statusCode' in err && err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    // Fastify's own refusals (a malformed body, a content type no route reads): our words, not its
    // codes and English texts.
    if (status < 500) {
      const [code, message] = CLIENT_ERRORS[status] ?? ['BAD_REQUEST', MSG.badRequest];
      return reply.status(status).send({ statusCode: status, code, message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ statusCode: 500, code: 'INTERNAL', message: MSG.internalServerErrorTranslated });
  });
  app.setNotFoundHandler((_req, reply) =>
    reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado' }),
  );
}
