import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';

const see = { access: { module: 'MURAL_DE_RECADOS', action: 'VISUALIZAR' as const } };
const pane = z.object({ previewPane: z.boolean() });

async function read(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ preview_pane: boolean }>(
    'select preview_pane from message_board_settings where user_id = $1',
    [userId],
  );
  return rows[0]?.preview_pane ?? false;
}

/**
 * "PUT preview pane" (spec/01 §7, message calls): the user's own choice whether his board shows
 * the selected message beside the list. Each user reads and sets only his own.
 */
export const previewPaneRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['messages'];
  app.get('/messages/previewPane', {
    schema: { tags, response: { 200: pane } },
    config: see,
    handler: async (req) => ({ previewPane: await read(db, req.auth.userId) }),
  });
  app.put('/messages/previewPane', {
    schema: { tags, body: pane, response: { 200: pane } },
    config: see,
    handler: async (req) => {
      const userId = req.auth.userId;
      return db.transaction(async (tx) => {
        const before = await read(tx, userId);
        await tx.query(
          `insert into message_board_settings (user_id, preview_pane) values ($1, $2)
           on conflict (user_id) do update set preview_pane = excluded.preview_pane, updated_at = now()`,
          [userId, req.body.previewPane],
        );
        await recordChange(tx, {
          entity: 'messageBoardSettings',
          entityId: userId,
          action: 'update',
          userId,
          before: { previewPane: before },
          after: { previewPane: req.body.previewPane },
        });
        return { previewPane: req.body.previewPane };
      });
    },
  });
};
