import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpPool } from '../upstream/http.js';
import { UNAVAILABLE_MESSAGE } from '../upstream/errors.js';
import { importPath } from '../upstream/imports.client.js';
import { RESOURCE_EXPORTS } from './resourceExports.js';

/** The lists that can be exported, and the services path of each one's export. */
const EXPORTS: Record<string, string> = {
  ...RESOURCE_EXPORTS,
  'budget-balances': '/services/budgets/balances/export',
  'vpc-costs': '/services/vpc-requests/costs/export',
  // The orders' downloads, always built in the background (orders, invoiced items, customers).
  'orders-download': '/services/orders/downloads/orders',
  'orders-invoices': '/services/orders/downloads/invoices',
  'orders-customers': '/services/orders/downloads/customers',
};

const PASSED_HEADERS = [
  'content-type',
  'x-distrato-id',
  'content-disposition',
  'content-length',
  'cache-control',
  'x-content-type-options',
];

const enc = encodeURIComponent;
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

const unauthenticated = (reply: FastifyReply) =>
  reply.status(401).send({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Não autenticado' });
const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado' });

/**
 * File routes beside GraphQL: bodies are streamed to and from the services as they come, never held
 * whole, and the caller's Authorization header is passed on for the services to check.
 */
export function registerFileRoutes(app: FastifyInstance, http: HttpPool) {
  /** Relays one call: the request body (an upload) piped up, the answer piped back with its status. */
  const relay = async (
    method: 'GET' | 'POST',
    path: string,
    req: FastifyRequest,
    reply: FastifyReply,
    opts: { auth: boolean } = { auth: true },
  ) => {
    const authorization = req.headers.authorization;
    if (opts.auth && !authorization) return unauthenticated(reply);
    const client = http.forClient(req.ip);
    const headers: Record<string, string> = {};
    if (authorization) headers.authorization = authorization;
    if (method === 'POST') {
      for (const h of ['content-type', 'content-length'] as const)
        if (req.headers[h]) headers[h] = String(req.headers[h]);
    }
    // The upload goes up through a stream of its own, so that a relay cut at its deadline ends that
    // stream, not the browser's request, which still gets its answer.
    const body = method === 'POST' ? new PassThrough() : undefined;
    if (body) {
      req.raw.pipe(body);
      req.raw.once('close', () => {
        if (!req.raw.complete) body.destroy();
      });
    }
    let relayed;
    try {
      relayed = await client.transfer({ method, path, headers, body });
    } catch (err) {
      body?.destroy();
      // The browser cancelled its upload: nobody is left to answer.
      if (req.raw.socket?.destroyed ?? true) return reply;
      req.log.error({ err, path }, 'file relay failed');
      // What is left of an unfinished upload is not read: the connection closes after the answer.
      if (body) reply.header('connection', 'close');
      return reply
        .status(503)
        .send({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    }
    const { res, done } = relayed;
    // The client's place in its share is kept while the answer streams out.
    reply.raw.once('close', done);
    reply.status(res.statusCode);
    for (const h of PASSED_HEADERS) {
      const v = res.headers[h];
      if (v) reply.header(h, String(v));
    }
    return reply.send(res.body);
  };

  /**
   * A route relayed to the services' `target`, whose `:params` are the route's own (each encoded);
   * with `query`, the caller's query string goes on with it; `auth: false` for a public one.
   */
  const to =
    (method: 'GET' | 'POST', target: string, opts: { query?: boolean; auth?: boolean } = {}) =>
    (req: FastifyRequest, reply: FastifyReply) => {
      const params = req.params as Record<string, string>;
      const path = target.replace(/:(\w+)/g, (_, name: string) => enc(params[name] ?? ''));
      return relay(method, opts.query ? path + queryOf(req.url) : path, req, reply, {
        auth: opts.auth ?? true,
      });
    };

  // The login image: public, streamed through with its status.
  app.get('/files/settings/login-image', to('GET', '/services/settings/login-image', { auth: false }));

  // A list export (XLSX, CSV, PDF): the query string is the list's, plus format and columns.
  app.get<{ Params: { list: string } }>('/files/exports/:list', async (req, reply) => {
    const target = EXPORTS[req.params.list];
    return target ? relay('GET', target + queryOf(req.url), req, reply) : notFound(reply);
  });

  // Downloads: a stored file by its server-generated name or by id, a user's photo.
  app.get('/files/download/:path', to('GET', '/services/files/download/:path'));
  app.get('/files/users/:id/image', to('GET', '/services/users/:id/image'));
  // The customer report (XLSX 'Relatório Clientes m/yyyy'): the query string is the report's filters.
  app.get('/files/customers/report', to('GET', '/services/customers/report/download', { query: true }));
  // The price table report (XLSX 'Tabela de Preço m/yyyy'): the query string is the report's filters.
  app.get('/files/price-tables/report', to('GET', '/services/pricing/report', { query: true }));
  // The import kit: a job's error report, a kind's blank model (its kind as the schema names it).
  app.get<{ Params: { kind: string; id: string } }>('/files/imports/:kind/jobs/:id/errors', (req, reply) => {
    const base = importPath(req.params.kind);
    return base ? relay('GET', `${base}/jobs/${enc(req.params.id)}/errors`, req, reply) : notFound(reply);
  });
  app.get<{ Params: { kind: string } }>('/files/imports/:kind/template', (req, reply) => {
    const base = importPath(req.params.kind);
    return base ? relay('GET', `${base}/template`, req, reply) : notFound(reply);
  });
  // A product release's document (the services answer its POST) and its order group's files.
  app.get('/files/product-releases/:id/pdf', to('POST', '/services/product-releases/:id/pdf'));
  // A negotiation's document, and the logs report of the deals a list selects (its query string);
  // the services answer their POSTs.
  app.get('/files/negotiations/:id/pdf', to('POST', '/services/negotiations/:id/pdf'));
  app.get(
    '/files/negotiations/logs-report',
    to('POST', '/services/negotiations/logs-report', { query: true }),
  );
  // A representative's documents: his contract, a distrato again, the zip of his distratos' documents.
  app.get(
    '/files/representatives/contracts/:id/pdf',
    to('POST', '/services/representatives/contracts/:id/download'),
  );
  app.get(
    '/files/representatives/:id/distratos/:distratoId/pdf',
    to('POST', '/services/representatives/:id/distratos/:distratoId/download'),
  );
  app.get(
    '/files/representatives/:id/distratos/zip',
    to('GET', '/services/representatives/:id/distratos/zip'),
  );
  // His commissions of a month as XLSX (month in the query string).
  app.get(
    '/files/representatives/:id/commissions',
    to('GET', '/services/representatives/:id/commissions/export', { query: true }),
  );
  // Neogrid's purchase orders of a customer in a period (customerId, from, to in the query string).
  app.get('/files/neogrid/download', to('POST', '/services/neogrid/download', { query: true }));
  app.get(
    '/files/product-releases/:id/files/:fileId',
    to('GET', '/services/product-releases/:id/files/:fileId'),
  );
  app.get('/files/vpc-requests/:id/file', to('GET', '/services/vpc-requests/:id/file'));
  app.get(
    '/files/fans/:id/documents/:documentId',
    to('GET', '/services/fans/:id/documents/:documentId/file'),
  );
  app.get('/files/customers/documents/:id', to('GET', '/services/customers/documents/:id/file'));
  app.get('/files/:id', to('GET', '/services/files/:id'));
  // The BI report page of the simulated adapter; its own token (in the query) is its key.
  app.get(
    '/files/reports/embed/:report',
    to('GET', '/services/reports/embed/:report', { query: true, auth: false }),
  );

  // Uploads: multipart bodies are left unparsed here and piped to the services as they arrive.
  void app.register(async (uploads) => {
    uploads.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
    uploads.post('/files/upload', to('POST', '/services/files/upload'));
    uploads.post('/files/upload-many', to('POST', '/services/files/upload-many'));
    uploads.post('/files/settings/login-image', to('POST', '/services/settings/login-image'));
    uploads.post('/files/customers/:id/documents', to('POST', '/services/customers/:id/documents'));
    uploads.post<{ Params: { kind: string } }>('/files/imports/:kind', (req, reply) => {
      const base = importPath(req.params.kind);
      return base ? relay('POST', base, req, reply) : notFound(reply);
    });
    uploads.post('/files/product-releases/:id/files', to('POST', '/services/product-releases/:id/files'));
    uploads.post('/files/vpc-requests/:id/file', to('POST', '/services/vpc-requests/:id/file'));
    uploads.post('/files/users/:id/image', to('POST', '/services/users/:id/image'));
  });

  // A distrato is made by a POST whose answer is its document (Distrato.pdf): its JSON body goes up
  // unparsed, as an upload does.
  void app.register(async (posts) => {
    posts.removeAllContentTypeParsers();
    posts.addContentTypeParser('*', (_req, _payload, done) => done(null));
    posts.post('/files/representatives/:id/distrato', to('POST', '/services/representatives/:id/distrato'));
  });
}
