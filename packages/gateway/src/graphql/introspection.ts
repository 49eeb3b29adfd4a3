import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { bearer } from '../context.js';
import type { HttpPool } from '../upstream/http.js';
import { createUpstream } from '../upstream/index.js';

/** A field name cannot be escaped or split in GraphQL: these letters are how a document asks. */
const ASKS_SCHEMA = /__(schema|type)\b/;
export const asksForSchema = (query: string) => ASKS_SCHEMA.test(query);

export const INTROSPECTION_SIGNED_IN = 'A introspecção do esquema exige um usuário autenticado.';

const queryText = (req: FastifyRequest): string | null => {
  const from = req.method === 'GET' ? req.query : req.body;
  const query = from && typeof from === 'object' ? (from as { query?: unknown }).query : undefined;
  return typeof query === 'string' ? query : null;
};

/**
 * In production, introspection is for signed-in callers only (another internal tool generating its
 * types): a request that asks for the schema is answered only when the services accept its token.
 * Answers the refusal and returns true; false lets the request go on.
 */
export async function refuseAnonymousIntrospection(
  req: FastifyRequest,
  reply: FastifyReply,
  http: HttpPool,
): Promise<boolean> {
  const query = queryText(req);
  if (!query || !asksForSchema(query)) return false;
  const token = bearer(req.headers.authorization);
  let status = 401;
  let code = 'UNAUTHENTICATED';
  if (token) {
    try {
      await createUpstream(http.forClient(req.ip), token).auth.me();
      return false;
    } catch (e) {
      code = e instanceof GraphQLError ? String(e.extensions.code) : 'UPSTREAM_UNAVAILABLE';
      if (code !== 'UNAUTHENTICATED') status = 503;
    }
  }
  await reply.status(status).send({ errors: [{ message: INTROSPECTION_SIGNED_IN, extensions: { code } }] });
  return true;
}
