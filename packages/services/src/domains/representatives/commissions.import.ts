import { COMMISSIONS_IMPORT, compareDecimal, formatPercent, REPRESENTATIVE_MSG } from '@balcao/schema';
import { addError, defineImport, type RowErrors } from '../../imports/imports.kit.js';
import type { ImportRow } from '../../imports/imports.read.js';
import { REPRESENTATIVE_ACCESS_SQL, seesAllRepresentatives } from './access.js';

type Ctx = { userId: number; all: boolean };

/** 'PED-000123', 'PED123' or '123': the order's id; null when it names none. */
const orderIdOf = (text: string) => {
  const digits = /^(PED-?)?0*(\d{1,12})$/i.exec(text.trim())?.[2];
  return digits ? Number(digits) : null;
};
const keyOf = (orderId: number | null, code: string) => `${orderId ?? ''}|${code.trim().toLowerCase()}`;

/**
 * Commissions set by hand per order line (the import kit's COMMISSIONS kind): each row names an
 * approved item of an approved or invoiced order (its number and product code) of a representative
 * the importer sees, commissioned and allowed a manual commission; its percentage lies within his
 * minimum and maximum. Written as the line's override, replacing one set before.
 */
export const commissionsImport = defineImport<Ctx>({
  def: COMMISSIONS_IMPORT,
  context: async (_db, caller) => ({ userId: caller.auth.userId, all: seesAllRepresentatives(caller) }),
  check: async (db, rows, ctx) => {
    const errors: RowErrors = new Map();
    const orderIds = rows.map((r) => orderIdOf(r.values.orderNumber!));
    const rule = ctx.all ? 'true' : `coalesce(${REPRESENTATIVE_ACCESS_SQL.replaceAll(':1', '$3')}, false)`;
    const { rows: found } = await db.query<{
      orderId: number;
      code: string;
      itemId: number;
      allowed: boolean;
      manual: boolean;
      min: string;
      max: string;
    }>(
      `select o.id as "orderId", lower(p.code) as code, oi.id as "itemId", ${rule} as allowed,
              pa.manual_commission as manual, pa.min_commission::text as min, pa.max_commission::text as max
         from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
         join representatives rp on rp.user_id = o.representative_id
         join representative_parameters pa on pa.representative_id = rp.id and pa.commission
        where o.id = any($1::bigint[]) and lower(p.code) = any($2::text[]) and o.active
          and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED') and oi.status = 'APPROVED'`,
      [
        orderIds.filter((id) => id !== null),
        rows.map((r) => r.values.productCode!.trim().toLowerCase()),
        ...(ctx.all ? [] : [ctx.userId]),
      ],
    );
    const lineOf = new Map(found.map((f) => [keyOf(Number(f.orderId), f.code), f]));
    rows.forEach((row: ImportRow, i) => {
      const v = row.values;
      const line = lineOf.get(keyOf(orderIds[i] ?? null, v.productCode!));
      if (!line || !line.allowed)
        return addError(
          errors,
          row.line,
          REPRESENTATIVE_MSG.commissionLineNotFound(v.orderNumber!, v.productCode!),
        );
      if (!line.manual) return addError(errors, row.line, REPRESENTATIVE_MSG.commissionNotAllowed);
      if (compareDecimal(v.percentage!, line.min) < 0 || compareDecimal(v.percentage!, line.max) > 0)
        return addError(
          errors,
          row.line,
          REPRESENTATIVE_MSG.commissionOutOfBounds(formatPercent(line.min), formatPercent(line.max)),
        );
      v.itemId = String(line.itemId);
    });
    return errors;
  },
  write: async (tx, rows, _ctx, actor) => {
    const { rows: out } = await tx.query<{ inserted: boolean }>(
      `insert into representative_commission_overrides (order_item_id, percentage, updated_by)
       select * from unnest($1::bigint[], $2::numeric[], array_fill($3::bigint, array[cardinality($1::bigint[])]))
       on conflict (order_item_id) do update
         set percentage = excluded.percentage, updated_by = excluded.updated_by, updated_at = now()
       returning (xmax = 0) as inserted`,
      [rows.map((r) => Number(r.values.itemId)), rows.map((r) => r.values.percentage), actor],
    );
    const inserted = out.filter((r) => r.inserted).length;
    return { inserted, updated: out.length - inserted };
  },
});
