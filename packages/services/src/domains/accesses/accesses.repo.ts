import type { Access, AccessSet } from '@balcao/schema';
import type { Db } from '../../db/db.js';

/**
 * The access set (AccessSet's shape) of the profiles `%WHERE%` selects, built by the database as one
 * JSON value: one row and one parse for the caller, not a row per grant with its array and its
 * exceptions to parse (read on every request: auth.plugin.ts).
 */
const ACCESS_SET_SQL = `
  select json_build_object(
           'global', coalesce(bool_or(p.global), false),
           'accesses', coalesce(json_agg(json_build_object(
               'profileId', p.id, 'module', g.module, 'permissions', g.actions,
               'exceptions', coalesce((select json_agg(json_build_object('name', e.name, 'permission', e.permission))
                                         from profile_exceptions e where e.profile_id = p.id and e.name = g.module), '[]'::json))
             order by p.id, g.module) filter (where g.module is not null), '[]'::json)) as access
    from profiles p
    left join profile_grants g on g.profile_id = p.id
   where %WHERE%`;

/** The access set of the active profiles of the user `$1`, as a one-column row `access`. */
export const USER_ACCESS_SET_SQL = ACCESS_SET_SQL.replace(
  '%WHERE%',
  'p.active and p.id in (select profile_id from user_profiles where user_id = $1)',
);

/** What the user may do now, from his active profiles (read per request so changes apply at once). */
export async function loadAccessSet(db: Db, userId: number): Promise<AccessSet> {
  return (await db.query<{ access: AccessSet }>(USER_ACCESS_SET_SQL, [userId])).rows[0]!.access;
}

/** A profile's grants, active or not. */
export async function loadProfileAccesses(db: Db, profileId: number): Promise<Access[]> {
  const sql = ACCESS_SET_SQL.replace('%WHERE%', 'p.id = $1');
  return [...(await db.query<{ access: AccessSet }>(sql, [profileId])).rows[0]!.access.accesses];
}
