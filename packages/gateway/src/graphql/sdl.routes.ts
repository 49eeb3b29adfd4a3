import type { FastifyInstance } from 'fastify';
import { GraphQLError, printSchema, type GraphQLSchema } from 'graphql';
import { MSG } from '@balcao/schema';
import { bearer } from '../context.js';
import type { HttpPool } from '../upstream/http.js';
import { createUpstream } from '../upstream/index.js';

/** Where another internal tool reads the schema it calls, as SDL. */
export const SDL_PATH = '/graphql/schema.graphql';

/**
 * The schema as SDL for a signed-in caller, as introspection gives it to him (introspection.ts):
 * another tool generates its types from it without holding a development build. Who the caller is,
 * the services say (his session must be valid there); an anonymous caller gets 401.
 */
export function registerSdlRoute(app: FastifyInstance, schema: GraphQLSchema, http: HttpPool) {
  const sdl = printSchema(schema);
  app.get(SDL_PATH, async (req, reply) => {
    const token = bearer(req.headers.authorization);
    const refuse = (statusCode: number, code: string, message: string) =>
      reply.status(statusCode).send({ statusCode, code, message });
    if (!token) return refuse(401, 'UNAUTHENTICATED', MSG.sessionExpired);
    try {
      await createUpstream(http.forClient(req.ip), token).auth.me();
    } catch (e) {
      const code = e instanceof GraphQLError ? String(e.extensions.code) : 'UPSTREAM_UNAVAILABLE';
      if (code === 'UNAUTHENTICATED') return refuse(401, code, e instanceof Error ? e.message : '');
      return refuse(503, code, e instanceof Error ? e.message : '');
    }
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(sdl);
  });
}
