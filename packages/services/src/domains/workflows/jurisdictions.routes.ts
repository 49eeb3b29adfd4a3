import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { findJurisdiction, jurisdictionBody, listJurisdictions, writeJurisdiction } from './jurisdictions.js';
import { idParams } from './workflows.schemas.js';

const M = 'PAINEL_WORKFLOW';

/**
 * Alçadas of the workflow types (spec/02 §7 Workflows: GET jurisdictions): list, upsert (201 on
 * create, 200 on change) and delete, under the workflow panel's module.
 */
export const jurisdictionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['workflows'];
  app.get('/workflows/jurisdictions', {
    schema: {
      tags,
      querystring: z.object({ workflowTypeId: z.coerce.number().int().positive().optional() }),
    },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => listJurisdictions(db, req.query.workflowTypeId ?? null),
  });
  app.post('/workflows/jurisdictions', {
    schema: { tags, body: jurisdictionBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const created = await db.transaction(async (tx) => {
        const after = await findJurisdiction(tx, await writeJurisdiction(tx, null, req.body));
        await recordChange(tx, {
          entity: 'workflowJurisdiction',
          entityId: after.id,
          action: 'create',
          userId: req.auth.userId,
          after,
        });
        return after;
      });
      return reply.status(201).send(created);
    },
  });
  app.put('/workflows/jurisdictions/:id', {
    schema: { tags, params: idParams, body: jurisdictionBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        await tx.query('select 1 from workflow_jurisdictions where id = $1 for update', [req.params.id]);
        const before = await findJurisdiction(tx, req.params.id);
        const after = await findJurisdiction(tx, await writeJurisdiction(tx, req.params.id, req.body));
        await recordChange(tx, {
          entity: 'workflowJurisdiction',
          entityId: after.id,
          action: 'update',
          userId: req.auth.userId,
          before,
          after,
        });
        return after;
      }),
  });
  app.delete('/workflows/jurisdictions/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        const before = await findJurisdiction(tx, req.params.id);
        await tx.query('delete from workflow_jurisdictions where id = $1', [req.params.id]);
        await recordChange(tx, {
          entity: 'workflowJurisdiction',
          entityId: before.id,
          action: 'delete',
          userId: req.auth.userId,
          before,
        });
        return { message: MSG.deletionDone };
      }),
  });
};
