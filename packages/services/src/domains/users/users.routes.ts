import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editUserSchema, newPassword } from '@balcao/schema/fields';
import type { Caller } from '../../auth/caller.js';
import { assertSelfOr } from '../../auth/auth.plugin.js';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';
import { write, type KitOptions, type ResourceArea } from '../../kit/area.js';
import type { Realtime } from '../../realtime/realtime.js';
import { endSessions } from '../auth/password.js';
import { idParams, success } from './users.schemas.js';

const favorite = z.object({ id: z.number(), path: z.string(), title: z.string() });
const patchUserBody = editUserSchema.partial().extend({
  password: newPassword.optional(),
  /** Asked when a user changes his own password here (as at POST /auth/password). */
  currentPassword: z.string().max(1024).optional(),
  updatedAt: z.string().optional(),
});

/** Replaces a user's profiles (inside store.changed, which records it as his own change). */
export async function setProfiles(tx: Db, id: number, profiles: number[]) {
  await tx.query('delete from user_profiles where user_id = $1', [id]);
  for (const p of new Set(profiles)) await tx.query('insert into user_profiles values ($1, $2)', [id, p]);
}

/**
 * Saves the fields given of a user (the others as they are) as the users area saves him: the
 * stale-save check, the password policy, his history entry; a new password ends his other sessions.
 */
export async function saveUserFields(
  { db, realtime, area }: { db: Db; realtime: Realtime; area: ResourceArea },
  caller: Caller & { auth: { jti: string } },
  userId: number,
  fields: Record<string, unknown> & { updatedAt?: string },
) {
  const saved = await db.transaction(async (tx) => {
    const before = await area.store.lockFresh(tx, userId, fields.updatedAt);
    const input = { ...area.store.inputOf(before), ...fields };
    return write(area, tx, { caller, input, before }, caller.auth.userId);
  });
  if (fields.password) endSessions(realtime, userId, caller.auth.userId === userId, caller.auth.jti);
  return saved;
}

/**
 * The users area's routes beyond the kit's: the profiles a user may be given and his profiles, the
 * spec's PATCH (the fields sent, by himself too) and bulk delete, and his own favorites and flags.
 */
export const userRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, opts) => {
  const { db, realtime, area } = opts;
  const { def, store } = area;
  const tags = [def.rest];
  const M = def.module;

  // The user form's choice of profiles: a user administrator attaches profiles without reading
  // their grants, which are CONTROLE_DE_PERFIL's.
  app.get('/users/profile-options', {
    schema: {
      tags,
      response: { 200: z.array(z.object({ id: z.number(), name: z.string(), active: z.boolean() })) },
    },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async () =>
      (
        await db.query<{ id: number; name: string; active: boolean }>(
          'select id, name, active from profiles order by name, id',
        )
      ).rows.map((r) => ({ ...r, id: Number(r.id) })),
  });
  app.patch('/users/:id', {
    schema: { tags, params: idParams, body: patchUserBody },
    handler: (req) => {
      assertSelfOr(req, req.params.id, { module: M, action: 'EDITAR' });
      return saveUserFields(opts, req, req.params.id, req.body);
    },
  });
  app.put('/users/:id/profiles', {
    schema: { tags, params: idParams, body: z.object({ profiles: z.array(z.number().int()) }) },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) =>
      db.transaction((tx) =>
        store.changed(tx, req.params.id, req.auth.userId, (t) =>
          setProfiles(t, req.params.id, req.body.profiles),
        ),
      ),
  });
  app.post('/users/delete', {
    schema: { tags, body: z.object({ ids: z.array(z.number().int()).min(1) }), response: { 200: success } },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      if (req.body.ids.includes(req.auth.userId))
        throw validationFailed([{ field: 'ids', messages: ['Você não pode excluir o próprio usuário'] }]);
      await db.transaction(async (tx) => {
        for (const id of req.body.ids) await store.remove(tx, id, req.auth.userId).catch(ignoreGone);
      });
      for (const id of req.body.ids) realtime.disconnectUser(id);
      return { success: true };
    },
  });

  app.get('/users/favorites', {
    schema: { tags, response: { 200: z.array(favorite) } },
    handler: async (req) =>
      (
        await db.query<z.infer<typeof favorite>>(
          'select id, path, title from favorites where user_id = $1 order by title',
          [req.auth.userId],
        )
      ).rows,
  });
  app.post('/users/favorites', {
    schema: {
      tags,
      body: z.object({ path: z.string().min(1).max(300), title: z.string().min(1).max(100) }),
      response: { 201: favorite },
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<z.infer<typeof favorite>>(
        `insert into favorites (user_id, path, title) values ($1, $2, $3)
         on conflict (user_id, path) do update set title = excluded.title returning id, path, title`,
        [req.auth.userId, req.body.path, req.body.title],
      );
      return reply.status(201).send(rows[0]!);
    },
  });
  app.delete('/users/favorites/:id', {
    schema: { tags, params: idParams, response: { 200: success } },
    handler: async (req) => {
      const { rows } = await db.query('delete from favorites where id = $1 and user_id = $2 returning id', [
        req.params.id,
        req.auth.userId,
      ]);
      if (!rows.length) throw notFound('Favorito não encontrado');
      return { success: true };
    },
  });
  app.patch('/users/show-modal-rankings', {
    schema: { tags, body: z.object({ showModalRankings: z.boolean() }) },
    handler: async (req) => {
      await db.query('update users set show_modal_rankings = $2 where id = $1', [
        req.auth.userId,
        req.body.showModalRankings,
      ]);
      return store.find(db, req.auth.userId);
    },
  });
};

/** A user another deletion already took is no longer there to delete. */
const ignoreGone = (err: unknown) => {
  if ((err as { statusCode?: number }).statusCode !== 404) throw err;
};
