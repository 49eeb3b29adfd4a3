import { z } from 'zod';
import { MSG } from '@balcao/schema';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { hash } from '@node-rs/argon2';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/db.js';
import { authPlugin } from './auth/auth.plugin.js';
import { createTokens } from './auth/tokens.js';
import { registerErrorHandler } from './errors.js';
import { accessesRoutes } from './domains/accesses/accesses.routes.js';
import { authRoutes } from './domains/auth/auth.routes.js';
import { loginLockRoutes } from './domains/auth/loginLock.routes.js';
import { clientAddressPlugin } from './auth/clientAddress.js';
import { inputGuard } from './lib/inputGuard.js';
import { formCacheRoutes } from './domains/formCache/formCache.routes.js';
import { historyRoutes } from './domains/history/history.routes.js';
import { filesPlugin } from './files/files.plugin.js';
import { createFileStore, type FileStoreOptions } from './files/files.store.js';
import { createImportRunner } from './imports/imports.run.js';
import { createExportJobs, DEFAULT_BACKGROUND_ABOVE } from './lib/exportJobs.js';
import type { BiAdapter } from './bi/bi.adapter.js';
import { workflowsPlugin, type WorkflowOptions } from './domains/workflows/workflows.plugin.js';
import { notifyUser } from './domains/notifications/notifyUser.js';
import type { WorkflowNotification } from './domains/workflows/notifier.js';
import { messagesRoutes } from './domains/messages/messages.routes.js';
import { previewPaneRoutes } from './domains/messages/previewPane.routes.js';
import { countUnread, countUnreadMany } from './domains/messages/messages.repo.js';
import { notificationsRoutes } from './domains/notifications/notifications.routes.js';
import { countVisible } from './domains/notifications/notifications.repo.js';
import { startSnoozeScheduler } from './domains/notifications/snoozeScheduler.js';
import { createMailer } from './realtime/mailer.js';
import { createRealtime } from './realtime/realtime.js';
import { gridViewsRoutes } from './domains/users/gridViews.routes.js';
import { erpRoutes } from './domains/erp/erp.routes.js';
import { commissionRoutes } from './domains/representatives/commissions.routes.js';
import type { CommissionRuler } from './ruler/ruler.adapter.js';
import type { ErpAdapter } from './erp/erp.adapter.js';
import type { NeogridAdapter } from './neogrid/neogrid.adapter.js';
import { neogridRoutes } from './neogrid/neogrid.routes.js';
import { customersPlugin } from './domains/customers/customers.plugin.js';
import { KIT_AREAS } from './kit/areas.js';
import { searchRoutes } from './domains/search/search.routes.js';
import { pricingRoutes } from './domains/pricing/pricing.routes.js';
import { salesDashboardRoutes } from './domains/financial/salesDashboard.js';
import { resourceRoutes } from './kit/routes.js';
import { registerMetrics } from './metrics.js';
import { createShutdown, type Shutdown } from '@balcao/schema/shutdown';
import { OneLinePerRequest, traceLogMixin, traceRequests } from '@balcao/schema/tracing';

export { openDb, type Db } from './db/db.js';
export { migrate } from './db/migrate.js';
export { seedDemo, DEMO_PASSWORD } from './seed/seed.js';

export { biFromEnv, type BiAdapter } from './bi/bi.adapter.js';
export { erpFromEnv } from './erp/erp.env.js';
export { simulatedErp } from './erp/erp.simulated.js';
export { neogridFromEnv } from './neogrid/neogrid.env.js';
export { rulerFromEnv } from './ruler/ruler.env.js';
export type { ErpAdapter } from './erp/erp.adapter.js';
export { DEFAULT_MAX_BYTES } from './files/files.store.js';
export { notifyUser, type NotifyDeps, type NotifyInput } from './domains/notifications/notifyUser.js';

export type AppOptions = {
  db: Db;
  jwtSecret: string;
  tokenTtlSeconds?: number;
  logger?: boolean | object;
  /** Where uploaded files live and how big one may be. */
  files: FileStoreOptions;
  /** The BI service; without one the report token answers 'not configured'. */
  bi?: BiAdapter | null;
  /** The workflow engine's notifier, clock and escalation interval. */
  workflows?: Omit<WorkflowOptions, 'db'>;
  /** socket.io Redis adapter (several services instances share rooms). */
  redisUrl?: string;
  /** The prefix of its channels (REDIS_KEY), for products or test runs that share one Redis. */
  redisKey?: string;
  /** Without it mail is only recorded in the outbox. */
  smtpUrl?: string;
  /** A minute's length for snoozes; shortened only by tests (SNOOZE_MINUTE_MS). */
  snoozeMinuteMs?: number;
  snoozePollMs?: number;
  /** Exports selecting more rows than this are built in the background (EXPORT_BACKGROUND_ABOVE). */
  exportBackgroundAbove?: number;
  /** A pending background export older than this whose node stopped is failed (tests shorten it). */
  exportOrphanAfterMs?: number;
  /** Shared with the gateway (GATEWAY_KEY): the client address it sends counts only with this key. */
  gatewayKey?: string;
  /** The ERP (TOTVS); without one its lookups answer 'Erro ao consultar Api do Totvs'. */
  erp?: ErpAdapter | null;
  /** Neogrid's EDI; without it its download answers 'Erro ao consultar neogrid'. */
  neogrid?: NeogridAdapter | null;
  /** The commission ruler's service; without it commissions answer 'Erro de integração'. */
  ruler?: CommissionRuler | null;
  /** A scraper's bearer token for /metrics (METRICS_TOKEN); without one, callers on this host only. */
  metricsToken?: string;
  /** Told every route as it is registered, its config included (the authorization matrix reads them). */
  onRoute?: (route: RouteOptions) => void;
};

// Module augmentation only merges with interfaces.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The graceful stop SIGTERM starts (server.ts): its sockets are told to reconnect as it closes. */
    shutdown: Shutdown;
  }
}

// Validation texts a user may read (a field's details in VALIDATION_FAILED) in pt-BR, where a
// schema names none of its own.
z.config(z.locales.ptBR());

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new OneLinePerRequest(),
    // X-Forwarded-For is never trusted: the gateway vouches for the client address with its key.
    trustProxy: false,
    // The router's own refusals (a malformed or overlong path) in our words, not its codes.
    frameworkErrors: (_err, _req, reply) => {
      void (reply as FastifyReply)
        .status(400)
        .send({ statusCode: 400, code: 'BAD_REQUEST', message: MSG.badRequest });
    },
    // Credentials and tokens never reach the logs; every line says its request's trace.
    ...(opts.logger
      ? {
          logger: {
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
            redact: ['req.headers.authorization', 'body.password'],
            mixin: traceLogMixin,
          },
        }
      : {}),
  });
  traceRequests(app, 'balcao-services');
  const { onRoute } = opts;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // External plugins first: the OpenAPI document describes every route registered after it.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Balcão services', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(clientAddressPlugin, { gatewayKey: opts.gatewayKey });
  await app.register(inputGuard);
  const tokens = createTokens(opts.jwtSecret, opts.tokenTtlSeconds ?? 8 * 3600);
  await app.register(authPlugin, { db: opts.db, tokens });

  const realtime = await createRealtime(app.server, {
    db: opts.db,
    tokens,
    counters: {
      notification: (userId) => countVisible(opts.db, userId),
      messages: (userId) => countUnread(opts.db, userId),
      messagesMany: (userIds) => countUnreadMany(opts.db, userIds),
    },
    redisUrl: opts.redisUrl,
    redisKey: opts.redisKey,
    gatewayKey: opts.gatewayKey,
    log: app.log,
  });
  const mailer = createMailer(opts.db, opts.smtpUrl, { log: app.log });
  const minuteMs = opts.snoozeMinuteMs ?? 60_000;
  const snoozes = startSnoozeScheduler(
    opts.db,
    realtime,
    opts.snoozePollMs ?? Math.min(1000, minuteMs),
    app.log,
  );
  app.decorate('messaging', { db: opts.db, realtime, mailer });
  app.decorate('mailOutbox', mailer);
  registerMetrics(app, { db: opts.db, sockets: () => realtime.localSockets(), token: opts.metricsToken });
  // One file store for uploads and background exports alike.
  const store = createFileStore(opts.files);
  const exportJobs = createExportJobs({
    db: opts.db,
    store,
    notify: { db: opts.db, realtime, mailer },
    backgroundAbove: opts.exportBackgroundAbove ?? DEFAULT_BACKGROUND_ABOVE,
    orphanAfterMs: opts.exportOrphanAfterMs,
    log: app.log,
  });
  app.decorate('exportJobs', exportJobs);
  const imports = createImportRunner({ db: opts.db, store, realtime, log: app.log });
  app.addHook('preClose', async () => {
    await exportJobs.close();
    await imports.idle();
    await snoozes.stop();
    await mailer.stop();
    await realtime.close();
  });

  const dummyHash = await hash('not-a-password');
  // Record domains start and end workflow executions through the engine with the same notifier.
  const engine = {
    db: opts.db,
    now: opts.workflows?.now ?? (() => new Date()),
    notifier:
      opts.workflows?.notifier ??
      (async (userId: number, n: WorkflowNotification) => {
        await notifyUser({ db: opts.db, realtime, mailer }, { userId, type: 'TASK', ...n });
      }),
    onNotifyError: (err: unknown) => app.log.error({ err }, 'workflow notification failed'),
    erp: opts.erp ?? null,
    log: app.log,
  };
  await app.register(
    async (services) => {
      await services.register(authRoutes, { db: opts.db, tokens, dummyHash, realtime });
      await services.register(loginLockRoutes, { db: opts.db });
      await services.register(accessesRoutes, { db: opts.db });
      await services.register(historyRoutes, { db: opts.db });
      await services.register(formCacheRoutes, { db: opts.db });
      await services.register(filesPlugin, {
        db: opts.db,
        files: opts.files,
        store,
        bi: opts.bi ?? null,
        imports,
      });
      await services.register(workflowsPlugin, {
        db: opts.db,
        ...opts.workflows,
        erp: opts.erp ?? null,
        // Task assignments and escalations reach people through the notification service.
        notifier:
          opts.workflows?.notifier ??
          (async (userId, n) => {
            await notifyUser({ db: opts.db, realtime, mailer }, { userId, type: 'TASK', ...n });
          }),
      });
      await services.register(notificationsRoutes, { db: opts.db, realtime, mailer, minuteMs });
      await services.register(messagesRoutes, { db: opts.db, realtime });
      await services.register(previewPaneRoutes, { db: opts.db });
      await services.register(gridViewsRoutes, { db: opts.db });
      await services.register(erpRoutes, { erp: opts.erp ?? null, db: opts.db });
      await services.register(neogridRoutes, { neogrid: opts.neogrid ?? null, db: opts.db });
      await services.register(commissionRoutes, { db: opts.db, ruler: opts.ruler ?? null });
      await services.register(customersPlugin, { db: opts.db, store, engine });
      for (const area of KIT_AREAS)
        await services.register(resourceRoutes, {
          db: opts.db,
          engine,
          store,
          realtime,
          erp: opts.erp ?? null,
          area,
        });
      await services.register(searchRoutes, { db: opts.db });
      await services.register(pricingRoutes, { db: opts.db });
      await services.register(salesDashboardRoutes, { db: opts.db });
      // The API description is for signed-in callers (other internal tools), not for anyone.
      services.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/services' },
  );

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  const shutdown = createShutdown(() => app.close());
  app.decorate('shutdown', shutdown);
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    if (shutdown.draining()) return reply.status(503).send({ status: 'draining' });
    try {
      await opts.db.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  return app;
}
