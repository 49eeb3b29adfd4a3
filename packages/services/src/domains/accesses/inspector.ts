import {
  ACTIONS,
  explainAccess,
  matchRoute,
  MODULES,
  MSG,
  routeVisible,
  type PermissionInspectionDTO,
} from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';
import { loadAccessSet } from './accesses.repo.js';

type ProfileRow = PermissionInspectionDTO['profiles'][number];
export type Inspection = PermissionInspectionDTO;

/**
 * Why a user may or may not do each action on a route's modules or on one module: the decision
 * and its reasons come from `explainAccess`, the same rule `can` applies everywhere.
 */
export async function inspect(
  db: Db,
  userId: number,
  target: { route?: string; module?: string },
): Promise<Inspection> {
  const match = target.route ? matchRoute(target.route) : null;
  if (target.route && !match)
    throw validationFailed([{ field: 'route', messages: [MSG.routeNotInCatalogue] }]);
  const moduleNames = match ? [...match.route.modules] : target.module ? [target.module] : [];
  if (target.module && !MODULES.some((m) => m.name === target.module))
    throw validationFailed([{ field: 'module', messages: [MSG.moduleNotInCatalogue] }]);

  const { rows: users } = await db.query<Inspection['user']>(
    'select id::int, user_name as "userName", name, active from users where id = $1',
    [userId],
  );
  if (!users[0]) throw notFound(MSG.userNotFound);
  const { rows: profiles } = await db.query<ProfileRow>(
    `select p.id::int, p.name, p.active, p.global
       from profiles p join user_profiles up on up.profile_id = p.id
      where up.user_id = $1 order by p.name`,
    [userId],
  );
  const accessSet = await loadAccessSet(db, userId);
  const nameOf = new Map(profiles.map((p) => [p.id, p.name]));
  return {
    user: users[0],
    profiles,
    accessSet: {
      global: accessSet.global,
      accesses: accessSet.accesses.map((a) => ({
        profileId: Number(a.profileId),
        module: a.module,
        permissions: [...a.permissions],
        exceptions: [...a.exceptions],
      })),
    },
    route: match
      ? {
          path: match.route.path,
          title: match.route.title,
          action: match.route.action,
          visible: routeVisible(accessSet, match.route),
        }
      : null,
    modules: MODULES.filter((m) => moduleNames.includes(m.name)).map((m) => ({
      name: m.name,
      label: m.label,
    })),
    actions: moduleNames.length
      ? ACTIONS.map((action) => {
          const e = explainAccess(accessSet, moduleNames, action);
          return {
            action,
            allowed: e.allowed,
            global: e.global,
            verdicts: e.verdicts.map((v) => ({
              profileId: Number(v.profileId),
              profileName: nameOf.get(Number(v.profileId)) ?? String(v.profileId),
              module: v.module,
              outcome: v.outcome,
            })),
          };
        })
      : [],
  };
}
