import { z } from 'zod';
import { MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';

/**
 * Alçadas (jurisdictions) of a workflow type: value ranges that route the APPROVER tasks of an
 * execution to an approval mode's approvers. Ranges of one type's active alçadas never overlap, so
 * an amount picks at most one; without an amount only an alçada with no bounds applies.
 */
const amount = z
  .string()
  .regex(/^\d{1,16}(\.\d{1,2})?$/, MSG.numberRequired)
  .nullish()
  .transform((v) => v ?? null);
export const jurisdictionBody = z
  .object({
    workflowTypeId: z.number().int().positive(),
    description: z.string().trim().min(1, MSG.required).max(100, MSG.maxLength(100)),
    minAmount: amount,
    maxAmount: amount,
    approvalModeId: z.number().int().positive(),
    active: z.boolean().default(true),
  })
  .refine((v) => v.minAmount === null || v.maxAmount === null || Number(v.minAmount) <= Number(v.maxAmount), {
    message: MSG.jurisdictionRange,
    path: ['maxAmount'],
  });
export type JurisdictionBody = z.infer<typeof jurisdictionBody>;

const SELECT = `j.id, j.type_id as "workflowTypeId", j.description, j.min_amount::text as "minAmount",
  j.max_amount::text as "maxAmount", j.approval_mode_id as "approvalModeId", m.code as "approverCode",
  m.description as "approverDescription", j.active, j.updated_at as "updatedAt"`;
const FROM = 'workflow_jurisdictions j join approval_modes m on m.id = j.approval_mode_id';
type Row = { id: number; workflowTypeId: number; approvalModeId: number } & Record<string, unknown>;
const clean = (r: Row) => ({
  ...r,
  id: Number(r.id),
  workflowTypeId: Number(r.workflowTypeId),
  approvalModeId: Number(r.approvalModeId),
});

export async function listJurisdictions(db: Db, typeId: number | null) {
  const { rows } = await db.query<Row>(
    `select ${SELECT} from ${FROM} where $1::bigint is null or j.type_id = $1
      order by j.type_id, j.min_amount nulls first, j.id`,
    [typeId],
  );
  return rows.map(clean);
}

export async function findJurisdiction(db: Db, id: number) {
  const { rows } = await db.query<Row>(`select ${SELECT} from ${FROM} where j.id = $1`, [id]);
  if (!rows[0]) throw notFound('Alçada não encontrada');
  return clean(rows[0]);
}

/** Creates (id null) or changes an alçada; refuses an unknown type or mode and an overlapping range. */
export async function writeJurisdiction(db: Db, id: number | null, b: JurisdictionBody) {
  const type = await db.query('select 1 from workflow_types where id = $1', [b.workflowTypeId]);
  if (!type.rows.length) throw validationFailed([{ field: 'workflowTypeId', messages: [MSG.invalidValue] }]);
  const mode = await db.query('select 1 from approval_modes where id = $1 and active', [b.approvalModeId]);
  if (!mode.rows.length) throw validationFailed([{ field: 'approvalModeId', messages: [MSG.invalidValue] }]);
  if (b.active) {
    const overlap = await db.query(
      `select 1 from workflow_jurisdictions j where j.type_id = $1 and j.active and j.id <> $2
          and (j.min_amount is null or $4::numeric is null or j.min_amount <= $4::numeric)
          and (j.max_amount is null or $3::numeric is null or $3::numeric <= j.max_amount)`,
      [b.workflowTypeId, id ?? 0, b.minAmount, b.maxAmount],
    );
    if (overlap.rows.length)
      throw validationFailed([{ field: 'minAmount', messages: [MSG.jurisdictionOverlap] }]);
  }
  const values = [b.workflowTypeId, b.description, b.minAmount, b.maxAmount, b.approvalModeId, b.active];
  const { rows } = id
    ? await db.query<{ id: number }>(
        `update workflow_jurisdictions set type_id = $2, description = $3, min_amount = $4, max_amount = $5,
                approval_mode_id = $6, active = $7, updated_at = now() where id = $1 returning id`,
        [id, ...values],
      )
    : await db.query<{ id: number }>(
        `insert into workflow_jurisdictions (type_id, description, min_amount, max_amount, approval_mode_id, active)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        values,
      );
  if (!rows[0]) throw notFound('Alçada não encontrada');
  return Number(rows[0].id);
}

/** The active alçada (with an active mode) an execution of the type with this amount falls in. */
export async function resolveJurisdiction(db: Db, typeId: number, amount: string | null) {
  const { rows } = await db.query<{ id: number; approval_mode_id: number }>(
    `select j.id, j.approval_mode_id from workflow_jurisdictions j
       join approval_modes m on m.id = j.approval_mode_id and m.active
      where j.type_id = $1 and j.active
        and case when $2::numeric is null then j.min_amount is null and j.max_amount is null
                 else (j.min_amount is null or j.min_amount <= $2::numeric)
                  and (j.max_amount is null or $2::numeric <= j.max_amount) end
      order by j.min_amount nulls first, j.id limit 1`,
    [typeId, amount],
  );
  const r = rows[0];
  return r ? { id: Number(r.id), approvalModeId: Number(r.approval_mode_id) } : null;
}
