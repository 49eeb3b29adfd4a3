import type { Db } from '../../db/db.js';

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
