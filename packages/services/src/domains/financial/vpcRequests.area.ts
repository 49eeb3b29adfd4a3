import { FINANCIAL_MSG, MSG } from '@balcao/schema';
import { vpcRequests } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { validationFailed, type FieldError } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';
import { assertCustomerFor } from './access.js';
import { checkBudgetServes } from './budgetValidation.js';
import { vpcRoutes } from './vpcRequests.routes.js';
import { assertVpcEditable, registerVpcWorkflow } from './vpcRequests.workflow.js';

/**
 * Its NDs: of its customer, none in another request, their sum not above its value (spec/02 §5
 * 'O valor da solicitação do VPC é menor que o valor das NDs', on the value).
 */
async function checkDebitNotes(
  db: Db,
  id: number | null,
  input: Record<string, unknown>,
  errors: FieldError[],
) {
  const ids = (input.debitNoteIds as number[] | undefined) ?? [];
  const { rows } = await db.query<{ customerId: number; taken: boolean }>(
    `select d.customer_id as "customerId",
            exists (select 1 from vpc_request_debit_notes l where l.debit_note_id = d.id
                     and l.vpc_request_id is distinct from $2) as taken
       from debit_notes d where d.id = any($1::bigint[])`,
    [ids, id],
  );
  const notes: string[] = [];
  if (rows.length !== new Set(ids).size) notes.push(FINANCIAL_MSG.debitNoteNotFound);
  if (rows.some((r) => Number(r.customerId) !== Number(input.customerId)))
    notes.push(FINANCIAL_MSG.debitNoteOtherCustomer);
  if (rows.some((r) => r.taken)) notes.push(FINANCIAL_MSG.debitNoteTaken);
  if (notes.length) errors.push({ field: 'debitNoteIds', messages: notes });
  const sum = await db.query<{ below: boolean }>(
    `select coalesce((select sum(value) from debit_notes where id = any($1::bigint[])), 0) > $2::numeric as below`,
    [ids, input.value],
  );
  if (sum.rows[0]!.below) errors.push({ field: 'value', messages: [FINANCIAL_MSG.vpcBelowNds] });
}

/**
 * VPC requests on the kit. Their own rules: the customer is one the caller may see; the period
 * ends on or after its start; its NDs (above); its budget an active one; only a draft or a request
 * returned for correction is saved. Status moves through its routes and its workflow.
 */
export const vpcRequestsArea: ResourceArea = resourceArea(
  vpcRequests,
  {
    table: 'vpc_requests',
    alias: 'v',
    from: `vpc_requests v join customers c on c.id = v.customer_id
      left join budgets b on b.id = v.budget_id
      left join files f on f.id = v.file_id
      left join users u on u.id = v.created_by`,
    createdBy: true,
    sorts: { requestNumber: 'v.id' },
    links: {
      debitNoteIds: { table: 'vpc_request_debit_notes', own: 'vpc_request_id', other: 'debit_note_id' },
    },
    columns: {
      requestNumber: `'VPC-' || lpad(v.id::text, 6, '0')`,
      status: 'v.status',
      corporateName: 'c.corporate_name',
      debitNoteCodes: `(select string_agg('ND-' || lpad(l.debit_note_id::text, 6, '0'), ', ' order by l.debit_note_id)
        from vpc_request_debit_notes l where l.vpc_request_id = v.id)`,
      ndsValue: `(select coalesce(sum(d.value), 0) from vpc_request_debit_notes l
        join debit_notes d on d.id = l.debit_note_id where l.vpc_request_id = v.id)`,
      budgetName: `'VRB-' || lpad(b.id::text, 6, '0') || ': ' || b.description`,
      fileName: 'f.original_name',
      requesterName: 'u.name',
    },
  },
  {
    validate: async (db, { caller, input, before }) => {
      if (before) assertVpcEditable(before);
      if (caller) await assertCustomerFor(db, caller, 'VPC', Number(input.customerId));
      const errors: FieldError[] = [];
      if (String(input.lastPeriod) < String(input.firstPeriod))
        errors.push({ field: 'lastPeriod', messages: [MSG.endBeforeStart] });
      await checkDebitNotes(db, before?.id ?? null, input, errors);
      await checkBudgetServes(db, input, errors);
      if (errors.length) throw validationFailed(errors);
    },
    extraRoutes: vpcRoutes,
  },
);

registerVpcWorkflow(vpcRequestsArea.store);
