import { z } from 'zod';
import { can, MSG } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import { listQuery } from '../../lib/list.js';
import type { Realtime } from '../../realtime/realtime.js';
import * as repo from './messages.repo.js';
import * as write from './messages.write.js';

const M = 'MURAL_DE_RECADOS';
const access = (action: 'VISUALIZAR' | 'INCLUIR' | 'EDITAR' | 'EXCLUIR') => ({
  access: { module: M, action },
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const ids = z.array(z.number().int().positive()).min(1).max(1000);
const upsertBody = z.object({
  id: z.number().int().positive().optional(),
  subject: z.string().trim().min(1, MSG.required).max(150, MSG.maxLength(150)),
  content: z.string().trim().min(1, MSG.required).max(20000, MSG.maxLength(20000)),
  type: z.number().int().min(0).max(9).default(0),
  active: z.boolean().default(true),
  pinned: z.boolean().optional(),
  recipients: z.array(z.number().int().positive()).max(100000).optional(),
  allUsers: z.boolean().optional(),
});

/** The message board (spec/01 §7): a user's received copies, and composing for those allowed. */
export const messagesRoutes: FastifyPluginAsyncZod<{ db: Db; realtime: Realtime }> = async (
  app,
  { db, realtime },
) => {
  const tags = ['messages'];
  const pushAll = (userIds: number[]) => realtime.pushMessageCounts(userIds);

  app.get('/messages', {
    schema: { tags, querystring: listQuery },
    config: access('VISUALIZAR'),
    handler: (req) => repo.listReceived(db, req.auth.userId, req.query),
  });
  app.get('/messages/count', {
    schema: { tags },
    config: access('VISUALIZAR'),
    handler: async (req) => ({ count: await repo.countUnread(db, req.auth.userId) }),
  });
  app.get('/messages/recipients', {
    schema: { tags, querystring: z.object({ q: z.string().max(100).optional() }) },
    config: access('INCLUIR'),
    handler: async (req) =>
      (
        await db.query(
          `select id, user_name as "userName", name from users
           where active and ($1::text is null or f_unaccent(lower(name || ' ' || user_name)) like f_unaccent(lower('%' || $1 || '%')))
           order by name limit 50`,
          [req.query.q?.trim() || null],
        )
      ).rows,
  });
  app.get('/messages/:id', {
    schema: { tags, params: idParams },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const found = await repo.findForUser(db, req.auth.userId, req.params.id);
      if (!found) throw notFound('Mensagem não encontrada');
      return found;
    },
  });
  app.get('/messages/:id/read', {
    schema: {
      tags,
      params: idParams,
      querystring: z.object({
        page: z.coerce.number().int().min(1).default(1),
        pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
      }),
    },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const message = await write.findOwn(db, req.params.id);
      if (!message) throw notFound('Mensagem não encontrada');
      if (message.senderId !== req.auth.userId && !can(req.accessSet, M, 'EDITAR')) throw forbidden();
      return repo.readers(db, req.params.id, req.query.page, req.query.pageSize);
    },
  });
  app.put('/messages/:id/markAsRead', {
    schema: { tags, params: idParams, body: z.object({ readed: z.boolean() }) },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      if (!(await repo.setRead(db, req.auth.userId, [req.params.id], req.body.readed)))
        throw notFound('Mensagem não encontrada');
      await realtime.pushMessageCount(req.auth.userId);
      return { success: true };
    },
  });
  app.post('/messages/markAsRead', {
    schema: { tags, body: z.object({ ids, readed: z.boolean() }) },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const changed = await repo.setRead(db, req.auth.userId, req.body.ids, req.body.readed);
      await realtime.pushMessageCount(req.auth.userId);
      return { success: true, changed };
    },
  });
  app.put('/messages/:id/markAsPinned', {
    schema: {
      tags,
      params: idParams,
      body: z.object({ pinned: z.boolean(), type: z.number().int().optional() }),
    },
    config: access('EDITAR'),
    handler: async (req) => {
      if (!(await write.findOwn(db, req.params.id))) throw notFound('Mensagem não encontrada');
      await write.setPinned(db, req.auth.userId, req.params.id, req.body.pinned);
      return { success: true };
    },
  });
  app.post('/messages/upsert', {
    schema: { tags, body: upsertBody },
    config: access('INCLUIR'),
    handler: async (req, reply) => {
      const body = req.body;
      if (!body.id) {
        const created = await write.createMessage(db, req.auth.userId, body);
        await pushAll(created.recipients);
        return reply.status(201).send({ id: created.id, recipients: created.recipients.length });
      }
      if (!can(req.accessSet, M, 'EDITAR')) throw forbidden();
      const before = await write.findOwn(db, body.id);
      if (!before) throw notFound('Mensagem não encontrada');
      await write.updateMessage(db, req.auth.userId, before, body);
      if (before.active !== body.active) await pushAll(await repo.recipientsOf(db, [body.id]));
      return { id: body.id };
    },
  });
  app.post('/messages/status', {
    schema: { tags, body: z.object({ ids, active: z.boolean() }) },
    config: access('EDITAR'),
    handler: async (req) => {
      const changed = await write.setStatus(db, req.auth.userId, req.body.ids, req.body.active);
      await pushAll(await repo.recipientsOf(db, req.body.ids));
      return { success: true, changed };
    },
  });
  app.delete('/messages/received/:id', {
    schema: { tags, params: idParams },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      if (!(await repo.removeCopies(db, req.auth.userId, [req.params.id])))
        throw notFound('Mensagem não encontrada');
      await realtime.pushMessageCount(req.auth.userId);
      return { success: true };
    },
  });
  app.post('/messages/received/delete', {
    schema: { tags, body: z.object({ ids }) },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const changed = await repo.removeCopies(db, req.auth.userId, req.body.ids);
      await realtime.pushMessageCount(req.auth.userId);
      return { success: true, changed };
    },
  });
  app.post('/messages/delete', {
    schema: { tags, body: z.object({ ids }) },
    config: access('EXCLUIR'),
    handler: async (req) => {
      const recipients = await repo.recipientsOf(db, req.body.ids);
      const changed = await write.deleteMessages(db, req.auth.userId, req.body.ids);
      await pushAll(recipients);
      return { success: true, changed };
    },
  });
};
