import { z } from 'zod';
import { can, NOTIFICATION_PROCESSES } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import type { Realtime } from '../../realtime/realtime.js';
import { notFound, validationFailed } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import * as repo from './configs.repo.js';
import { configChange, idParams } from './notifications.schemas.js';

const see = { access: { module: 'NOTIFICACOES', action: 'VISUALIZAR' as const } };
const ENTITY = 'notification_config';

/** The user's own notification configuration, one row per process (spec/01 §2). */
export const configRoutes: FastifyPluginAsyncZod<{ db: Db; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const tags = ['notifications'];
  // hideNotifications changes what the user sees: his badge follows.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.auth && reply.statusCode < 300)
      await realtime.pushNotificationCount(req.auth.userId).catch(() => undefined);
  });
  app.get('/notifications/configurations', {
    schema: { tags },
    config: see,
    handler: (req) => repo.listConfigs(db, req.auth.userId),
  });
  app.get('/notifications/processes', {
    schema: { tags },
    config: see,
    handler: (req) =>
      NOTIFICATION_PROCESSES.filter((p) => can(req.accessSet, p.module, 'VISUALIZAR')).map(
        ({ name, label }) => ({ name, label }),
      ),
  });
  app.post('/notifications/configurations', {
    schema: { tags, body: z.object({ accessesId: z.string().min(1).max(60) }) },
    config: see,
    handler: async (req, reply) => {
      const process = NOTIFICATION_PROCESSES.find((p) => p.name === req.body.accessesId);
      if (!process || !can(req.accessSet, process.module, 'VISUALIZAR'))
        throw validationFailed([{ field: 'accessesId', messages: ['Processo inválido'] }]);
      const created = await db.transaction(async (tx) => {
        const row = await repo.createConfig(tx, req.auth.userId, process.name);
        // Configured already (a second click, another tab): that configuration is the answer,
        // not a stale-write conflict about a record nobody else changed.
        if (!row) return null;
        await recordChange(tx, {
          entity: ENTITY,
          entityId: row.id,
          action: 'create',
          userId: req.auth.userId,
          after: row,
        });
        return row;
      });
      if (created) return reply.status(201).send(created);
      const existing = (await repo.listConfigs(db, req.auth.userId)).find(
        (c) => c.accesses.name === process.name,
      );
      return reply.status(200).send(existing);
    },
  });
  app.put('/notifications/configurations/:id', {
    schema: { tags, params: idParams, body: configChange },
    config: see,
    handler: (req) =>
      db.transaction(async (tx) => {
        const before = await repo.findConfig(tx, req.auth.userId, req.params.id);
        if (!before) throw notFound('Configuração não encontrada');
        if (!Object.keys(req.body).length) return before;
        const after = (await repo.changeConfig(tx, req.auth.userId, req.params.id, req.body))!;
        await recordChange(tx, {
          entity: ENTITY,
          entityId: after.id,
          action: 'update',
          userId: req.auth.userId,
          before,
          after,
        });
        return after;
      }),
  });
  app.delete('/notifications/configurations/:id', {
    schema: { tags, params: idParams },
    config: see,
    handler: (req) =>
      db.transaction(async (tx) => {
        const before = await repo.findConfig(tx, req.auth.userId, req.params.id);
        if (!before || !(await repo.deleteConfig(tx, req.auth.userId, req.params.id)))
          throw notFound('Configuração não encontrada');
        await recordChange(tx, {
          entity: ENTITY,
          entityId: before.id,
          action: 'delete',
          userId: req.auth.userId,
          before,
        });
        return { success: true };
      }),
  });
  app.post('/notifications/configurations/reset', {
    schema: { tags },
    config: see,
    handler: (req) => repo.resetConfigs(db, req.auth.userId),
  });
};
