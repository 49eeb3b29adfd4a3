import { NEGOTIATION_MSG, businessDay } from '@balcao/schema';
import { negotiations } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { assertCustomerAccess } from '../customers/access.js';
import { checkNegotiationBudget, NEGOTIATION_BUDGET_COLUMNS } from './negotiations.budget.js';
import { NEGOTIATION_SQL } from './negotiations.sql.js';
import { negotiationRoutes } from './negotiations.routes.js';
import { fanInForce } from '../financial/fans.sql.js';

/** A deal changes only while it is a draft and not blocked (400 in the product's words). */
export function assertEditable(row: Record<string, unknown>) {
  if (row.blocked) throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.blocked);
  if (row.status !== 'DRAFT') throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.notDraft);
}

async function customerRepresentative(db: Db, customerId: number) {
  const { rows } = await db.query<{ rep: number | null }>(
    'select representative_id as rep from customers where id = $1',
    [customerId],
  );
  return rows[0]?.rep == null ? null : Number(rows[0].rep);
}

/**
 * Negotiations on the kit. Their own rules: the customer is one the caller may see, and stays the
 * deal's once created (its items were priced for it); the buyer is the customer's; the last period
 * is not before the first; only a draft that is not blocked is saved. The representative is the
 * customer's (the caller when it has none), never the caller's choice.
 */
export const negotiationsArea: ResourceArea = resourceArea(
  negotiations,
  {
    table: 'negotiations',
    alias: 'n',
    createdBy: true,
    from: `negotiations n join customers c on c.id = n.customer_id
           left join companies co on co.id = c.company_id
           left join buyers b on b.id = n.buyer_id
           left join users r on r.id = n.representative_id
           left join users rm on rm.id = n.regional_manager_id`,
    // 'NEG-' and the id, padded: the id's order.
    sorts: { negotiationNumber: 'n.id' },
    columns: {
      ...NEGOTIATION_SQL,
      ...NEGOTIATION_BUDGET_COLUMNS,
      status: 'n.status',
      blocked: 'n.blocked',
      responsibleApproval: 'n.responsible_approval',
      corporateName: 'c.corporate_name',
      corporateNameMatriz: 'co.corporate_name',
      buyerName: 'b.name',
      representativeName: 'r.name',
      regionalManager: 'rm.name',
      // The FAN of its customer in force on its day of issue, approved (financial/fans.sql.ts).
      percentFan: fanInForce('percent_fan', 'n.customer_id', 'n.issue_date'),
      percVpcFan: fanInForce('perc_vpc_fan', 'n.customer_id', 'n.issue_date'),
    },
  },
  {
    prepare: ({ input, before }) => (before ? { ...input, customerId: before.customerId } : input),
    validate: async (db, { caller, input, before }) => {
      if (before) assertEditable(before);
      const customerId = Number(input.customerId);
      if (caller) await assertCustomerAccess(db, caller, customerId);
      const errors: FieldError[] = [];
      if (input.buyerId) {
        const { rows } = await db.query('select 1 from buyers where id = $1 and customer_id = $2', [
          Number(input.buyerId),
          customerId,
        ]);
        if (!rows.length) errors.push({ field: 'buyerId', messages: [NEGOTIATION_MSG.buyerOfOtherCustomer] });
      }
      if (String(input.lastPeriod) < String(input.firstPeriod))
        errors.push({ field: 'lastPeriod', messages: [NEGOTIATION_MSG.lastBeforeFirst] });
      await checkNegotiationBudget(db, input, errors);
      if (errors.length) throw validationFailed(errors);
    },
    derive: async (db, { caller, input, before }) =>
      before
        ? {}
        : {
            representativeId:
              (await customerRepresentative(db, Number(input.customerId))) ?? caller?.auth.userId ?? null,
            issueDate: businessDay(),
          },
    extraRoutes: negotiationRoutes,
  },
);
