import { z } from 'zod';
import { can, MSG } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { forbidden, notFound, validationFailed } from '../../errors.js';
import { idParams, substituteBody } from './workflows.schemas.js';

const M = 'SUBSTITUTOS';
const LIST: ListSpec = {
  select: `w.id, w.user_id as "userId", u.name as "userName", w.substitute_id as "substituteId",
           s.name as "substituteName", w.starts_at as "startsAt", w.ends_at as "endsAt"`,
  from: 'workflow_substitutes w join users u on u.id = w.user_id join users s on s.id = w.substitute_id',
  columns: {
    userName: { sql: 'u.name', type: 'text', search: true, sort: true },
    substituteName: { sql: 's.name', type: 'text', search: true, sort: true },
    startsAt: { sql: 'w.starts_at', type: 'date', sort: true, filter: true },
    endsAt: { sql: 'w.ends_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'startsAt', sort: 'DESC' },
  tieBreaker: 'w.id',
};
const REPORT: ListSpec = {
  select: `h.id, h.at, h.kind, a.name as "actor", f.name as "actedFor", t.title as "workflowTitle",
           e.register_id as "registerId", e.id as "executionWorkflowId"`,
  from: `workflow_history h join users a on a.id = h.actor_id join users f on f.id = h.acted_for
         join workflow_executions e on e.id = h.execution_id join workflow_types t on t.id = e.type_id`,
  columns: {
    actor: { sql: 'a.name', type: 'text', search: true, sort: true },
    actedFor: { sql: 'f.name', type: 'text', search: true, sort: true },
    at: { sql: 'h.at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'at', sort: 'DESC' },
  tieBreaker: 'h.id',
};

/**
 * Substitutes: a user names who acts for him during a date range (his own, or anyone's with
 * SUBSTITUTOS INCLUIR; all ranges are listed with SUBSTITUTOS EDITAR). The report lists what substitutes did for whom (RELATORIO_SUBSTITUTOS).
 */
export const substitutesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['substitutes'];
  // Self-service: anyone may pick a colleague as his substitute, so any signed-in user may list the
  // active users' names (nothing else of them).
  app.get('/substitutes/users', {
    schema: { tags, querystring: z.object({ q: z.string().max(100).default('') }) },
    handler: async (req) =>
      (
        await db.query<{ id: number; name: string }>(
          `select id, name from users where active
              and f_unaccent(lower(name)) like f_unaccent($1)
            order by name, id limit 20`,
          [
            `%${req.query.q
              .trim()
              .toLowerCase()
              .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
          ],
        )
      ).rows.map((u) => ({ id: Number(u.id), name: u.name })),
  });
  app.get('/substitutes', {
    schema: { tags, querystring: listQuery },
    handler: (req) => {
      // Everyone sees the ranges that concern him; SUBSTITUTOS EDITAR (administration) sees all.
      const own = can(req.accessSet, M, 'EDITAR')
        ? []
        : [{ sql: 'w.user_id = :1 or w.substitute_id = :1', params: [req.auth.userId] }];
      return list(db, { ...LIST, where: own }, req.query);
    },
  });
  app.post('/substitutes', {
    schema: { tags, body: substituteBody },
    handler: async (req, reply) => {
      const userId = req.body.userId ?? req.auth.userId;
      if (userId !== req.auth.userId && !can(req.accessSet, M, 'INCLUIR')) throw forbidden();
      if (req.body.substituteId === userId)
        throw validationFailed([{ field: 'substituteId', messages: [MSG.substituteIsSelf] }]);
      const created = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'insert into workflow_substitutes (user_id, substitute_id, starts_at, ends_at) values ($1, $2, $3, $4) returning id',
          [userId, req.body.substituteId, req.body.startsAt, req.body.endsAt],
        );
        const after = {
          userId,
          substituteId: req.body.substituteId,
          startsAt: req.body.startsAt,
          endsAt: req.body.endsAt,
        };
        await recordChange(tx, {
          entity: 'substitute',
          entityId: Number(rows[0]!.id),
          action: 'create',
          userId: req.auth.userId,
          after,
        });
        return Number(rows[0]!.id);
      });
      // Answered as the list shows it, names included.
      const { rows } = await db.query(`select ${LIST.select} from ${LIST.from} where w.id = $1`, [created]);
      return reply.status(201).send(rows[0]);
    },
  });
  app.delete('/substitutes/:id', {
    schema: { tags, params: idParams },
    handler: async (req) => {
      const { rows } = await db.query<{ user_id: number }>(
        'select user_id from workflow_substitutes where id = $1',
        [req.params.id],
      );
      if (!rows[0]) throw notFound();
      if (Number(rows[0].user_id) !== req.auth.userId && !can(req.accessSet, M, 'EXCLUIR')) throw forbidden();
      await db.transaction(async (tx) => {
        await tx.query('delete from workflow_substitutes where id = $1', [req.params.id]);
        await recordChange(tx, {
          entity: 'substitute',
          entityId: req.params.id,
          action: 'delete',
          userId: req.auth.userId,
          before: { userId: rows[0]!.user_id },
        });
      });
      return { success: true };
    },
  });
  app.get('/substitutes/report', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'RELATORIO_SUBSTITUTOS', action: 'VISUALIZAR' } },
    handler: (req) => list(db, REPORT, req.query),
  });
};
