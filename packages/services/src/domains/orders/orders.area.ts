import { businessDay, ORDER_MSG } from '@balcao/schema';
import { orders } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { assertCustomerAccess } from '../customers/access.js';
import { ORDER_COLUMNS, ORDER_FROM } from './orders.sql.js';
import { orderRoutes } from './orders.routes.js';

/** An order changes while it is a draft or returned for correction, and active (400 in its words). */
export function assertOrderEditable(row: { status?: unknown; active?: unknown }) {
  if (row.active === false || !['DRAFT', 'RETURNED'].includes(String(row.status)))
    throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.notEditable);
}

/** The approved negotiation an order is made from: of the order's customer (field errors otherwise). */
async function assertNegotiation(db: Db, negotiationId: number, customerId: number) {
  const { rows } = await db.query<{ status: string; customerId: number }>(
    'select status, customer_id as "customerId" from negotiations where id = $1',
    [negotiationId],
  );
  const n = rows[0];
  const error = !n
    ? ORDER_MSG.negotiationFailed
    : n.status !== 'APPROVED'
      ? ORDER_MSG.negotiationNotApproved
      : Number(n.customerId) !== customerId
        ? ORDER_MSG.negotiationOtherCustomer
        : null;
  if (error) throw validationFailed([{ field: 'negotiationId', messages: [error] }]);
}

/**
 * Orders on the kit. Their own rules: the customer is one the caller may see, and with the
 * negotiation stays the order's once created (its items were bound by them); the negotiation is an
 * approved one of that customer; only an active draft or an order returned for correction is saved.
 * The representative is the customer's (the caller when it has none), the regional manager the
 * negotiation's or the customer's in the business hierarchy, never the caller's choice.
 */
export const ordersArea: ResourceArea = resourceArea(
  orders,
  {
    table: 'orders',
    alias: 'o',
    createdBy: true,
    from: ORDER_FROM,
    columns: ORDER_COLUMNS,
    // The number sorts by the id; it, the day and the totals are never null (indexes serve either way).
    sorts: { orderNumber: 'o.id' },
    notNull: ['orderNumber', 'issueDate', 'totalAmount', 'totalValue'],
    // Counted exactly up to 10,000 orders, estimated past them (lib/list.ts `countBound`); a search
    // up to 1,000 (a common word's count read 70,000 orders to find 10,001).
    countBound: 10_000,
    searchCountBound: 1_000,
    // The searched text kept on the order (migration 320), behind its trigram index.
    search: 'o.search_text',
  },
  {
    prepare: ({ input, before }) =>
      before ? { ...input, customerId: before.customerId, negotiationId: before.negotiationId } : input,
    validate: async (db, { caller, input, before }) => {
      if (before) assertOrderEditable(before);
      const customerId = Number(input.customerId);
      if (caller) await assertCustomerAccess(db, caller, customerId);
      if (!before && input.negotiationId)
        await assertNegotiation(db, Number(input.negotiationId), customerId);
    },
    derive: async (db, { caller, input, before }) => {
      if (before) return {};
      const { rows } = await db.query<{ rep: number | null; manager: number | null }>(
        `select c.representative_id as rep,
                coalesce((select n.regional_manager_id from negotiations n where n.id = $2),
                         h.regional_manager_id) as manager
           from customers c left join customer_business_hierarchy h on h.customer_id = c.id
          where c.id = $1`,
        [Number(input.customerId), input.negotiationId ? Number(input.negotiationId) : null],
      );
      return {
        representativeId: rows[0]?.rep ?? caller?.auth.userId ?? null,
        regionalManagerId: rows[0]?.manager ?? null,
        originOrder: input.negotiationId ? 'NEGOCIACAO' : 'TABELA',
        issueDate: businessDay(),
      };
    },
    beforeToggle: async (_db, { active, before }) => {
      if (!active && (before.erpStatus !== 'NOT_SENT' || before.status === 'IN_APPROVAL'))
        throw new HttpError(400, 'BAD_REQUEST', ORDER_MSG.notDeactivable);
      if (active) assertOrderEditable({ status: before.status });
    },
    extraRoutes: orderRoutes,
  },
);
