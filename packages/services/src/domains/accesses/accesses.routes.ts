import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTIONS, MODULES, MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { loadProfileAccesses } from './accesses.repo.js';
import { inspect } from './inspector.js';

export const accessSchema = z.object({
  profileId: z.number(),
  module: z.string(),
  permissions: z.array(z.enum(ACTIONS)),
  exceptions: z.array(z.object({ name: z.string(), permission: z.enum(ACTIONS) })),
});

export const accessesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['accesses'];
  app.get('/accesses/me', {
    config: { allowExpired: true },
    schema: { tags, response: { 200: z.object({ global: z.boolean(), accesses: z.array(accessSchema) }) } },
    handler: async (req) => req.accessSet as never,
  });
  app.get('/accesses', {
    schema: { tags, response: { 200: z.array(z.object({ name: z.string(), label: z.string() })) } },
    config: { access: { module: 'CONTROLE_DE_PERFIL', action: 'VISUALIZAR' } },
    handler: async () => [...MODULES],
  });
  app.get('/accesses/profile/:profileId', {
    schema: {
      tags,
      params: z.object({ profileId: z.coerce.number().int() }),
      response: { 200: z.array(accessSchema) },
    },
    config: { access: { module: 'CONTROLE_DE_PERFIL', action: 'VISUALIZAR' } },
    handler: async (req) => (await loadProfileAccesses(db, req.params.profileId)) as never,
  });
  // The permission inspector: why a user may or may not act on a route or module.
  app.get('/accesses/inspect/:userId', {
    schema: {
      tags,
      params: z.object({ userId: z.coerce.number().int().positive() }),
      querystring: z
        .object({ route: z.string().max(200).optional(), module: z.string().max(100).optional() })
        .refine((q) => Boolean(q.route) !== Boolean(q.module), {
          message: MSG.inspectTargetRequired,
          path: ['route'],
        }),
    },
    config: { access: { module: 'INSPETOR_DE_PERMISSOES', action: 'VISUALIZAR' } },
    handler: async (req) => inspect(db, req.params.userId, req.query),
  });
};
