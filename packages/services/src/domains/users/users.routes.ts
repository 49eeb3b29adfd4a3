import { z } from 'zod';
import { formatPhone, type UserDTO } from '@balcao/schema';
import { STATUS_LABEL, statusText } from '@balcao/schema/resources';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { assertSelfOr } from '../../auth/auth.plugin.js';
import { notFound, validationFailed } from '../../errors.js';
import {
  exportLogQuery,
  exportQuery,
  sendExport,
  pickColumns,
  type ExportColumn,
} from '../../lib/exports.js';
import { sendListExport } from '../../lib/exportJobs.js';
import type { Realtime } from '../../realtime/realtime.js';
import { assertLogLimit, logColumns, logLines } from '../../lib/logExport.js';
import { listQuery, type ListQuery } from '../../lib/list.js';
import * as repo from './users.repo.js';
import { passwordProblems } from '../../auth/passwordPolicy.js';
import { assertNewPassword, endSessions } from '../auth/password.js';
import { createUserBody, idParams, patchUserBody, success, userDto } from './users.schemas.js';

const M = 'CONTROLE_DE_USUARIO';

/** The users list's columns as an export offers them (keys as the grid names them). */
const USER_EXPORT: Record<string, ExportColumn<UserDTO>> = {
  name: { title: 'Nome', type: 'text', value: (u) => u.name },
  userName: { title: 'Usuário', type: 'text', value: (u) => u.userName },
  email: { title: 'E-mail', type: 'text', value: (u) => u.email },
  phone: { title: 'Telefone', type: 'text', value: (u) => (u.phone ? formatPhone(u.phone) : '') },
  profiles: { title: 'Perfis', type: 'text', value: (u) => u.profiles.map((p) => p.name).join(', ') },
  active: { title: STATUS_LABEL, type: 'text', value: (u) => statusText('m', u.active) },
  updatedAt: { title: 'Atualizado em', type: 'datetime', value: (u) => u.updatedAt },
};
/** Field names of a user's history, as the log export titles them. */
const USER_FIELD_LABELS: Record<string, string> = {
  userName: 'Usuário',
  name: 'Nome',
  email: 'E-mail',
  phone: 'Telefone',
  active: STATUS_LABEL,
  profiles: 'Perfis',
  file: 'Foto',
  password: 'Senha',
  showModalRankings: 'Exibir rankings',
};
const favorite = z.object({ id: z.number(), path: z.string(), title: z.string() });

export const usersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  realtime: Realtime;
}> = async (app, { db, realtime }) => {
  const tags = ['users'];
  app.get('/users', {
    schema: {
      tags,
      querystring: listQuery,
      response: { 200: z.object({ rows: z.array(userDto), totalRegisters: z.number() }) },
    },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => repo.listUsers(db, req.query),
  });
  // The user form's choice of profiles: a user administrator attaches profiles without reading
  // their grants, which are CONTROLE_DE_PERFIL's.
  app.get('/users/profile-options', {
    schema: {
      tags,
      response: { 200: z.array(z.object({ id: z.number(), name: z.string(), active: z.boolean() })) },
    },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: () => repo.profileOptions(db),
  });
  app.get('/users/export', {
    schema: { tags, querystring: exportQuery },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { format, columns, ...query } = req.query;
      return sendListExport<UserDTO>(reply, {
        db,
        userId: req.auth.userId,
        list: 'users',
        title: 'Usuários',
        format,
        columns: pickColumns(USER_EXPORT, columns),
        spec: repo.USER_LIST,
        query: query as ListQuery,
      });
    },
  });
  // 'Exportar Log': the history of the users the list selects, streamed like the list itself.
  app.get('/users/export/log', {
    schema: { tags, querystring: exportLogQuery },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: async (req, reply) => {
      const { format, ...query } = req.query;
      await assertLogLimit(db, repo.USER_LIST, query as ListQuery);
      const lines = logLines<UserDTO>(db, 'user', repo.USER_LIST, query as ListQuery, (u) => u.userName);
      const title = 'Log de Usuários';
      return sendExport(reply, format, title, logColumns(USER_FIELD_LABELS), lines);
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
    schema: { tags, body: z.object({ showModalRankings: z.boolean() }), response: { 200: userDto } },
    handler: async (req) => {
      await db.query('update users set show_modal_rankings = $2 where id = $1', [
        req.auth.userId,
        req.body.showModalRankings,
      ]);
      return repo.findUser(db, req.auth.userId);
    },
  });
  app.get('/users/:id', {
    schema: { tags, params: idParams, response: { 200: userDto } },
    handler: (req) => {
      assertSelfOr(req, req.params.id, { module: M, action: 'VISUALIZAR' });
      return repo.findUser(db, req.params.id);
    },
  });
  app.post('/users', {
    schema: { tags, body: createUserBody, response: { 201: userDto } },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const problems = passwordProblems(req.body.password, req.body);
      if (problems.length) throw validationFailed([{ field: 'password', messages: problems }]);
      return reply.status(201).send(await repo.createUser(db, req.body, req.auth.userId));
    },
  });
  app.patch('/users/:id', {
    schema: { tags, params: idParams, body: patchUserBody, response: { 200: userDto } },
    handler: async (req) => {
      assertSelfOr(req, req.params.id, { module: M, action: 'EDITAR' });
      const { currentPassword, ...patch } = req.body;
      // A new password under its policy (and the current one for one's own); it ends sessions.
      const own =
        patch.password !== undefined &&
        (await assertNewPassword(db, req.params.id, patch.password, {
          actor: req.auth.userId,
          currentPassword,
        }));
      const updated = await repo.updateUser(
        db,
        req.params.id,
        patch,
        req.auth.userId,
        own ? req.auth.jti : null,
      );
      if (patch.password !== undefined) endSessions(realtime, req.params.id, own, req.auth.jti);
      return updated;
    },
  });
  app.post('/users/delete', {
    schema: { tags, body: z.object({ ids: z.array(z.number().int()).min(1) }), response: { 200: success } },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      if (req.body.ids.includes(req.auth.userId))
        throw validationFailed([{ field: 'ids', messages: ['Você não pode excluir o próprio usuário'] }]);
      await repo.deleteUsers(db, req.body.ids, req.auth.userId);
      for (const id of req.body.ids) realtime.disconnectUser(id);
      return { success: true };
    },
  });
  app.patch('/users/:id/active', {
    schema: { tags, params: idParams, body: z.object({ active: z.boolean() }), response: { 200: userDto } },
    config: { access: { module: M, action: 'INATIVAR' } },
    handler: async (req) => {
      const user = await repo.setUserActive(db, req.params.id, req.body.active, req.auth.userId);
      // His tokens stop working at once (auth.plugin); his open sockets must end with them.
      if (!user.active) realtime.disconnectUser(user.id);
      return user;
    },
  });
  app.put('/users/:id/profiles', {
    schema: {
      tags,
      params: idParams,
      body: z.object({ profiles: z.array(z.number().int()) }),
      response: { 200: userDto },
    },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) => repo.setUserProfiles(db, req.params.id, req.body.profiles, req.auth.userId),
  });
};
