import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { notFound } from '../../errors.js';
import { assertAnyWorkflowScreen } from './executions.access.js';
import { tasksOfVersion } from './tasks.repo.js';
import { listVersions } from './types.repo.js';
import { idParams } from './workflows.schemas.js';

const view = { access: { module: 'PAINEL_WORKFLOW', action: 'VISUALIZAR' as const } };
/** A workflow type named by its id or its code (the spec's "alias"). */
const typeRef = z.object({ ref: z.string().trim().min(1).max(60) });

async function typeAndLatestVersion(db: Db, ref: string) {
  const { rows } = await db.query<{ id: number; versionId: number | null; version: number | null }>(
    `select t.id, v.id as "versionId", v.number as version from workflow_types t
       left join lateral (select id, number from workflow_versions where type_id = t.id
                           order by number desc limit 1) v on true
      where t.id::text = $1 or lower(t.code) = lower($1)
      order by (t.id::text = $1) desc limit 1`,
    [ref],
  );
  if (!rows[0]) throw notFound('Tipo de workflow não encontrado');
  const r = rows[0];
  return {
    typeId: Number(r.id),
    versionId: r.versionId === null ? null : Number(r.versionId),
    version: r.version,
  };
}

/**
 * Spec/02 §7 lookups over a workflow type's latest version: its roles, its tasks (optionally those
 * answered with one action title), its SLA; the versions holding a task (a record's executions:
 * recordExecutions.routes.ts).
 */
export const lookupsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['workflows'];
  app.get('/workflows/by/:ref/roles', {
    schema: { tags, params: typeRef },
    config: view,
    handler: async (req) => {
      const { versionId } = await typeAndLatestVersion(db, req.params.ref);
      const { rows } = await db.query(
        `select r.id, r.code, r.name, r.manager_user_id as "managerUserId",
                (select name from users where id = r.manager_user_id) as "managerName",
                coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
                  from workflow_role_members m join users u on u.id = m.user_id where m.role_id = r.id), '[]') as members
           from workflow_roles r
          where exists (select 1 from workflow_tasks k where k.version_id = $1 and r.code = any(k.roles))
          order by r.id`,
        [versionId],
      );
      return rows;
    },
  });
  app.get('/tasks/by-type', {
    schema: {
      tags,
      querystring: z.object({ type: z.string().trim().min(1).max(60), alias: z.string().max(60).optional() }),
    },
    config: view,
    handler: async (req) => {
      const { versionId } = await typeAndLatestVersion(db, req.query.type);
      if (versionId === null) return [];
      const tasks = await tasksOfVersion(db, versionId);
      if (!req.query.alias) return tasks;
      const { rows } = await db.query<{ id: number }>(
        'select id from action_titles where lower(alias) = lower($1)',
        [req.query.alias],
      );
      const titles = rows.map((r) => Number(r.id));
      return tasks.filter((k) => titles.includes(k.actionTitleId));
    },
  });
  app.get('/workflows/sla/:ref', {
    schema: { tags, params: typeRef },
    handler: async (req) => {
      assertAnyWorkflowScreen(req.accessSet);
      const { typeId, versionId, version } = await typeAndLatestVersion(db, req.params.ref);
      const tasks = versionId === null ? [] : await tasksOfVersion(db, versionId);
      return {
        workflowTypeId: typeId,
        version,
        totalHours: tasks.reduce((sum, k) => sum + k.slaHours, 0),
        tasks: tasks.map((k) => ({
          id: k.id,
          title: k.title,
          executionOrder: k.executionOrder,
          slaHours: k.slaHours,
        })),
      };
    },
  });
  app.get('/tasks/:id/versions', {
    schema: { tags, params: idParams },
    config: view,
    handler: async (req) => {
      const { rows } = await db.query<{ typeId: number; title: string }>(
        `select v.type_id as "typeId", k.title from workflow_tasks k
           join workflow_versions v on v.id = k.version_id where k.id = $1`,
        [req.params.id],
      );
      if (!rows[0]) throw notFound('Tarefa não encontrada');
      const holding = await db.query<{ id: number }>(
        `select v.id from workflow_versions v join workflow_tasks k on k.version_id = v.id
          where v.type_id = $1 and lower(k.title) = lower($2)`,
        [rows[0].typeId, rows[0].title],
      );
      const ids = holding.rows.map((r) => Number(r.id));
      return (await listVersions(db, Number(rows[0].typeId))).filter((v) => ids.includes(v.id));
    },
  });
};
