import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPRESENTATIVE_MSG } from '@balcao/schema';
import { cnpj } from '@balcao/schema/fields';
import { forbidden, notFound, validationFailed } from '../../errors.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { idParams, recordRoutes } from '../../kit/recordRoute.js';
import { list, listQuery } from '../../lib/list.js';
import { USER_CHOICES } from '../users/userChoices.js';
import { notifyStarted } from '../workflows/executions.service.js';
import { seesAllRepresentatives } from './access.js';
import { deactivationRoutes } from './representatives.deactivation.js';
import { documentRoutes } from './representatives.documents.js';
import { conclude } from './representatives.workflow.js';

/**
 * The representative's own routes beside the kit's (spec/02 §7 Representatives): conclude (the
 * registration workflow's start), the CNPJ's own edit, the actions of one of his executions, and
 * the users he may be linked to or managed by.
 */
export const representativeRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  { db, engine, area },
) => {
  const tags = ['representatives'];
  const record = recordRoutes(app, db, area, { tags });
  const { module } = area.def;
  await app.register(deactivationRoutes, { db, area });
  await app.register(documentRoutes, { db, area });

  record('POST', '/representatives/:id/conclude', 'INCLUIR', async (req, id, reply) => {
    const execution = await db.transaction((tx) => conclude(tx, engine, area.store, req, id));
    await notifyStarted(engine, execution);
    return reply.status(201).send({
      message: REPRESENTATIVE_MSG.concluded,
      executionWorkflowId: execution,
      representative: await area.store.find(db, id),
    });
  });

  app.post('/representatives/:id/cnpj', {
    schema: { tags, params: idParams, body: z.object({ cnpj, updatedAt: z.string().max(40).optional() }) },
    config: { access: { module, action: 'EDITAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await area.rule.assert(db, req, id);
      if (!seesAllRepresentatives(req)) throw forbidden(REPRESENTATIVE_MSG.cnpjEditSeesAll);
      return db.transaction(async (tx) => {
        const before = await area.store.lockFresh(tx, id, req.body.updatedAt);
        if (before.personType !== 'PJ')
          throw validationFailed([{ field: 'cnpj', messages: [REPRESENTATIVE_MSG.cnpjOnlyPj] }]);
        if (before.cnpj === req.body.cnpj)
          throw validationFailed([{ field: 'cnpj', messages: [REPRESENTATIVE_MSG.cnpjSame] }]);
        const taken = await tx.query('select 1 from representatives where cnpj = $1 and id <> $2', [
          req.body.cnpj,
          id,
        ]);
        if (taken.rows.length)
          throw validationFailed([{ field: 'cnpj', messages: [REPRESENTATIVE_MSG.cnpjTaken] }]);
        return area.store.set(tx, id, { cnpj: req.body.cnpj }, req.auth.userId);
      });
    },
  });

  app.get('/representatives/actions', {
    schema: { tags, querystring: z.object({ executionWorkflowId: z.coerce.number().int().positive() }) },
    config: { access: { module, action: 'VISUALIZAR' } },
    handler: async (req) => {
      const { executionWorkflowId } = req.query;
      const { rows } = await db.query<{ registerId: string }>(
        `select e.register_id as "registerId" from workflow_executions e
           join workflow_types t on t.id = e.type_id
          where e.id = $1 and t.code = any($2::text[])`,
        [executionWorkflowId, [area.def.workflow, area.def.changeRequest?.workflow]],
      );
      if (!rows[0] || !/^\d{1,12}$/.test(rows[0].registerId)) throw notFound(REPRESENTATIVE_MSG.notFound);
      await area.rule.assert(db, req, Number(rows[0].registerId));
      const actions = await db.query(
        `select h.id, h.kind, to_json(h.at) #>> '{}' as "at", u.name as "actorName",
                a.name as "actionName", k.title as "taskTitle"
           from workflow_history h join users u on u.id = h.actor_id
           left join workflow_actions a on a.id = h.action_id
           left join workflow_steps s on s.execution_id = h.execution_id and s.seq = h.seq
           left join workflow_tasks k on k.id = s.task_id
          where h.execution_id = $1 order by h.id`,
        [executionWorkflowId],
      );
      return actions.rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
  });

  app.get('/representatives/users', {
    schema: { tags, querystring: listQuery },
    config: { access: { module, action: 'VISUALIZAR' } },
    handler: (req) => list(db, { ...USER_CHOICES, where: [{ sql: 'u.active', params: [] }] }, req.query),
  });
};
