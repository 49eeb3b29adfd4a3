import { FAN_MSG, MSG } from '@balcao/schema';
import { fans } from '@balcao/schema/resources';
import { validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { recordNumberSql } from '../../lib/list.js';
import { assertCustomerFor } from './access.js';
import { fanRoutes } from './fans.routes.js';
import { assertFanOpen, registerFanWorkflow } from './fans.workflow.js';

/**
 * FAN on the kit. Their own rules: the customer is one the caller may see; the period ends on or
 * after its start and meets no other FAN of the customer's that is not cancelled (the one the
 * negotiations read is never in doubt); a FAN is saved until its approver decides. Its create
 * starts its workflow (workflowStart 'save'); its status moves only through it.
 */
export const fansArea: ResourceArea = resourceArea(
  fans,
  {
    table: 'fans',
    alias: 'f',
    from: `fans f join customers c on c.id = f.customer_id left join users u on u.id = f.created_by`,
    createdBy: true,
    sorts: { fanNumber: 'f.id' },
    columns: {
      fanNumber: recordNumberSql('FAN', 'f.id'),
      status: 'f.status',
      corporateName: 'c.corporate_name',
      documentNames: `(select string_agg(d.description || ' (' || d.filename || ')', ', ' order by d.id)
        from fan_documents d where d.fan_id = f.id)`,
      requesterName: 'u.name',
    },
  },
  {
    validate: async (db, { caller, input, before }) => {
      if (before) assertFanOpen(before);
      if (caller) await assertCustomerFor(db, caller, 'FAN', Number(input.customerId));
      const errors: FieldError[] = [];
      if (String(input.endDate) < String(input.startDate))
        errors.push({ field: 'endDate', messages: [MSG.endBeforeStart] });
      else {
        // Two FANs of one customer saved at once: the second waits, then sees the first.
        await db.query('select 1 from customers where id = $1 for update', [input.customerId]);
        const { rows } = await db.query(
          `select 1 from fans where customer_id = $1 and status <> 'CANCELLED' and id is distinct from $2
              and start_date <= $4::date and end_date >= $3::date limit 1`,
          [input.customerId, before?.id ?? null, input.startDate, input.endDate],
        );
        if (rows.length) errors.push({ field: 'startDate', messages: [FAN_MSG.overlap] });
      }
      if (errors.length) throw validationFailed(errors);
    },
    extraRoutes: fanRoutes,
  },
);

registerFanWorkflow(fansArea.store);
