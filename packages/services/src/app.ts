import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { hash } from '@node-rs/argon2';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/db.js';
import { authPlugin } from './auth/auth.plugin.js';
import { createTokens } from './auth/tokens.js';
import { registerErrorHandler } from './errors.js';
import { accessesRoutes } from './domains/accesses/accesses.routes.js';
import { authRoutes } from './domains/auth/auth.routes.js';
import { formCacheRoutes } from './domains/formCache/formCache.routes.js';
import { historyRoutes } from './domains/history/history.routes.js';
import { profilesRoutes } from './domains/profiles/profiles.routes.js';
import { usersRoutes } from './domains/users/users.routes.js';

export { openDb, type Db } from './db/db.js';
export { migrate } from './db/migrate.js';
export { seedDemo, DEMO_PASSWORD } from './seed/seed.js';

export type AppOptions = { db: Db; jwtSecret: string; tokenTtlSeconds?: number; logger?: boolean | object };

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: true,
    // Credentials and tokens never reach the logs.
    ...(opts.logger
      ? {
          logger: {
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
            redact: ['req.headers.authorization', 'body.password'],
          },
        }
      : {}),
  });
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

  const tokens = createTokens(opts.jwtSecret, opts.tokenTtlSeconds ?? 8 * 3600);
  await app.register(authPlugin, { db: opts.db, tokens });

  const dummyHash = await hash('not-a-password');
  await app.register(
    async (services) => {
      await services.register(authRoutes, { db: opts.db, tokens, dummyHash });
      await services.register(accessesRoutes, { db: opts.db });
      await services.register(usersRoutes, { db: opts.db });
      await services.register(profilesRoutes, { db: opts.db });
      await services.register(historyRoutes, { db: opts.db });
      await services.register(formCacheRoutes, { db: opts.db });
      services.get(
        '/settings/login-image',
        { config: { public: true }, schema: { hide: true } },
        async (_req, reply) =>
          reply
            .status(404)
            .send({ statusCode: 404, code: 'NOT_FOUND', message: 'Nenhuma imagem de login configurada' }),
      );
      services.get('/docs/json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    },
    { prefix: '/services' },
  );

  app.get('/healthz', { config: { public: true }, schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { public: true }, schema: { hide: true } }, async (_req, reply) => {
    try {
      await opts.db.query('select 1');
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  return app;
}
