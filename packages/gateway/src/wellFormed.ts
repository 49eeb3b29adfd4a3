import type { FastifyInstance } from 'fastify';
import { MSG } from '@balcao/schema';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Whether every text in a request's values is well-formed UTF-16 (no lone surrogate). */
function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isWellFormed(value);
  if (depth > 32 || value === null || typeof value !== 'object') return true;
  const record = value as Record<string, unknown>;
  for (const k in record)
    if (Object.hasOwn(record, k) && !(isWellFormed(k) && wellFormed(record[k], depth + 1))) return false;
  return true;
}

/** A GET's variables and extensions arrive as JSON in the query string: their texts once parsed. */
function parsedQueryWellFormed(query: unknown): boolean {
  if (!query || typeof query !== 'object') return true;
  return (['variables', 'extensions'] as const).every((key) => {
    const raw = (query as Record<string, unknown>)[key];
    if (typeof raw !== 'string') return true;
    try {
      return wellFormed(JSON.parse(raw) as unknown);
    } catch {
      return true; // not JSON: the GraphQL server refuses it with its own 400
    }
  });
}

/**
 * A text with a lone surrogate (valid JSON, `"\ud800"`) can be neither sent on to the services nor
 * stored: refused as the client's mistake before any resolver runs.
 */
export function registerWellFormedGuard(app: FastifyInstance) {
  // A callback hook: an async one makes a promise per request for nothing.
  app.addHook('preValidation', (req, reply, done) => {
    if (wellFormed(req.body) && wellFormed(req.query) && parsedQueryWellFormed(req.query)) return done();
    reply.status(400).send({ statusCode: 400, code: 'BAD_REQUEST', message: MSG.badRequest });
  });
}
