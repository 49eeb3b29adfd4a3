import helmet from '@fastify/helmet';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { MSG } from '@balcao/schema';

/**
 * Security headers on every answer (the app, GraphQL, files): a Content-Security-Policy under which
 * no inline or foreign script runs, framing only by the app itself, nosniff and a same-origin
 * referrer. `frameSources` (CSP_FRAME_SRC) are the origins a report may be embedded from, beside
 * the app's own (the simulated BI page).
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameSources: string[] = []) {
  const headers = Object.entries(await helmetHeaders(frameSources));
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets, worked out once: @fastify/helmet builds helmet's middleware anew for
 * every request (its directives parsed again each time), and the headers never change (no nonces).
 */
async function helmetHeaders(frameSources: string[]) {
  const probe = Fastify();
  await probe.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Blueprint and the charts position popovers and tooltips with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...frameSources],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'same-origin' },
    // The app loads nothing cross-origin that would need these relaxed, nor anything that needs them set.
    crossOriginEmbedderPolicy: false,
  });
  probe.get('/', async (_req, reply) => reply.raw.getHeaders());
  const headers = (await probe.inject('/')).json<Record<string, string>>();
  await probe.close();
  return headers;
}

/**
 * A request Node could not parse (headers too large, malformed): answered in pt-BR with the REST
 * error body, instead of Fastify's English one.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    statusCode: status,
    code: tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST',
    message: tooLarge ? MSG.headersTooLarge : MSG.badRequest,
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

const CLIENT_ERROR_TEXT: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MSG.unsupportedMediaType,
};

/** Public codes for Fastify's own, which name its internals. */
const CLIENT_ERROR_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The gateway's own refusals (body too large, malformed JSON…) in pt-BR, with the REST error body. */
export function registerErrorTexts(app: FastifyInstance) {
  app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) req.log.error({ err }, 'unhandled gateway error');
    return reply.status(status).send({
      statusCode: status,
      code: status === 500 ? 'INTERNAL' : (CLIENT_ERROR_CODE[err.code ?? ''] ?? 'BAD_REQUEST'),
      message:
        status === 500
          ? MSG.internalServerErrorTranslated
          : (CLIENT_ERROR_TEXT[err.code ?? ''] ?? MSG.badRequest),
    });
  });
}
