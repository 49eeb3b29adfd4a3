import { z } from 'zod';
import { MSG, REMINDER, type ReminderDTO } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';

const M = 'LEMBRETES';
const idParams = z.object({ id: z.coerce.number().int().positive() });
const reminderDto = z.object({
  id: z.number(),
  content: z.string(),
  showContent: z.boolean(),
  updatedAt: z.string(),
});
const content = z.string().max(REMINDER.maxLength, MSG.maxLength(REMINDER.maxLength));
const COLUMNS = `id, content, show_content as "showContent", to_json(updated_at) #>> '{}' as "updatedAt"`;

/** Sticky notes: each user reads and changes only his own. */
export const remindersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['reminders'];
  /** The reminder, when it is the caller's; someone else's answers 403. */
  const own = async (id: number, userId: number) => {
    const { rows } = await db.query<{ userId: number }>(
      'select user_id as "userId" from reminders where id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('Lembrete não encontrado');
    if (rows[0].userId !== userId) throw forbidden();
  };

  app.get('/reminders', {
    schema: { tags, response: { 200: z.array(reminderDto) } },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req) =>
      (
        await db.query<ReminderDTO>(`select ${COLUMNS} from reminders where user_id = $1 order by id`, [
          req.auth.userId,
        ])
      ).rows,
  });
  app.post('/reminders', {
    schema: { tags, body: z.object({ content: content.default('') }), response: { 201: reminderDto } },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const { rows } = await db.query<ReminderDTO>(
        `insert into reminders (user_id, content) values ($1, $2) returning ${COLUMNS}`,
        [req.auth.userId, req.body.content],
      );
      return reply.status(201).send(rows[0]!);
    },
  });
  app.put('/reminders/:id', {
    schema: {
      tags,
      params: idParams,
      body: z.object({ content: content.optional(), showContent: z.boolean().optional() }),
      response: { 200: reminderDto },
    },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req) => {
      await own(req.params.id, req.auth.userId);
      const { rows } = await db.query<ReminderDTO>(
        `update reminders set content = coalesce($2, content), show_content = coalesce($3, show_content),
           updated_at = now() where id = $1 returning ${COLUMNS}`,
        [req.params.id, req.body.content ?? null, req.body.showContent ?? null],
      );
      return rows[0]!;
    },
  });
  app.delete('/reminders/:id', {
    schema: { tags, params: idParams, response: { 200: z.object({ success: z.boolean() }) } },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      await own(req.params.id, req.auth.userId);
      await db.query('delete from reminders where id = $1', [req.params.id]);
      return { success: true };
    },
  });
};
