import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { ValidationRule } from 'graphql';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import { addressResolver, trustFunction, type TrustProxy } from './clientAddress.js';
import { bearer, type GatewayContext } from './context.js';
import { answerClientError, registerErrorTexts, registerSecurityHeaders } from './securityHeaders.js';
import { armorProtection, createApollo, MAX_TOKENS } from './graphql/apollo.js';
import { createFormatError } from './graphql/errors.js';
import { createFastPath } from './graphql/fastPath.js';
import { OperationCache } from './graphql/operations.js';
import { PersistedDocuments } from './graphql/persisted.js';
import { registerWellFormedGuard } from './wellFormed.js';
import { buildSchema } from './graphql/schema.js';
import { registerFileRoutes } from './files/files.routes.js';
import { registerSdlRoute } from './graphql/sdl.routes.js';
import { refuseAnonymousIntrospection } from './graphql/introspection.js';
import { attachWebSocket } from './graphql/ws.js';
import { createHttp } from './upstream/http.js';
import { createUpstream } from './upstream/index.js';
import { createUpstreamSockets } from './realtime/upstreamSockets.js';
import { createGatewayMetrics } from './metrics.js';
import { createShutdown, type Shutdown } from '@balcao/schema/shutdown';
import { OneLinePerRequest, traceLogMixin, traceRequests } from '@balcao/schema/tracing';

export type GatewayOptions = {
  upstreamUrl: string;
  webDist?: string;
  production?: boolean;
  upstreamTimeoutMs?: number;
  /** How long an upload relayed to the services may take. */
  uploadTimeoutMs?: number;
  /** How many upstream calls one client (session, else address) may have in flight. */
  upstreamPerClient?: number;
  /** How many upstream calls one address may have in flight, whatever their sessions. */
  upstreamPerAddress?: number;
  /** Proxies in front of the gateway trusted to tell the client address (TRUST_PROXY). */
  trustProxy?: TrustProxy;
  /** Origins a report may be embedded from, beside the app's own (CSP_FRAME_SRC). */
  frameSources?: string[];
  /** Shared with the services, which then take the client address this gateway sends (GATEWAY_KEY). */
  gatewayKey?: string;
  /** A scraper's bearer token for /metrics (METRICS_TOKEN); without one, callers on this host only. */
  metricsToken?: string;
  logger?: boolean | object;
};

// Module augmentation only merges with interfaces.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The graceful stop SIGTERM starts (server.ts). */
    shutdown: Shutdown;
  }
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildGateway(opts: GatewayOptions): Promise<FastifyInstance> {
  const production = opts.production ?? process.env.NODE_ENV === 'production';
  const app = Fastify({
    // Every line says its request's trace (the browser's, continued).
    logger: opts.logger
      ? {
          ...(typeof opts.logger === 'object' ? opts.logger : {}),
          redact: ['req.headers.authorization'],
          mixin: traceLogMixin,
        }
      : false,
    trustProxy: trustFunction(opts.trustProxy ?? false),
    clientErrorHandler: answerClientError,
    logController: new OneLinePerRequest(),
  });
  traceRequests(app, 'balcao-gateway');
  const metrics = createGatewayMetrics();
  metrics.register(app, opts.metricsToken);
  const http = createHttp({
    baseUrl: opts.upstreamUrl,
    timeoutMs: opts.upstreamTimeoutMs,
    uploadTimeoutMs: opts.uploadTimeoutMs,
    perClient: opts.upstreamPerClient,
    perAddress: opts.upstreamPerAddress,
    gatewayKey: opts.gatewayKey,
    logger: app.log,
    onCall: metrics.upstreamCall,
  });
  metrics.sources.upstreamConnections = http.connections;
  app.addHook('onClose', () => http.close());
  await registerSecurityHeaders(app, opts.frameSources);
  registerErrorTexts(app);
  await registerCompression(app);
  registerWellFormedGuard(app);

  const schema = buildSchema();
  const operations = new OperationCache(schema);
  const validationRules = armorProtection().validationRules as ValidationRule[];
  const persisted = new PersistedDocuments(schema, { validationRules, maxTokens: MAX_TOKENS });
  const formatError = createFormatError(app.log);
  const apollo = createApollo(schema, {
    production,
    logger: app.log,
    operations,
    persisted,
    formatError,
    plugins: [fastifyApolloDrainPlugin(app)],
  });
  await apollo.start();
  const context = async (req: FastifyRequest): Promise<GatewayContext> => {
    const token = bearer(req.headers.authorization);
    return { token, upstream: createUpstream(http.forClient(req.ip), token) };
  };
  const apolloHandler = fastifyApolloHandler<GatewayContext>(apollo, { context });
  // In production, operations Apollo has already validated run on the fast path (graphql/fastPath.ts);
  // in development every request goes through Apollo, with stack traces in errors.
  const fast = production ? createFastPath({ operations, persisted, context, formatError }) : null;
  app.decorate('graphqlFastPath', fast?.stats ?? null);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // A document the limits refuse while parsing (too many tokens) is the client's error, as every
    // other limit is: Apollo answers it 500, its parser's error coming from graphql's other build.
    onSend: (_req, reply, payload, done) => {
      if (
        reply.statusCode === 500 &&
        typeof payload === 'string' &&
        payload.includes('"GRAPHQL_VALIDATION_FAILED"') &&
        !payload.includes('"INTERNAL_SERVER_ERROR"')
      )
        reply.code(400);
      done(null, payload);
    },
    handler: async function (req, reply) {
      if (production && (await refuseAnonymousIntrospection(req, reply, http))) return reply;
      if (fast && (await fast.handle(req, reply))) return reply;
      return apolloHandler.call(this, req as never, reply as never);
    },
  });
  const sockets = createUpstreamSockets(opts.upstreamUrl, { gatewayKey: opts.gatewayKey });
  app.decorate('upstreamSockets', sockets);
  const wss = attachWebSocket(app, schema, http, addressResolver(opts.trustProxy ?? false), {
    production,
    sockets,
  });
  metrics.sources.sockets = () => wss.clients.size;

  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready only while the services answer and no shutdown has begun: a balancer or supervisor then
  // stops sending users here.
  const shutdown = createShutdown(() => app.close());
  app.decorate('shutdown', shutdown);
  app.get('/readyz', async (_req, reply) => {
    if (shutdown.draining()) return reply.status(503).send({ status: 'draining' });
    return (await http.ready()) ? { status: 'ok' } : reply.status(503).send({ status: 'unavailable' });
  });

  registerFileRoutes(app, http);
  registerSdlRoute(app, schema, http);

  const webDist = path.resolve(opts.webDist ?? defaultWebDist);
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // The build writes each asset's .br and .gz beside it (vite.config.ts): sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) =>
        res.setHeader(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
    // SPA fallback: any other page a browser asks for is the app's index.
    app.setNotFoundHandler((req, reply) => {
      if (req.method === 'GET' && req.headers.accept?.includes('text/html'))
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return reply
        .status(404)
        .send({ statusCode: 404, code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    });
  } else {
    app.get('/', async () => 'Balcão gateway: the web app is not built (pnpm --filter @balcao/web build).');
  }
  return app;
}

/**
 * Answers above 1 KB go out compressed (brotli or gzip, as the browser accepts): GraphQL answers and
 * pages; built assets come precompressed. Files pass through as the services send them (their length
 * drives the download's progress), and request bodies are never inflated here.
 */
async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress = false;
    if (route.url.startsWith('/files/')) route.compress = false;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
