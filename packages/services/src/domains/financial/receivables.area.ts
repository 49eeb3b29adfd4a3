import { businessDay, FINANCIAL_MSG } from '@balcao/schema';
import { receivables } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { todaySql } from '../../lib/zone.js';
import { assertOrderAccess } from '../orders/access.js';

/** A title's status as of today in the business's zone (schema RECEIVABLE_STATUSES). */
const STATUS_SQL = `case when r.payment_date is not null then 'PAID'
  when r.due_date < ${todaySql()} then 'OVERDUE' else 'DUE' end`;

/** An order that invoiced something (some item's invoiced quantity), which a title by hand may be of. */
async function assertInvoiced(db: Db, orderId: number) {
  const { rows } = await db.query(
    'select 1 from order_items where order_id = $1 and invoiced_quantity > 0 limit 1',
    [orderId],
  );
  if (!rows.length)
    throw validationFailed([{ field: 'orderId', messages: [FINANCIAL_MSG.receivableNotInvoiced] }]);
}

/** The payment day: never after today, never before the title's invoice. */
function assertPayment(paymentDate: unknown, invoiceDate: string) {
  if (!paymentDate) return;
  const day = String(paymentDate);
  if (day > businessDay())
    throw validationFailed([{ field: 'paymentDate', messages: [FINANCIAL_MSG.paymentInFuture] }]);
  if (day < invoiceDate)
    throw validationFailed([{ field: 'paymentDate', messages: [FINANCIAL_MSG.paymentBeforeInvoice] }]);
}

/**
 * Receivables on the kit. Their own rules: a title by hand is of an invoiced order the caller may
 * see, whose customer it is of, issued today; the order stays the title's; the payment day is
 * never in the future nor before the invoice. Those of invoices are issued by
 * receivables.issue.ts.
 */
export const receivablesArea: ResourceArea = resourceArea(
  receivables,
  {
    table: 'receivables',
    alias: 'r',
    from: `receivables r join orders o on o.id = r.order_id join customers c on c.id = r.customer_id
      left join users u on u.id = o.representative_id`,
    createdBy: true,
    sorts: { titleNumber: 'r.id' },
    notNull: ['titleNumber', 'dueDate'],
    columns: {
      titleNumber: `'TIT-' || lpad(r.id::text, 6, '0')`,
      status: STATUS_SQL,
      orderNumber: `'PED-' || lpad(r.order_id::text, 6, '0')`,
      installment: 'r.installment',
      customerId: 'r.customer_id',
      corporateName: 'c.corporate_name',
      representativeName: 'u.name',
      conditionPayment: 'o.condition_payment',
      invoiceDate: 'r.invoice_date',
    },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, orderId: before.orderId } : input),
    validate: async (db, { caller, input, before }) => {
      if (!before) {
        if (caller) await assertOrderAccess(db, caller, Number(input.orderId));
        await assertInvoiced(db, Number(input.orderId));
      }
      assertPayment(input.paymentDate, before ? String(before.invoiceDate) : businessDay());
    },
    derive: async (db, { input, before }) => {
      if (before) return {};
      const { rows } = await db.query<{ customerId: number }>(
        'select customer_id as "customerId" from orders where id = $1',
        [input.orderId],
      );
      return { customerId: rows[0]?.customerId ?? null, invoiceDate: businessDay() };
    },
  },
);
