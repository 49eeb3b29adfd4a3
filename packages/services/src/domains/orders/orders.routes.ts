import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MSG, ORDER_WORKFLOW } from '@balcao/schema';
import { HttpError, notFound } from '../../errors.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { list, listQuery } from '../../lib/list.js';
import type { Row } from '../../kit/store.js';
import { notifyStarted } from '../workflows/executions.service.js';
import { participantRegisterIds } from '../workflows/participants.js';
import { assertOrderAccess, seesAllOrders } from './access.js';
import { bulkSave, cloneOrder } from './orders.bulk.js';
import { downloadRoutes } from './orders.downloads.js';
import { sendToErp } from './orders.erp.js';
import { updateInvoiced } from './orders.invoice.js';
import { lookupRoutes } from './orders.lookups.js';
import { answerItems, approverOf, sendToApproval } from './orders.workflow.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The order's own routes beside the kit's (spec/02 §7 Orders): bulk save, clone, deactivate,
 * update invoice quantity, send to approval, the approver's answer item by item, the ERP and its
 * retry, the approval list, and the lookups (orders.lookups.ts).
 */
export const orderRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, opts) => {
  const { db, engine, erp, area } = opts;
  const tags = ['orders'];
  const { module } = area.def;
  const found = (id: number) => area.store.find(db, id);

  app.post('/orders/bulk', {
    schema: { tags, body: z.object({ orders: z.array(z.record(z.string(), z.unknown())).min(1).max(500) }) },
    config: { access: { module, action: 'INCLUIR' } },
    handler: async (req, reply) =>
      reply.status(201).send({ rows: await bulkSave(db, area, req, req.body.orders) }),
  });
  app.post('/orders/:id/clone', {
    schema: { tags, params: idParams },
    config: { access: { module, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      await assertOrderAccess(db, req, req.params.id);
      return reply.status(201).send(await cloneOrder(db, area, req, req.params.id));
    },
  });
  // spec/02 §7 'POST deactivate by id': the kit's status toggle, under its rules.
  app.post('/orders/:id/deactivate', {
    schema: { tags, params: idParams },
    config: { access: { module, action: 'INATIVAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await assertOrderAccess(db, req, id);
      return db.transaction(async (tx) => {
        const before = await area.store.lockFresh(tx, id, undefined);
        await area.hooks.beforeToggle?.(tx, { caller: req, active: false, before });
        return area.store.set(tx, id, { active: false }, req.auth.userId);
      });
    },
  });
  app.post('/orders/:id/invoice-quantity', {
    schema: {
      tags,
      params: idParams,
      body: z.object({
        items: z
          .array(z.object({ id: z.number().int().positive(), invoicedQuantity: z.number().int().min(0) }))
          .min(1)
          .max(1000),
      }),
    },
    config: { access: { module, action: 'EDITAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await assertOrderAccess(db, req, id);
      await updateInvoiced(db, req.auth.userId, id, req.body.items);
      return found(id);
    },
  });
  app.post('/orders/:id/send', {
    schema: { tags, params: idParams },
    config: { access: { module, action: 'EDITAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await assertOrderAccess(db, req, id);
      const { execution, started } = await sendToApproval(engine, req, id);
      if (started) await notifyStarted(engine, execution);
      return { ...(await found(id)), executionWorkflowId: execution };
    },
  });
  // The approver's answer, item by item; the approved ones go to the ERP once it is committed
  // (orders.workflow.ts, as when he answers from the generic workflow panel).
  app.post('/orders/:id/approve-items', {
    schema: {
      tags,
      params: idParams,
      body: z.object({
        items: z
          .array(z.object({ id: z.number().int().positive(), approved: z.boolean() }))
          .min(1)
          .max(1000),
      }),
    },
    config: { access: { module: 'APROVACAO_PEDIDOS', action: 'APROVAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await assertOrderAccess(db, req, id).catch(async (err: unknown) => {
        const lost = (err as HttpError).statusCode === 403 && (await approverOf(db, id, req.auth.userId));
        throw lost ? new HttpError(409, 'CONFLICT', ORDER_MSG.notInApproval) : err;
      });
      await answerItems(engine, req, id, req.body.items);
      return found(id);
    },
  });
  // 'REENVIAR AO ERP': an approved order whose sending failed.
  app.post('/orders/:id/erp', {
    schema: { tags, params: idParams },
    config: { access: { module, action: 'EDITAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await assertOrderAccess(db, req, id);
      await sendToErp(db, erp, req.log, id, req.auth.userId, { retry: true });
      return found(id);
    },
  });
  // /sales/orders/approval: the orders waiting for the caller's answer.
  app.get('/orders/approval', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'APROVACAO_PEDIDOS', action: 'VISUALIZAR' } },
    handler: async (req) => {
      const where = [{ sql: `o.status = 'IN_APPROVAL' and o.active`, params: [] as unknown[] }];
      if (!seesAllOrders(req))
        where.push({
          sql: `o.id::text in (${participantRegisterIds(ORDER_WORKFLOW)})`,
          params: [req.auth.userId],
        });
      return list<Row>(db, { ...area.store.list, where }, req.query);
    },
  });
  app.get('/orders/erp/:totvsCode', {
    schema: { tags, params: z.object({ totvsCode: z.string().trim().min(1).max(30) }) },
    config: { access: { module, action: 'VISUALIZAR' } },
    handler: async (req) => {
      const { rows } = await db.query<{ id: number }>('select id from orders where totvs_code = $1', [
        req.params.totvsCode,
      ]);
      if (!rows[0]) throw notFound(ORDER_MSG.numberNotFound);
      await assertOrderAccess(db, req, Number(rows[0].id));
      return found(Number(rows[0].id));
    },
  });
  await app.register(lookupRoutes, opts);
  await app.register(downloadRoutes, opts);
};
