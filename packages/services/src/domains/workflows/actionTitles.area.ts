import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACTION_EFFECTS, MSG } from '@balcao/schema';
import { actionTitles, resourceMessages } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';

/** A title's actions in execution order, as JSON (its record's `actions`). */
const ACTIONS = `coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'effect', a.effect,
    'executionOrder', a.execution_order) order by a.execution_order, a.id)
  from workflow_actions a where a.action_title_id = t.id), '[]')`;

const idParams = z.object({ id: z.coerce.number().int().positive() });
const actionBody = z.object({
  name: z.string().trim().min(1, MSG.required).max(60, MSG.maxLength(60)),
  effect: z.enum(ACTION_EFFECTS),
});

/** The lookups workflow screens use, and a title's actions: added, reordered, deleted. */
const actionRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  const { store, def } = area;
  const tags = [def.rest];
  const access = (action: 'VISUALIZAR' | 'INCLUIR' | 'EDITAR' | 'EXCLUIR') => ({
    access: { module: def.module, action },
  });
  const withActions = async (tx: Db, id: number) => {
    const { rows } = await tx.query(`select ${ACTIONS} as actions from action_titles t where t.id = $1`, [
      id,
    ]);
    return { ...(await store.find(tx, id)), actions: rows[0]?.actions ?? [] };
  };
  const selectAll = `select ${store.list.select}, ${ACTIONS} as actions from ${store.list.from}`;
  /** Changes the title's actions, with its history entry (their names before and after). */
  const changeActions = (id: number, actor: number, change: (tx: Db) => Promise<unknown>) =>
    db.transaction(async (tx) => {
      await store.changed(tx, id, actor, change);
      return withActions(tx, id);
    });

  app.get('/action-titles/all', {
    schema: { tags },
    config: access('VISUALIZAR'),
    handler: async () => (await db.query(`${selectAll} where t.active order by t.title, t.id`)).rows,
  });
  app.get('/action-titles/alias/:alias', {
    schema: { tags, params: z.object({ alias: z.string().max(60) }) },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const { rows } = await db.query(`${selectAll} where lower(t.alias) = lower($1)`, [req.params.alias]);
      if (!rows[0]) throw notFound(resourceMessages(def).notFound);
      return rows[0];
    },
  });
  // Several titles' actions in one read (a page of titles that asks for them: the gateway's batch).
  app.get('/action-titles/actions', {
    schema: {
      tags,
      querystring: z.object({
        ids: z
          .string()
          .regex(/^\d{1,12}(,\d{1,12}){0,999}$/, MSG.invalidValue)
          .transform((s) => s.split(',').map(Number)),
      }),
    },
    config: access('VISUALIZAR'),
    handler: async (req) => {
      const { rows } = await db.query<{ id: number; actions: unknown[] }>(
        `select t.id, ${ACTIONS} as actions from action_titles t where t.id = any($1::bigint[])`,
        [req.query.ids],
      );
      return Object.fromEntries(rows.map((r) => [String(r.id), r.actions]));
    },
  });
  app.get('/action-titles/:id/actions', {
    schema: { tags, params: idParams },
    config: access('VISUALIZAR'),
    handler: async (req) => (await withActions(db, req.params.id)).actions,
  });
  app.post('/action-titles/:id/actions', {
    schema: { tags, params: idParams, body: actionBody },
    config: access('INCLUIR'),
    handler: async (req, reply) =>
      reply.status(201).send(
        await changeActions(req.params.id, req.auth.userId, (tx) =>
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
    config: access('EDITAR'),
    handler: (req) =>
      changeActions(req.params.id, req.auth.userId, async (tx) => {
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
    config: access('EXCLUIR'),
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
      await changeActions(Number(rows[0].t), req.auth.userId, (tx) =>
        tx.query('delete from workflow_actions where id = $1', [req.params.id]),
      );
      return { success: true };
    },
  });
};

/** Action titles on the kit; their own part is their actions, kept in workflow_actions. */
export const actionTitlesArea: ResourceArea = resourceArea(
  actionTitles,
  {
    table: 'action_titles',
    alias: 't',
    columns: {
      actionNames: `(select string_agg(a.name, ', ' order by a.execution_order, a.id)
        from workflow_actions a where a.action_title_id = t.id)`,
    },
  },
  { extraRoutes: actionRoutes },
);
