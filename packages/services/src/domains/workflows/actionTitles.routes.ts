import { z } from 'zod';
import { MSG } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { notFound, validationFailed } from '../../errors.js';
import { actionBody, actionTitleBody, idParams } from './workflows.schemas.js';

const M = 'TITULO_DE_ACAO';
const SELECT = `t.id, t.title, t.alias, t.active, t.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'effect', a.effect,
      'executionOrder', a.execution_order) order by a.execution_order, a.id)
    from workflow_actions a where a.action_title_id = t.id), '[]') as actions`;
const LIST: ListSpec = {
  select: SELECT,
  from: 'action_titles t',
  columns: {
    title: { sql: 't.title', type: 'text', search: true, sort: true },
    alias: { sql: 't.alias', type: 'text', search: true, sort: true },
    active: { sql: 't.active', type: 'boolean', sort: true, filter: true },
  },
  defaultOrder: { by: 'title', sort: 'ASC' },
  tieBreaker: 't.id',
};

async function findTitle(db: Db, id: number) {
  const { rows } = await db.query(`select ${SELECT} from action_titles t where t.id = $1`, [id]);
  if (!rows[0]) throw notFound('Título de ação não encontrado');
  return rows[0];
}
async function assertAliasFree(db: Db, alias: string, exceptId: number) {
  const dup = await db.query('select 1 from action_titles where lower(alias) = lower($1) and id <> $2', [
    alias,
    exceptId,
  ]);
  if (dup.rows.length)
    throw validationFailed([{ field: 'alias', messages: ['Já existe um título de ação com este alias'] }]);
}

/** Action titles (the set of answers a task offers) and their actions, in execution order. */
export const actionTitlesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['actionTitles'];
  const view = { access: { module: M, action: 'VISUALIZAR' as const } };
  const edit = { access: { module: M, action: 'EDITAR' as const } };
  const audited = async (id: number, userId: number, change: (tx: Db) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      const before = await findTitle(tx, id);
      await change(tx);
      await tx.query('update action_titles set updated_at = now() where id = $1', [id]);
      const after = await findTitle(tx, id);
      await recordChange(tx, {
        entity: 'actionTitle',
        entityId: id,
        action: 'update',
        userId,
        before,
        after,
      });
      return after;
    });

  app.get('/action-titles', {
    schema: { tags, querystring: listQuery },
    config: view,
    handler: (req) => list(db, LIST, req.query),
  });
  app.get('/action-titles/all', {
    schema: { tags },
    config: view,
    handler: async () =>
      (await db.query(`select ${SELECT} from action_titles t where t.active order by t.title`)).rows,
  });
  app.get('/action-titles/alias/:alias', {
    schema: { tags, params: z.object({ alias: z.string().max(60) }) },
    config: view,
    handler: async (req) => {
      const { rows } = await db.query(
        `select ${SELECT} from action_titles t where lower(t.alias) = lower($1)`,
        [req.params.alias],
      );
      if (!rows[0]) throw notFound('Título de ação não encontrado');
      return rows[0];
    },
  });
  app.post('/action-titles', {
    schema: { tags, body: actionTitleBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const created = await db.transaction(async (tx) => {
        await assertAliasFree(tx, req.body.alias, 0);
        const { rows } = await tx.query<{ id: number }>(
          'insert into action_titles (title, alias) values ($1, $2) returning id',
          [req.body.title, req.body.alias],
        );
        const after = await findTitle(tx, Number(rows[0]!.id));
        await recordChange(tx, {
          entity: 'actionTitle',
          entityId: Number(rows[0]!.id),
          action: 'create',
          userId: req.auth.userId,
          after,
        });
        return after;
      });
      return reply.status(201).send(created);
    },
  });
  app.put('/action-titles/:id', {
    schema: { tags, params: idParams, body: actionTitleBody },
    config: edit,
    handler: (req) =>
      audited(req.params.id, req.auth.userId, async (tx) => {
        await assertAliasFree(tx, req.body.alias, req.params.id);
        await tx.query('update action_titles set title = $2, alias = $3 where id = $1', [
          req.params.id,
          req.body.title,
          req.body.alias,
        ]);
      }),
  });
  app.put('/action-titles/:id/deactivate', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'INATIVAR' } },
    handler: (req) =>
      audited(req.params.id, req.auth.userId, (tx) =>
        tx.query('update action_titles set active = false where id = $1', [req.params.id]),
      ),
  });
  app.post('/action-titles/:id/actions', {
    schema: { tags, params: idParams, body: actionBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) =>
      reply.status(201).send(
        await audited(req.params.id, req.auth.userId, (tx) =>
          tx.query(
            `insert into workflow_actions (action_title_id, name, effect, execution_order)
             select $1, $2, $3, coalesce(max(execution_order), 0) + 1 from workflow_actions where action_title_id = $1`,
            [req.params.id, req.body.name, req.body.effect],
          ),
        ),
      ),
  });
  app.post('/action-titles/:id/actions/order', {
    schema: {
      tags,
      params: idParams,
      body: z.object({ actionIds: z.array(z.number().int().positive()).min(1).max(100) }),
    },
    config: edit,
    handler: (req) =>
      audited(req.params.id, req.auth.userId, async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'select id from workflow_actions where action_title_id = $1',
          [req.params.id],
        );
        const ids = new Set(rows.map((r) => Number(r.id)));
        if (ids.size !== req.body.actionIds.length || !req.body.actionIds.every((i) => ids.has(i)))
          throw validationFailed([{ field: 'actionIds', messages: [MSG.invalidValue] }]);
        for (const [i, id] of req.body.actionIds.entries())
          await tx.query('update workflow_actions set execution_order = $2 where id = $1', [id, i + 1]);
      }),
  });
  app.delete('/action-titles/actions/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      const { rows } = await db.query<{ t: number }>(
        'select action_title_id as t from workflow_actions where id = $1',
        [req.params.id],
      );
      if (!rows[0]) throw notFound('Ação não encontrada');
      const used = await db.query('select 1 from workflow_steps where action_id = $1 limit 1', [
        req.params.id,
      ]);
      if (used.rows.length)
        throw validationFailed([{ field: 'id', messages: ['Ação já usada em respostas de workflow'] }]);
      await audited(Number(rows[0].t), req.auth.userId, (tx) =>
        tx.query('delete from workflow_actions where id = $1', [req.params.id]),
      );
      return { success: true };
    },
  });
};
