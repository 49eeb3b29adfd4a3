import type { Access, AccessSet, Action } from '@balcao/schema';
import type { Db } from '../../db/db.js';

type Row = {
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

function toSet(rows: Row[]): AccessSet {
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

/** What the user may do now, from his active profiles (read per request so changes apply at once). */
export async function loadAccessSet(db: Db, userId: number): Promise<AccessSet> {
  const sql = ACCESS_SQL.replace(
    '%WHERE%',
    'p.id in (select profile_id from user_profiles where user_id = $1)',
  );
  return toSet((await db.query<Row>(sql, [userId])).rows);
}

export async function loadProfileAccesses(db: Db, profileId: number): Promise<Access[]> {
  const sql = ACCESS_SQL.replace('%WHERE%', 'p.id = $1').replace('where p.active and', 'where');
  return [...toSet((await db.query<Row>(sql, [profileId])).rows).accesses];
}
