import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import * as files from '../../files/files.repo.js';
import { fileDto } from '../../files/files.routes.js';
import { receiveOne, sendFile } from '../../files/files.send.js';
import { IMAGE_EXTENSIONS, type FileStore } from '../../files/files.store.js';

const M = 'CONFIGURACOES';
const KEY = 'login_image';

/** The sign-in screen's background image: public to read, CONFIGURACOES to change. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  const tags = ['settings'];
  const current = async () => {
    const { rows } = await db.query<{ id: number }>('select file_id as id from settings where key = $1', [
      KEY,
    ]);
    return rows[0]?.id ? files.findFile(db, rows[0].id).catch(() => null) : null;
  };
  const drop = async (actor: number) => {
    const old = await current();
    if (!old) return;
    await files.deleteFileRow(db, old, actor);
    await store.remove(old.path);
  };

  app.get('/settings/login-image', {
    schema: { tags },
    config: { public: true },
    handler: async (_req, reply) => {
      const file = await current();
      // None set is the usual state, not an error: the sign-in screen then shows its own image.
      if (!file) return reply.status(204).send();
      return sendFile(store, file, reply);
    },
  });
  app.get('/settings/login-image/metadata', {
    schema: { tags, response: { 200: z.object({ file: fileDto.nullable() }) } },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async () => ({ file: await current() }),
  });
  app.post('/settings/login-image', {
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: fileDto } },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req, reply) => {
      const stored = await receiveOne(req, store, IMAGE_EXTENSIONS);
      const previous = await current();
      const file = await db.transaction(async (tx) => {
        const f = await files.insertFile(tx, stored, req.auth.userId);
        await tx.query(
          `insert into settings (key, file_id) values ($1, $2)
           on conflict (key) do update set file_id = excluded.file_id, updated_at = now()`,
          [KEY, f.id],
        );
        return f;
      });
      if (previous) {
        await files.deleteFileRow(db, previous, req.auth.userId);
        await store.remove(previous.path);
      }
      return reply.status(201).send(file);
    },
  });
  app.delete('/settings/login-image', {
    schema: { tags, response: { 200: z.object({ success: z.boolean() }) } },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      await drop(req.auth.userId);
      return { success: true };
    },
  });
};
