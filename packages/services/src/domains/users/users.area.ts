import { hash } from '@node-rs/argon2';
import { MSG, PASSWORD_LIFETIME_DAYS } from '@balcao/schema';
import { users } from '@balcao/schema/resources';
import { validationFailed } from '../../errors.js';
import { resourceArea, type ResourceHooks, type WriteContext } from '../../kit/area.js';
import { passwordProblems } from '../../auth/passwordPolicy.js';
import { assertCurrentPassword, endSessions } from '../auth/password.js';
import { userRoutes } from './users.routes.js';

const PROFILES = `from user_profiles up join profiles p on p.id = up.profile_id where up.user_id = u.id`;

/** Whether a write sets the writer's own password. */
const own = (ctx: WriteContext) => ctx.before !== null && ctx.caller?.auth.userId === ctx.before.id;

const hooks: ResourceHooks = {
  // The sign-in name stays as created.
  prepare: ({ input, before }) => (before ? { ...input, userName: before.userName } : input),
  // A new user needs a password; a new password passes the policy (his own, after the current one).
  validate: async (db, ctx) => {
    const password = String(ctx.input.password ?? '');
    if (!password && !ctx.before) throw validationFailed([{ field: 'password', messages: [MSG.required] }]);
    if (!password) return;
    if (own(ctx)) await assertCurrentPassword(db, ctx.before!.id, String(ctx.input.currentPassword ?? ''));
    const who = ctx.input as { userName: string; name: string; email: string };
    const problems = passwordProblems(password, who);
    if (problems.length) throw validationFailed([{ field: 'password', messages: problems }]);
  },
  // Stored hashed; it ends his sessions but, for his own change, the token that made it.
  derive: async (_db, ctx) => {
    const password = String(ctx.input.password ?? '');
    if (!password) return {};
    const now = new Date();
    return {
      passwordHash: await hash(password),
      passwordChangedAt: now,
      sessionsValidAfter: now,
      sessionsKeptJti: own(ctx) ? (ctx.caller?.auth.jti ?? null) : null,
    };
  },
  beforeRemove: async (_db, { caller, before }) => {
    if (caller.auth.userId === before.id)
      throw validationFailed([{ field: 'ids', messages: ['Você não pode excluir o próprio usuário'] }]);
  },
  // His tokens stop working at once (auth.plugin); his open sockets must end with them.
  committed: ({ realtime }, w) => {
    const id = (w.after ?? w.before)!.id;
    if (w.kind === 'remove' || (w.kind === 'toggle' && w.after?.active === false))
      realtime.disconnectUser(id);
    if (w.input?.password) endSessions(realtime, id, w.caller.auth.userId === id, w.caller.auth.jti ?? '');
  },
  extraRoutes: userRoutes,
};

export const usersArea = resourceArea(
  users,
  {
    table: 'users',
    alias: 'u',
    columns: {
      photo: '(select f.original_name from files f where f.id = u.file_id)',
      profileNames: `(select string_agg(p.name, ', ' order by p.name) ${PROFILES})`,
    },
    extra: {
      file: `case when u.file_id is null then null else json_build_object('id', u.file_id, 'path', u.file_path) end`,
      showModalRankings: 'u.show_modal_rankings',
      daysPasswordExpired: `greatest(0, floor(extract(epoch from (now() - u.password_changed_at)) / 86400)::int - ${PASSWORD_LIFETIME_DAYS})`,
      profiles: `coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name) ${PROFILES}), '[]'::json)`,
    },
  },
  hooks,
);
