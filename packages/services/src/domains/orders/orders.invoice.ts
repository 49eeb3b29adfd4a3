import { businessDay, ORDER_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, type FieldError } from '../../errors.js';
import { historyOfCreated } from '../../kit/untracked.js';
import { receivablesArea } from '../financial/receivables.area.js';
import { issueReceivables } from '../financial/receivables.issue.js';
import { moveOrder, recordOrderUpdate } from './orders.fate.js';

type Invoiced = { id: number; invoicedQuantity: number };

/**
 * Update invoice quantity (spec/02 §7): each item's invoiced quantity so far, partial invoicing
 * allowed, never above the quantity ordered nor below what was invoiced before, only on approved
 * items the ERP has; all or nothing ('Erro ao atualizar a quantidade faturada.' with the fields as
 * `items.<n>.invoicedQuantity`). The order becomes partially invoiced, then invoiced (its
 * completion date) once every item is invoiced in full. What it invoices becomes receivable
 * (financial/receivables.issue.ts).
 */
export async function updateInvoiced(db: Db, actor: number, orderId: number, given: Invoiced[]) {
  await db.transaction(async (tx) => {
    const { rows: heads } = await tx.query<{ status: string }>(
      'select status from orders where id = $1 for update',
      [orderId],
    );
    const { rows } = await tx.query<{
      id: number;
      code: string;
      name: string;
      quantity: number;
      invoiced: number;
      status: string;
      sent: boolean;
    }>(
      `select i.id, p.code, p.name, i.quantity, i.invoiced_quantity as invoiced, i.status, i.sent_to_erp as sent
         from order_items i join products p on p.id = i.product_id where i.order_id = $1`,
      [orderId],
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const errors: FieldError[] = [];
    const field = (n: number) => `items.${n}.invoicedQuantity`;
    given.forEach((g, n) => {
      const item = byId.get(g.id);
      if (!item) errors.push({ field: `items.${n}.id`, messages: [ORDER_MSG.itemNotFound] });
      else if (item.status !== 'APPROVED' || !item.sent)
        errors.push({ field: field(n), messages: [ORDER_MSG.notInvoiceable] });
      else if (g.invoicedQuantity > Number(item.quantity))
        errors.push({ field: field(n), messages: [ORDER_MSG.aboveOrdered(String(item.quantity))] });
      else if (g.invoicedQuantity < Number(item.invoiced))
        errors.push({ field: field(n), messages: [ORDER_MSG.belowInvoiced(String(item.invoiced))] });
    });
    if (errors.length) throw new HttpError(400, 'VALIDATION_FAILED', ORDER_MSG.invoiceFailed, errors);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const g of given) {
      const item = byId.get(g.id)!;
      if (Number(item.invoiced) === g.invoicedQuantity) continue;
      await tx.query(
        `update order_items set invoiced_quantity = $2,
                updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = $1`,
        [g.id, g.invoicedQuantity],
      );
      const key = `Quantidade faturada: ${item.code} — ${item.name}`;
      before[key] = String(item.invoiced);
      after[key] = String(g.invoicedQuantity);
      item.invoiced = g.invoicedQuantity;
    }
    await recordOrderUpdate(tx, orderId, actor, before, after);
    // What this invoice adds is receivable: its titles, by the order's payment condition.
    const titles = await issueReceivables(tx, [orderId], businessDay());
    await historyOfCreated(tx, receivablesArea.store, titles, actor);
    const status = heads[0]!.status;
    if (status !== 'APPROVED' && status !== 'PARTIALLY_INVOICED') return;
    const all = [...byId.values()];
    const full = all.every((i) => i.status === 'APPROVED' && Number(i.invoiced) === Number(i.quantity));
    const some = all.some((i) => Number(i.invoiced) > 0);
    if (full)
      await moveOrder(tx, orderId, actor, {
        status: 'INVOICED',
        columns: { completion_date: businessDay() },
      });
    else if (some) await moveOrder(tx, orderId, actor, { status: 'PARTIALLY_INVOICED' });
  });
}
