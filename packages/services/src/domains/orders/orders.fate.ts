import { ORDER_ITEM_STATUSES, ORDER_STATUSES, type OrderItemStatus, type OrderStatus } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';

/** Marks an order row as changed now, and always later than its last change. */
export const TOUCH = `updated_at = greatest(now(), updated_at + interval '1 millisecond')`;

/**
 * Moves an order's status and its items' fates, in the caller's transaction, and writes one entry
 * of the order's history saying what became of each item ('Item P001 — Televisor': Pendente →
 * Aprovado) beside the status: the approval's decisions read in the order's own history.
 */
export async function moveOrder(
  tx: Db,
  orderId: number,
  actor: number | null,
  change: {
    status?: OrderStatus;
    /** Item ids by the fate they get; only items whose fate differs are recorded. */
    items?: Partial<Record<OrderItemStatus, number[]>>;
    /** Other order columns, written beside (responsible_approval…). */
    columns?: Record<string, unknown>;
  },
) {
  const { rows } = await tx.query<{ status: OrderStatus }>(
    'select status from orders where id = $1 for update',
    [orderId],
  );
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [fate, ids] of Object.entries(change.items ?? {}) as [OrderItemStatus, number[]][]) {
    if (!ids.length) continue;
    const moved = await tx.query<{ code: string; name: string; was: OrderItemStatus }>(
      `with old as (select i.id, i.status from order_items i where i.order_id = $1 and i.id = any($2::bigint[])
                      and i.status <> $3 for update)
       update order_items i set status = $3, updated_at = greatest(now(), i.updated_at + interval '1 millisecond')
         from old, products p
        where i.id = old.id and p.id = i.product_id
       returning p.code, p.name, old.status as was`,
      [orderId, ids, fate],
    );
    for (const m of moved.rows) {
      const key = `Item ${m.code} — ${m.name}`;
      before[key] = ORDER_ITEM_STATUSES[m.was];
      after[key] = ORDER_ITEM_STATUSES[fate];
    }
  }
  const cols: Record<string, unknown> = { ...change.columns };
  if (change.status && change.status !== rows[0]!.status) {
    cols.status = change.status;
    before.status = ORDER_STATUSES[rows[0]!.status];
    after.status = ORDER_STATUSES[change.status];
  }
  const keys = Object.keys(cols);
  await tx.query(
    `update orders set ${keys.map((k, i) => `${k} = $${i + 2}, `).join('')}${TOUCH} where id = $1`,
    [orderId, ...keys.map((k) => cols[k])],
  );
  await recordOrderUpdate(tx, orderId, actor, before, after);
}

/** One entry of the order's history: what changed on it, from `before` to `after`, and who changed it. */
export async function recordOrderUpdate(
  tx: Db,
  orderId: number,
  actor: number | null,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  await recordChange(tx, {
    entity: 'order',
    entityId: orderId,
    action: 'update',
    userId: actor,
    before,
    after,
  });
}
