import { compareDecimal, formatMoney, NEGOTIATION_MSG } from '@balcao/schema';
import { negotiationItems } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { priceFor } from '../pricing/pricing.repo.js';
import { assertNegotiationAccess } from './access.js';
import { assertEditable } from './negotiations.area.js';
import { ITEM_SQL } from './negotiations.sql.js';
import { presidencyEdits } from './presidency.js';

async function negotiationOf(db: Db, id: number) {
  const { rows } = await db.query<{ customerId: number; status: string; blocked: boolean }>(
    'select customer_id as "customerId", status, blocked from negotiations where id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The product's price for the deal's customer today and its floor (the table's lowest price, or its
 * price less the largest discount, to the cent; the price itself when the table gives neither), and
 * its IPI: numeric all the way.
 */
export async function bounds(db: Db, customerId: number, productId: number) {
  const item = await priceFor(db, customerId, productId);
  if (!item) return null;
  const { rows } = await db.query<{ floor: string; ipi: string }>(
    `select coalesce($1::numeric, round($2::numeric * (100 - coalesce($3::numeric, 0)) / 100, 2))::text as floor,
            coalesce(p.ipi, 0)::text as ipi
       from products p where p.id = $4`,
    [item.minPrice, item.price, item.maxDiscount, productId],
  );
  return { tablePrice: String(item.price), floorPrice: rows[0]!.floor, ipi: rows[0]!.ipi };
}

/**
 * A negotiation's details (items) on the kit, saved and edited apart from it. Their own rules: the
 * caller may see the negotiation, which is a draft and not blocked (also to delete one), or waits
 * for the presidency and he adjusts it as the presidency (presidency.ts); the
 * product has a price for the deal's customer today, and the negotiated price is not below the
 * table's floor (a field error). A price within the floor but past the representative's discount
 * is kept: it sends the deal one alçada higher when it goes to approval.
 */
export const negotiationItemsArea: ResourceArea = resourceArea(
  negotiationItems,
  {
    table: 'negotiation_items',
    alias: 'i',
    from: `negotiation_items i join negotiations n on n.id = i.negotiation_id
           join products p on p.id = i.product_id`,
    columns: {
      ...ITEM_SQL,
      negotiationNumber: `'NEG-' || lpad(n.id::text, 6, '0')`,
      productCode: 'p.code',
      productName: 'p.name',
      tablePrice: 'i.table_price',
      floorPrice: 'i.floor_price',
      ipi: 'i.ipi',
    },
  },
  {
    // An item stays in its negotiation.
    prepare: ({ input, before }) => (before ? { ...input, negotiationId: before.negotiationId } : input),
    validate: async (db, { caller, input }) => {
      const id = Number(input.negotiationId);
      if (caller) await assertNegotiationAccess(db, caller, id);
      if (!(await presidencyEdits(db, caller, id))) assertEditable((await negotiationOf(db, id))!);
    },
    derive: async (db, { input }) => {
      const deal = (await negotiationOf(db, Number(input.negotiationId)))!;
      const found = await bounds(db, Number(deal.customerId), Number(input.productId));
      if (!found) throw validationFailed([{ field: 'productId', messages: [NEGOTIATION_MSG.noPrice] }]);
      if (compareDecimal(String(input.negotiatedPriceWithoutIpi), found.floorPrice) < 0)
        throw validationFailed([
          {
            field: 'negotiatedPriceWithoutIpi',
            messages: [NEGOTIATION_MSG.belowFloor(formatMoney(found.floorPrice))],
          },
        ]);
      return found;
    },
    beforeRemove: async (db, { caller, before }) => {
      const id = Number(before.negotiationId);
      if (!(await presidencyEdits(db, caller, id))) assertEditable((await negotiationOf(db, id))!);
    },
  },
);
