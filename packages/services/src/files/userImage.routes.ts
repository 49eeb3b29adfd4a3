import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../db/db.js';
import { assertSelfOr } from '../auth/auth.plugin.js';
import { notFound } from '../errors.js';
import { findUser, usersArea } from '../domains/users/users.service.js';
import { userDto } from '../domains/users/users.schemas.js';
import * as repo from './files.repo.js';
import { receiveOne, sendFile } from './files.send.js';
import { IMAGE_EXTENSIONS, type FileStore } from './files.store.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const EDIT = { module: 'CONTROLE_DE_USUARIO', action: 'EDITAR' } as const;

/** The user's photo: he changes his own; CONTROLE_DE_USUARIO × EDITAR changes anyone's. */
export const userImageRoutes: FastifyPluginAsyncZod<{ db: Db; store: FileStore }> = async (
  app,
  { db, store },
) => {
  const tags = ['users'];
  const currentPhoto = async (userId: number) =>
    (
      await db.query<{ id: number; name: string }>(
        `select f.id, f.original_name as name from users u join files f on f.id = u.file_id where u.id = $1`,
        [userId],
      )
    ).rows[0];
  const currentFile = async (userId: number) => (await currentPhoto(userId))?.id;
  const dropFile = async (fileId: number | undefined, actor: number) => {
    if (!fileId) return;
    const old = await repo.findFile(db, fileId).catch(() => null);
    if (!old) return;
    await repo.deleteFileRow(db, old, actor);
    await store.remove(old.path);
  };

  app.post('/users/:id/image', {
    schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: userDto } },
    handler: async (req) => {
      assertSelfOr(req, req.params.id, EDIT);
      await findUser(db, req.params.id);
      const stored = await receiveOne(req, store, IMAGE_EXTENSIONS);
      const previous = await currentPhoto(req.params.id);
      // His history shows that his photo changed (the name he gave it, not the stored one).
      await db.transaction((tx) =>
        usersArea.store.changed(tx, req.params.id, req.auth.userId, async (t) => {
          const file = await repo.insertFile(t, stored, req.params.id);
          await t.query('update users set file_id = $2, file_path = $3 where id = $1', [
            req.params.id,
            file.id,
            file.path,
          ]);
        }),
      );
      await dropFile(previous?.id, req.auth.userId);
      return findUser(db, req.params.id);
    },
  });
  app.post('/users/:id/image/delete', {
    schema: { tags, params: idParams, response: { 200: userDto } },
    handler: async (req) => {
      assertSelfOr(req, req.params.id, EDIT);
      await findUser(db, req.params.id);
      const previous = await currentPhoto(req.params.id);
      const old = previous && (await repo.findFile(db, previous.id).catch(() => null));
      if (old) {
        await db.transaction((tx) =>
          usersArea.store.changed(tx, req.params.id, req.auth.userId, (t) =>
            repo.deleteFileRow(t, old, req.auth.userId),
          ),
        );
        await store.remove(old.path);
      }
      return findUser(db, req.params.id);
    },
  });
  // Any signed-in user sees a colleague's photo beside his name.
  app.get('/users/:id/image', {
    schema: { tags, params: idParams },
    handler: async (req, reply) => {
      const id = await currentFile(req.params.id);
      if (!id) throw notFound('Usuário sem imagem');
      return sendFile(store, await repo.findFile(db, id), reply);
    },
  });
};
