import { MSG } from '@balcao/schema';
import { approvalModes } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceArea } from '../../kit/area.js';

const APPROVERS = 'from approval_mode_approvers a join users u on u.id = a.user_id where a.mode_id = m.id';

/**
 * Approval modes on the kit: their named approvers are links (approval_mode_approvers). A mode
 * names a role, approvers, or both; each approver an active user.
 */
export const approvalModesArea: ResourceArea = resourceArea(
  approvalModes,
  {
    table: 'approval_modes',
    alias: 'm',
    names: { approverCode: 'code', approverDescription: 'description' },
    columns: { approverNames: `(select string_agg(u.name, ', ' order by u.name) ${APPROVERS})` },
    // Its approvers by name, for its form's tags.
    extra: {
      approverUsers: `coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
        ${APPROVERS}), '[]'::json)`,
    },
    links: { approvers: { table: 'approval_mode_approvers', own: 'mode_id', other: 'user_id' } },
  },
  {
    validate: async (db, { input }) => {
      const ids = input.approvers as number[];
      if (!input.roleCode && !ids.length)
        throw validationFailed([{ field: 'approvers', messages: [MSG.approvalModeNeedsApprover] }]);
      const known = await db.query('select id from users where id = any($1::bigint[]) and active', [ids]);
      if (known.rows.length !== new Set(ids).size)
        throw validationFailed([{ field: 'approvers', messages: [MSG.userNotFound] }]);
    },
  },
);
