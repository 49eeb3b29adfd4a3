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

  // The login image: public, streamed through with its status.
  app.get('/files/settings/login-image', (req, reply) =>
    relay('GET', '/services/settings/login-image', req, reply, { auth: false }),
  );

  // A list export (XLSX, CSV, PDF): the query string is the list's, plus format and columns.
  app.get<{ Params: { list: string } }>('/files/exports/:list', async (req, reply) => {
    const target = EXPORTS[req.params.list];
    if (!target)
      return reply
        .status(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    return relay('GET', target + queryOf(req.url), req, reply);
  });

  // Downloads: a stored file by its server-generated name or by id, a user's photo.
  app.get<{ Params: { path: string } }>('/files/download/:path', (req, reply) =>
    relay('GET', `/services/files/download/${enc(req.params.path)}`, req, reply),
  );
  app.get<{ Params: { id: string } }>('/files/users/:id/image', (req, reply) =>
    relay('GET', `/services/users/${enc(req.params.id)}/image`, req, reply),
  );
  // The customer report (XLSX 'Relatório Clientes m/yyyy'): the query string is the report's filters.
  app.get('/files/customers/report', (req, reply) =>
    relay('GET', `/services/customers/report/download${queryOf(req.url)}`, req, reply),
  );
  // The price table report (XLSX 'Tabela de Preço m/yyyy'): the query string is the report's filters.
  app.get('/files/price-tables/report', (req, reply) =>
    relay('GET', `/services/pricing/report${queryOf(req.url)}`, req, reply),
  );
  // The import kit: a job's error report, a kind's blank model (its kind as the schema names it).
  const notFound = (reply: FastifyReply) =>
    reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  app.get<{ Params: { kind: string; id: string } }>('/files/imports/:kind/jobs/:id/errors', (req, reply) => {
    const base = importPath(req.params.kind);
    return base ? relay('GET', `${base}/jobs/${enc(req.params.id)}/errors`, req, reply) : notFound(reply);
  });
  app.get<{ Params: { kind: string } }>('/files/imports/:kind/template', (req, reply) => {
    const base = importPath(req.params.kind);
    return base ? relay('GET', `${base}/template`, req, reply) : notFound(reply);
  });
  // A product release's document (the services answer its POST) and its order group's files.
  app.get<{ Params: { id: string } }>('/files/product-releases/:id/pdf', (req, reply) =>
    relay('POST', `/services/product-releases/${enc(req.params.id)}/pdf`, req, reply),
  );
  // A negotiation's document, and the logs report of the deals a list selects (its query string);
  // the services answer their POSTs.
  app.get<{ Params: { id: string } }>('/files/negotiations/:id/pdf', (req, reply) =>
    relay('POST', `/services/negotiations/${enc(req.params.id)}/pdf`, req, reply),
  );
  app.get('/files/negotiations/logs-report', (req, reply) =>
    relay('POST', `/services/negotiations/logs-report${queryOf(req.url)}`, req, reply),
  );
  // A representative's documents: his contract, a distrato again, the zip of his distratos' documents.
  app.get<{ Params: { id: string } }>('/files/representatives/contracts/:id/pdf', (req, reply) =>
    relay('POST', `/services/representatives/contracts/${enc(req.params.id)}/download`, req, reply),
  );
  app.get<{ Params: { id: string; distratoId: string } }>(
    '/files/representatives/:id/distratos/:distratoId/pdf',
    (req, reply) =>
      relay(
        'POST',
        `/services/representatives/${enc(req.params.id)}/distratos/${enc(req.params.distratoId)}/download`,
        req,
        reply,
      ),
  );
  app.get<{ Params: { id: string } }>('/files/representatives/:id/distratos/zip', (req, reply) =>
    relay('GET', `/services/representatives/${enc(req.params.id)}/distratos/zip`, req, reply),
  );
  // His commissions of a month as XLSX (month in the query string).
  app.get<{ Params: { id: string } }>('/files/representatives/:id/commissions', (req, reply) =>
    relay(
      'GET',
      `/services/representatives/${enc(req.params.id)}/commissions/export${queryOf(req.url)}`,
      req,
      reply,
    ),
  );
  // Neogrid's purchase orders of a customer in a period (customerId, from, to in the query string).
  app.get('/files/neogrid/download', (req, reply) =>
    relay('POST', `/services/neogrid/download${queryOf(req.url)}`, req, reply),
  );
  app.get<{ Params: { id: string; fileId: string } }>(
    '/files/product-releases/:id/files/:fileId',
    (req, reply) =>
      relay(
        'GET',
        `/services/product-releases/${enc(req.params.id)}/files/${enc(req.params.fileId)}`,
        req,
        reply,
      ),
  );
  app.get<{ Params: { id: string } }>('/files/vpc-requests/:id/file', (req, reply) =>
    relay('GET', `/services/vpc-requests/${enc(req.params.id)}/file`, req, reply),
  );
  app.get<{ Params: { id: string; documentId: string } }>(
    '/files/fans/:id/documents/:documentId',
    (req, reply) =>
      relay(
        'GET',
        `/services/fans/${enc(req.params.id)}/documents/${enc(req.params.documentId)}/file`,
        req,
        reply,
      ),
  );
  app.get<{ Params: { id: string } }>('/files/customers/documents/:id', (req, reply) =>
    relay('GET', `/services/customers/documents/${enc(req.params.id)}/file`, req, reply),
  );
  app.get<{ Params: { id: string } }>('/files/:id', (req, reply) =>
    relay('GET', `/services/files/${enc(req.params.id)}`, req, reply),
  );
  // The BI report page of the simulated adapter; its own token (in the query) is its key.
  app.get<{ Params: { report: string } }>('/files/reports/embed/:report', (req, reply) =>
    relay('GET', `/services/reports/embed/${enc(req.params.report)}${queryOf(req.url)}`, req, reply, {
      auth: false,
    }),
  );

  // Uploads: multipart bodies are left unparsed here and piped to the services as they arrive.
  void app.register(async (uploads) => {
    uploads.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
    uploads.post('/files/upload', (req, reply) => relay('POST', '/services/files/upload', req, reply));
    uploads.post('/files/upload-many', (req, reply) =>
      relay('POST', '/services/files/upload-many', req, reply),
    );
    uploads.post('/files/settings/login-image', (req, reply) =>
      relay('POST', '/services/settings/login-image', req, reply),
    );
    uploads.post<{ Params: { id: string } }>('/files/customers/:id/documents', (req, reply) =>
      relay('POST', `/services/customers/${enc(req.params.id)}/documents`, req, reply),
    );
    uploads.post<{ Params: { kind: string } }>('/files/imports/:kind', (req, reply) => {
      const base = importPath(req.params.kind);
      return base ? relay('POST', base, req, reply) : notFound(reply);
    });
    uploads.post<{ Params: { id: string } }>('/files/product-releases/:id/files', (req, reply) =>
      relay('POST', `/services/product-releases/${enc(req.params.id)}/files`, req, reply),
    );
    uploads.post<{ Params: { id: string } }>('/files/vpc-requests/:id/file', (req, reply) =>
      relay('POST', `/services/vpc-requests/${enc(req.params.id)}/file`, req, reply),
    );
    uploads.post<{ Params: { id: string } }>('/files/users/:id/image', (req, reply) =>
      relay('POST', `/services/users/${enc(req.params.id)}/image`, req, reply),
    );
  });

  // A distrato is made by a POST whose answer is its document (Distrato.pdf): its JSON body goes up
  // unparsed, as an upload does.
  void app.register(async (posts) => {
    posts.removeAllContentTypeParsers();
    posts.addContentTypeParser('*', (_req, _payload, done) => done(null));
    posts.post<{ Params: { id: string } }>('/files/representatives/:id/distrato', (req, reply) =>
      relay('POST', `/services/representatives/${enc(req.params.id)}/distrato`, req, reply),
    );
  });
}
