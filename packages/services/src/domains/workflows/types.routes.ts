import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { notFound } from '../../errors.js';
import { assertAnyWorkflowScreen } from './executions.access.js';
import * as repo from './types.repo.js';
import { idParams } from './workflows.schemas.js';

const M = 'PAINEL_WORKFLOW';

/** A workflow type's lookups and versions, and the roles tasks name (PAINEL_WORKFLOW); the types are a kit area. */
export const typesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['workflows'];
  const view = { access: { module: M, action: 'VISUALIZAR' as const } };
  app.get('/workflows/code/:code', {
    schema: { tags, params: z.object({ code: z.string().max(60) }) },
    config: view,
    handler: async (req) => {
      const { rows } = await db.query<{ id: number }>(
        'select id from workflow_types where lower(code) = lower($1)',
        [req.params.code],
      );
      if (!rows[0]) throw notFound('Tipo de workflow não encontrado');
      return { id: Number(rows[0].id) };
    },
  });
  app.get('/workflows/active', {
    schema: { tags },
    handler: async (req) => {
      assertAnyWorkflowScreen(req.accessSet);
      const { rows } = await db.query<{ id: number; code: string; title: string; recordPath: string | null }>(
        'select id, code, title, record_path as "recordPath" from workflow_types where active order by title, id',
      );
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
  });
  app.get('/workflows/roles', {
    schema: { tags },
    config: view,
    handler: async () =>
      (
        await db.query<{
          id: number;
          code: string;
          name: string;
          managerUserId: number | null;
          members: { id: number; name: string }[];
        }>(
          `select r.id, r.code, r.name, r.manager_user_id as "managerUserId",
                  (select name from users where id = r.manager_user_id) as "managerName",
                  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
                    from workflow_role_members m join users u on u.id = m.user_id where m.role_id = r.id), '[]') as members
             from workflow_roles r order by r.id`,
        )
      ).rows,
  });
  app.put('/workflows/roles/:id', {
    schema: {
      tags,
      params: idParams,
      body: z.object({
        managerUserId: z.number().int().positive().nullable(),
        members: z.array(z.number().int().positive()).max(1000),
      }),
    },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        const before = await tx.query(
          'select manager_user_id as "managerUserId", array(select user_id from workflow_role_members where role_id = $1 order by user_id) as members from workflow_roles where id = $1',
          [req.params.id],
        );
        if (!before.rows[0]) throw notFound();
        await tx.query('update workflow_roles set manager_user_id = $2 where id = $1', [
          req.params.id,
          req.body.managerUserId,
        ]);
        await tx.query('delete from workflow_role_members where role_id = $1', [req.params.id]);
        await tx.query(
          'insert into workflow_role_members (role_id, user_id) select $1, unnest($2::bigint[]) on conflict do nothing',
          [req.params.id, req.body.members],
        );
        const after = {
          managerUserId: req.body.managerUserId,
          members: [...req.body.members].sort((a, b) => a - b),
        };
        await recordChange(tx, {
          entity: 'workflowRole',
          entityId: req.params.id,
          action: 'update',
          userId: req.auth.userId,
          before: before.rows[0],
          after,
        });
        return { success: true };
      }),
  });
  app.get('/workflows/:id/versions', {
    schema: { tags, params: idParams },
    config: view,
    handler: (req) => repo.listVersions(db, req.params.id),
  });
  app.post('/workflows/:id/versions', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) =>
      reply.status(201).send(await repo.createVersion(db, req.params.id, req.auth.userId)),
  });
};
