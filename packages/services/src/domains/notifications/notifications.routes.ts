import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../errors.js';
import { configRoutes } from './configs.routes.js';
import * as repo from './notifications.repo.js';
import { idParams, ids, pageQuery, sendBody, snoozeBody } from './notifications.schemas.js';
import { notifyUser, type NotifyDeps } from './notifyUser.js';

const M = 'NOTIFICACOES';
const see = { access: { module: M, action: 'VISUALIZAR' as const } };

/** A user's own notifications (spec/01 §7); every change pushes his new count. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotifyDeps & { minuteMs: number }> = async (
  app,
  deps,
) => {
  const { db, realtime, minuteMs } = deps;
  const tags = ['notifications'];
  const changed = async (userId: number, n: number) => {
    if (!n) throw notFound('Notificação não encontrada');
    await realtime.pushNotificationCount(userId);
    return { success: true };
  };

  app.get('/notifications', {
    schema: { tags, querystring: pageQuery },
    config: see,
    handler: (req) => repo.listVisible(db, req.auth.userId, req.query.page, req.query.pageSize, req.query.q),
  });
  app.get('/notifications/count', {
    schema: { tags },
    config: see,
    handler: async (req) => ({ count: await repo.countVisible(db, req.auth.userId) }),
  });
  app.get('/notifications/mute', {
    schema: { tags },
    config: see,
    handler: async (req) => ({ muted: await repo.isMuted(db, req.auth.userId) }),
  });
  app.put('/notifications/mute', {
    schema: { tags, body: z.object({ muted: z.boolean() }) },
    config: see,
    handler: async (req) => ({ muted: await repo.setMuted(db, req.auth.userId, req.body.muted) }),
  });
  app.put('/notifications/:id/fixed', {
    schema: { tags, params: idParams, body: z.object({ fixed: z.boolean() }) },
    config: see,
    handler: async (req) =>
      changed(req.auth.userId, await repo.setFixed(db, req.auth.userId, req.params.id, req.body.fixed)),
  });
  app.put('/notifications/:id/hide', {
    schema: { tags, params: idParams },
    config: see,
    handler: async (req) => changed(req.auth.userId, await repo.hide(db, req.auth.userId, req.params.id)),
  });
  app.post('/notifications/delete', {
    schema: { tags, body: ids },
    config: see,
    handler: async (req) =>
      changed(req.auth.userId, await repo.removeMany(db, req.auth.userId, req.body.ids)),
  });
  app.put('/notifications/:id/schedule', {
    schema: { tags, params: idParams, body: snoozeBody },
    config: see,
    handler: async (req) =>
      changed(
        req.auth.userId,
        await repo.snooze(db, req.auth.userId, req.params.id, req.body.delay, minuteMs),
      ),
  });
  app.post('/notifications', {
    schema: { tags, body: sendBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const exists = await db.query('select 1 from users where id = $1 and active', [req.body.userId]);
      if (!exists.rows.length) throw notFound('Usuário não localizado.');
      return reply.status(201).send({ id: await notifyUser(deps, req.body) });
    },
  });
  app.get('/notifications/outbox', {
    schema: { tags, querystring: pageQuery.extend({ pageSize: pageQuery.shape.pageSize.default(50) }) },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      const { page, pageSize } = req.query;
      const [rows, total] = await Promise.all([
        db.query(
          `select id, to_address as "to", subject, body, status, error, created_at as "createdAt"
           from mail_outbox order by id desc limit $1 offset $2`,
          [pageSize, (page - 1) * pageSize],
        ),
        db.query<{ n: number }>('select count(*)::int as n from mail_outbox'),
      ]);
      return { rows: rows.rows, totalRegisters: total.rows[0]!.n };
    },
  });
  await app.register(configRoutes, { db, realtime });
};
