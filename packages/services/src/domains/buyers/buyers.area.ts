import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BUYER_MSG } from '@balcao/schema';
import { buyers } from '@balcao/schema/resources';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { resourceArea, type KitOptions, type ResourceArea } from '../../kit/area.js';
import { assertCustomerAccess, customerListWhere, requireAny } from '../customers/access.js';

/**
 * The customers a record may be registered for, as the pickers list them (buyers, VPC requests):
 * the caller's visibility is added by the route.
 */
export const CUSTOMER_CHOICES: ListSpec = {
  select: `c.id, c.corporate_name as "corporateName", c.short_name as "shortName", c.cnpj, c.cpf, c.city, c.uf`,
  from: 'customers c',
  columns: {
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    shortName: { sql: 'lower(c.short_name)', type: 'text', search: true, sort: true },
    cnpj: { sql: "coalesce(c.cnpj, '')", type: 'text', search: true },
    cpf: { sql: "coalesce(c.cpf, '')", type: 'text', search: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
};

/**
 * GET `path` (`module` × VISUALIZAR): the customers a record may be made for, as the pickers list
 * them, among those `where` lets the caller see.
 */
export function customerChoicesRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  db: Db,
  r: {
    path: string;
    module: string;
    tags: string[];
    where: (caller: Caller) => NonNullable<ListSpec['where']>;
  },
) {
  app.get(r.path, {
    schema: { tags: r.tags, querystring: listQuery },
    config: { access: { module: r.module, action: 'VISUALIZAR' } },
    handler: (req) => list(db, { ...CUSTOMER_CHOICES, where: r.where(req) }, req.query),
  });
}

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** spec/02 §7 'have-buyer': whether the customer has active buyers, and its main one. */
async function haveBuyer(db: Db, customerId: number) {
  const { rows } = await db.query<{ n: number; mainId: number | null; mainName: string | null }>(
    `select count(*)::int as n, max(id) filter (where main) as "mainId", max(name) filter (where main) as "mainName"
       from buyers where customer_id = $1 and active`,
    [customerId],
  );
  const r = rows[0]!;
  return {
    customerId,
    haveBuyer: r.n > 0,
    activeBuyers: r.n,
    mainBuyer: r.mainId === null ? null : { id: Number(r.mainId), name: r.mainName! },
  };
}

/** The buyers' own routes: the customers a buyer may be registered for, and have-buyer. */
const lookups: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, { db }) => {
  const tags = ['buyers'];
  customerChoicesRoute(app, db, {
    path: '/buyers/customers',
    module: buyers.module,
    tags,
    where: customerListWhere,
  });
  // spec/02 §7 'have-buyer' (the negotiation/budget form asks it of a customer).
  app.get('/customers/:id/have-buyer', {
    schema: { tags, params: idParams },
    handler: async (req) => {
      requireAny(req, [buyers.module, 'CLIENTES'], 'VISUALIZAR');
      await assertCustomerAccess(db, req, req.params.id);
      return haveBuyer(db, req.params.id);
    },
  });
};

/**
 * Buyers on the kit. Their own rules: the customer must exist and be one the caller may see; a
 * customer has at most one main buyer (a new main one takes the place of the previous, each change
 * in the history), and an inactive buyer is never the main one.
 */
export const buyersArea: ResourceArea = resourceArea(
  buyers,
  {
    table: 'buyers',
    alias: 'b',
    from: 'buyers b join customers c on c.id = b.customer_id',
    columns: { customerName: 'c.corporate_name' },
    createdBy: true,
  },
  {
    validate: async (db, { caller, input, before }) => {
      const customerId = Number(input.customerId);
      if (caller) {
        const { rows } = await db.query('select 1 from customers where id = $1', [customerId]);
        if (!rows.length)
          throw validationFailed([{ field: 'customerId', messages: [BUYER_MSG.customerNotFound] }]);
        await assertCustomerAccess(db, caller, customerId);
      }
      if (input.main && before && !before.active)
        throw validationFailed([{ field: 'main', messages: [BUYER_MSG.inactiveMain] }]);
    },
    beforeWrite: async (tx, { input, before, actor }) => {
      if (!input.main) return;
      const { rows } = await tx.query<{ id: number }>(
        'select id from buyers where customer_id = $1 and main and id is distinct from $2 for update',
        [input.customerId, before?.id ?? null],
      );
      for (const r of rows) await buyersArea.store.set(tx, Number(r.id), { main: false }, actor);
    },
    // An inactive buyer stops being the customer's main one.
    onToggle: (active) => (active ? {} : { main: false }),
    extraRoutes: lookups,
  },
);
