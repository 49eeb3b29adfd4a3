import type { Access, AccessSet, Action } from '@balcao/schema';
import type { Db } from '../../db/db.js';

export type AccessRow = {
  profile_id: number;
  global: boolean;
  module: string | null;
  actions: Action[] | null;
  exceptions: { name: string; permission: Action }[];
};

const ACCESS_SQL = `
  select p.id as profile_id, p.global, g.module, g.actions,
         coalesce((select json_agg(json_build_object('name', e.name, 'permission', e.permission))
                     from profile_exceptions e where e.profile_id = p.id and e.name = g.module), '[]'::json) as exceptions
    from profiles p
    left join profile_grants g on g.profile_id = p.id
   where p.active and %WHERE%
   order by p.id, g.module`;

/** The access set of a user's grant rows (ACCESS_SQL's, or USER_ACCESS_SQL's). */
export function toSet(rows: AccessRow[]): AccessSet {
  const accesses: Access[] = rows
    .filter((r) => r.module)
    .map((r) => ({
      profileId: r.profile_id,
      module: r.module!,
      permissions: r.actions ?? [],
      exceptions: r.exceptions,
    }));
  return { global: rows.some((r) => r.global), accesses };
}

/** The grant rows of the active profiles of the user `$1`. */
export const USER_ACCESS_SQL = ACCESS_SQL.replace(
  '%WHERE%',
  'p.id in (select profile_id from user_profiles where user_id = $1)',
);

/** What the user may do now, from his active profiles (read per request so changes apply at once). */
export async function loadAccessSet(db: Db, userId: number): Promise<AccessSet> {
  return toSet((await db.query<AccessRow>(USER_ACCESS_SQL, [userId])).rows);
}

export async function loadProfileAccesses(db: Db, profileId: number): Promise<Access[]> {
  const sql = ACCESS_SQL.replace('%WHERE%', 'p.id = $1').replace('where p.active and', 'where');
  return [...toSet((await db.query<AccessRow>(sql, [profileId])).rows).accesses];
}
