import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEGOTIATION_MSG } from '@balcao/schema';
import { HttpError } from '../../errors.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { idParams, recordRoutes } from '../../kit/recordRoute.js';
import { notifyStarted } from '../workflows/executions.service.js';
import { negotiationBudgetRoutes } from './negotiations.budget.js';
import { negotiationDocumentRoutes } from './negotiations.documents.js';
import { sendToApproval } from './negotiations.workflow.js';
import { presidencyRoutes } from './presidency.routes.js';

/**
 * The negotiation's own routes beside the kit's: send to approval (the workflow engine, routed by
 * the alçadas), and block / unblock (spec/02 §7 'PATCH update by id (block)'), both recorded in
 * its history.
 */
export const negotiationRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (
  app,
  opts,
) => {
  const { db, engine, area } = opts;
  await app.register(presidencyRoutes, opts);
  const tags = ['negotiations'];
  const record = recordRoutes(app, db, area, { tags });
  const { module } = area.def;
  record('POST', '/negotiations/:id/send', 'EDITAR', async (req, id) => {
    const execution = await db.transaction((tx) => sendToApproval(tx, engine, req, id));
    await notifyStarted(engine, execution);
    return { ...(await area.store.find(db, id)), executionWorkflowId: execution };
  });
  app.patch('/negotiations/:id', {
    schema: { tags, params: idParams, body: z.object({ blocked: z.boolean() }) },
    config: { access: { module, action: 'INATIVAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await area.rule.assert(db, req, id);
      return db.transaction(async (tx) => {
        const before = await area.store.lockFresh(tx, id, undefined);
        if (before.status === 'CONCLUDED')
          throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.blockFailed);
        return area.store.set(tx, id, { blocked: req.body.blocked }, req.auth.userId);
      });
    },
  });
  // Its PDF, the logs report and its actions as links (negotiations.documents.ts).
  await app.register(negotiationDocumentRoutes, { db, area });
  // The budgets a deal may spend from (negotiations.budget.ts).
  await app.register(negotiationBudgetRoutes, opts);
};
