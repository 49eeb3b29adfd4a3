import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRICE_MSG } from '@balcao/schema';
import { products } from '@balcao/schema/resources';
import { HttpError, notFound } from '../../errors.js';
import { list, listQuery } from '../../lib/list.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';
import { requireAny } from '../customers/access.js';

/** Who sells from the catalogue: negotiations, orders, the product cart. */
const SELLING = ['NEGOCIACOES', 'PEDIDOS', 'CARRINHO_DE_PRODUTOS', 'PRODUTOS'];

/**
 * The lookups negotiations and orders use (spec/02 §7 'Products'): the products a negotiation may
 * offer (active and released), and one product of the cart by its code.
 */
const lookups: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, { db, area }) => {
  const { store } = area;
  const tags = ['products'];
  app.get('/products/negotiation', {
    schema: { tags, querystring: listQuery },
    handler: (req) => {
      requireAny(req, SELLING, 'VISUALIZAR');
      return list(
        db,
        {
          ...store.list,
          where: [{ sql: `p.active and p.release_status = 'LIBERADO'`, params: [] }],
        },
        req.query,
      );
    },
  });
  // spec/02 §5: the cart asks for one product by its code.
  app.get('/products/cart', {
    schema: { tags, querystring: z.object({ code: z.string().max(40).optional() }) },
    handler: async (req) => {
      requireAny(req, SELLING, 'VISUALIZAR');
      const code = req.query.code?.trim();
      if (!code) throw new HttpError(400, 'BAD_REQUEST', PRICE_MSG.productCodeRequired);
      const { rows } = await db.query<{ id: number }>(
        `select id from products where lower(code) = lower($1) and active`,
        [code],
      );
      if (!rows[0]) throw notFound(PRICE_MSG.productNotFoundForCode);
      return store.find(db, Number(rows[0].id));
    },
  });
};

/** Products on the kit: the catalogue (PRODUTOS), with the selling lookups beside it. */
export const productsArea: ResourceArea = resourceArea(
  products,
  { table: 'products', alias: 'p' },
  { extraRoutes: lookups },
);
