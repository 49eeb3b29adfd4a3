import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import type { GatewayContext } from '../context.js';
import { formatExecutionErrors, type FormatError } from './errors.js';
import type { OperationCache } from './operations.js';
import type { PersistedDocuments } from './persisted.js';

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

type Body = { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };

/**
 * The gateway's hot path. A POST whose exact query text Apollo has already parsed, validated and
 * executed once, or which names by its hash alone (APQ) one of the web app's operations compiled at
 * start (persisted.ts), is run here straight from its compiled form: the same context, the same
 * compiled function and the same error formatting, without Apollo's per-request pipeline (hashing,
 * plugin hooks, request-context objects). Everything else (a first sighting, GET, batches, a hash
 * outside the manifest or sent with its text, request errors such as bad variables, an Accept
 * header to negotiate) returns false and goes through Apollo, which stays the one place that
 * decides on a new document.
 */
export function createFastPath(opts: {
  operations: OperationCache;
  persisted: PersistedDocuments;
  context: (req: FastifyRequest) => Promise<GatewayContext>;
  formatError: FormatError;
}) {
  const contentTypes = new Map<string, string | null>();
  const negotiate = (accept: string | undefined) => {
    if (!accept) return JSON_TYPE;
    let type = contentTypes.get(accept);
    if (type === undefined) {
      type = new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE]) ?? null;
      if (contentTypes.size < 100) contentTypes.set(accept, type);
    }
    return type;
  };

  const byText = (query: unknown, operationName: string | null | undefined) =>
    typeof query === 'string' ? opts.operations.get(query, operationName) : undefined;
  const byHash = (query: unknown, operationName: string | null | undefined, extensions: unknown) => {
    if (query !== undefined) return undefined;
    const found = opts.persisted.find(extensions);
    // Another operation name than the document's is Apollo's error to give.
    return operationName == null || operationName === found?.operationName ? found?.compiled : undefined;
  };

  const stats = { served: 0 };
  const handle = async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    if (req.method !== 'POST') return false;
    const body = req.body as Body | null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
    const { query, operationName, variables, extensions } = body;
    if (operationName != null && typeof operationName !== 'string') return false;
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return false;
    const compiled =
      extensions === undefined ? byText(query, operationName) : byHash(query, operationName, extensions);
    if (!compiled) return false;
    const type = negotiate(req.headers.accept);
    if (!type) return false;

    const result = await compiled.query(undefined, await opts.context(req), (variables ?? {}) as object);
    // No data at all means the request itself was refused (variables): Apollo answers those.
    if (!('data' in result) && result.errors) return false;
    const payload = result.errors
      ? { errors: formatExecutionErrors(result.errors, opts.formatError), data: result.data }
      : { data: result.data };
    reply.type(type).send(JSON.stringify(payload));
    stats.served++;
    return true;
  };
  return { handle, stats };
}
