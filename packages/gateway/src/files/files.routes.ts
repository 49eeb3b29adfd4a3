import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Http } from '../upstream/http.js';

/** The lists that can be exported, and the services path of each one's export. */
const EXPORTS: Record<string, string> = {
  users: '/services/users/export',
};

const PASSED_HEADERS = ['content-type', 'content-disposition', 'content-length', 'cache-control'];

/**
 * File routes beside GraphQL: bodies are streamed from the services as they come, never held whole,
 * and the caller's Authorization header is passed on for the services to check.
 */
export function registerFileRoutes(app: FastifyInstance, http: Http) {
  const stream = async (path: string, authorization: string | undefined, reply: FastifyReply) => {
    const res = await http.pool.request({
      method: 'GET',
      path,
      headers: authorization ? { authorization } : {},
    });
    reply.status(res.statusCode);
    for (const h of PASSED_HEADERS) {
      const v = res.headers[h];
      if (v) reply.header(h, String(v));
    }
    return reply.send(res.body);
  };

  // The login image: public, streamed through with its status.
  app.get('/files/settings/login-image', (_req, reply) =>
    stream('/services/settings/login-image', undefined, reply),
  );

  // A list export (XLSX, CSV, PDF): the query string is the list's, plus format and columns.
  app.get<{ Params: { list: string } }>('/files/exports/:list', async (req, reply) => {
    const target = EXPORTS[req.params.list];
    if (!target)
      return reply
        .status(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    if (!req.headers.authorization)
      return reply.status(401).send({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Não autenticado' });
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return stream(target + query, req.headers.authorization, reply);
  });
}
