import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDER_MSG } from '@balcao/schema';
import { notFound } from '../../errors.js';
import type { KitOptions, ResourceArea } from '../../kit/area.js';
import { list, type ListQuery } from '../../lib/list.js';
import type { Row } from '../../kit/store.js';
import { assertNegotiationAccess } from '../negotiations/access.js';
import { negotiationItemsArea } from '../negotiations/negotiationItems.area.js';
import { negotiationsArea } from '../negotiations/negotiations.area.js';
import { orderItemsArea } from './orderItems.area.js';
import { assertOrderAccess, orderRule } from './access.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const codeQuery = z.object({ q: z.string().trim().max(30).default('') });

/**
 * The order's lookups (spec/02 §7 Orders): by number, its products, the negotiation it is made
 * from, and the customer's and remittance order codes already used (autocomplete), each under the
 * orders' record rule.
 */
export const lookupRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, opts) => {
  const { db, area } = opts;
  const tags = ['orders'];
  const view = { access: { module: area.def.module, action: 'VISUALIZAR' as const } };

  app.get('/orders/by-number/:number', {
    schema: { tags, params: z.object({ number: z.string().trim().max(20) }) },
    config: view,
    handler: async (req) => {
      const digits = /^(PED-?)?0*(\d{1,12})$/i.exec(req.params.number)?.[2];
      const { rows } = digits
        ? await db.query<{ id: number }>('select id from orders where id = $1', [Number(digits)])
        : { rows: [] };
      if (!rows[0]) throw notFound(ORDER_MSG.numberNotFound);
      await assertOrderAccess(db, req, Number(rows[0].id));
      return area.store.find(db, Number(rows[0].id));
    },
  });
  app.get('/orders/:id/products', {
    schema: { tags, params: idParams },
    config: view,
    handler: async (req) => {
      await assertOrderAccess(db, req, req.params.id);
      return list<Row>(
        db,
        { ...orderItemsArea.store.list, where: [{ sql: 'i.order_id = :1', params: [req.params.id] }] },
        { page: 1, pageSize: 1000 } as ListQuery,
      );
    },
  });
  // The negotiation an order is made from, with its items (their prices and quantities bound it).
  app.get('/orders/negotiations/:id', {
    schema: {
      tags,
      params: idParams,
      querystring: z.object({ customerId: z.coerce.number().int().positive().optional() }),
    },
    config: view,
    handler: async (req) => {
      const { id } = req.params;
      await assertNegotiationAccess(db, req, id).catch((err: unknown) => {
        throw (err as { statusCode?: number }).statusCode === 404
          ? notFound(ORDER_MSG.negotiationFailed)
          : err;
      });
      const negotiation = await negotiationsArea.store.find(db, id);
      // Of the customer asked for; whether it may make orders (approved) is the order's own rule.
      if (req.query.customerId && Number(negotiation.customerId) !== req.query.customerId)
        throw notFound(ORDER_MSG.negotiationFailed);
      const items = await list<Row>(
        db,
        { ...negotiationItemsArea.store.list, where: [{ sql: 'i.negotiation_id = :1', params: [id] }] },
        { page: 1, pageSize: 1000 } as ListQuery,
      );
      return { ...negotiation, items: items.rows };
    },
  });
  for (const [path, column] of [
    ['customer-order-codes', 'customer_order_code'],
    ['remittance-order-codes', 'remittance_order_code'],
  ] as const)
    app.get(`/orders/${path}`, {
      schema: { tags, querystring: codeQuery },
      config: view,
      handler: async (req) => {
        const where = orderRule.listWhere(req).map((w) => w.sql.replaceAll(':1', '$2'));
        const { rows } = await db.query<{ code: string }>(
          `select distinct o.${column} as code from orders o
            where o.${column} is not null and o.${column} ilike $1 || '%' ${where.map((w) => `and ${w}`).join(' ')}
            order by 1 limit 20`,
          orderRule.seesAll(req)
            ? [req.query.q.replace(/[%_\\]/g, '\\$&')]
            : [req.query.q.replace(/[%_\\]/g, '\\$&'), req.auth.userId],
        );
        return rows.map((r) => r.code);
      },
    });
};
