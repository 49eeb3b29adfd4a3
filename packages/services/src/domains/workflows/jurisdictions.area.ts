import { compareDecimal, FINANCIAL_RECORD_PATH, MSG } from '@balcao/schema';
import { jurisdictions } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';

/**
 * Alçadas (jurisdictions) of a workflow type: value ranges that route the APPROVER tasks of an
 * execution to an approval mode's approvers. Ranges of one type's active alçadas never overlap, so
 * an amount picks at most one; without an amount only an alçada with no bounds applies.
 */
export const jurisdictionsArea: ResourceArea = resourceArea(
  jurisdictions,
  {
    table: 'workflow_jurisdictions',
    alias: 'j',
    from: `workflow_jurisdictions j join workflow_types w on w.id = j.type_id
      join approval_modes m on m.id = j.approval_mode_id`,
    columns: {
      typeTitle: 'w.title',
      approvalModeName: `m.code || ' — ' || m.description`,
      financial: `coalesce(w.record_path ~ '${FINANCIAL_RECORD_PATH}', false)`,
    },
  },
  {
    validate: async (db, { input, before }) => {
      const field = (key: string, message: string) => validationFailed([{ field: key, messages: [message] }]);
      const type = await db.query('select 1 from workflow_types where id = $1', [input.typeId]);
      if (!type.rows.length) throw field('typeId', MSG.invalidValue);
      const mode = await db.query('select 1 from approval_modes where id = $1 and active', [
        input.approvalModeId,
      ]);
      if (!mode.rows.length) throw field('approvalModeId', MSG.invalidValue);
      const min = (input.minAmount as string) || null;
      const max = (input.maxAmount as string) || null;
      if (min && max && compareDecimal(min, max) > 0) throw field('maxAmount', MSG.jurisdictionRange);
      if (input.active === false) return;
      const overlap = await db.query(
        `select 1 from workflow_jurisdictions j where j.type_id = $1 and j.active and j.id <> $2
            and (j.min_amount is null or $4::numeric is null or j.min_amount <= $4::numeric)
            and (j.max_amount is null or $3::numeric is null or $3::numeric <= j.max_amount)`,
        [input.typeId, before?.id ?? 0, min, max],
      );
      if (overlap.rows.length) throw field('minAmount', MSG.jurisdictionOverlap);
    },
  },
);
