import { hash } from '@node-rs/argon2';
import { formatPhone, MSG, PASSWORD_LIFETIME_DAYS, type UserDTO } from '@balcao/schema';
import { statusText } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { assertFresh, notFound, validationFailed } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import { list, type ListQuery, type ListSpec } from '../../lib/list.js';

/** Users as choices (a picker, a select): id, name and user name, searched by either, by name. */
export const USER_CHOICES: ListSpec = {
  select: 'u.id, u.name, u.user_name as "userName"',
  from: 'users u',
  columns: {
    name: { sql: 'u.name', type: 'text', search: true, sort: true },
    userName: { sql: 'u.user_name', type: 'text', search: true, sort: true },
  },
  defaultOrder: { by: 'name', sort: 'ASC' },
  tieBreaker: 'u.id',
};

export type { UserDTO };

const COLUMNS = `u.id, u.user_name as "userName", u.name, u.email, u.phone, u.active,
         case when u.file_id is null then null else json_build_object('id', u.file_id, 'path', u.file_path) end as file,
         u.show_modal_rankings as "showModalRankings",
         greatest(0, floor(extract(epoch from (now() - u.password_changed_at)) / 86400)::int - ${PASSWORD_LIFETIME_DAYS}) as "daysPasswordExpired",
         coalesce((select json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name)
                     from user_profiles up join profiles p on p.id = up.profile_id where up.user_id = u.id), '[]'::json) as profiles,
         u.updated_at as "updatedAt"`;
const SELECT = `select ${COLUMNS} from users u`;

const fix = (u: UserDTO): UserDTO => ({ ...u, updatedAt: new Date(u.updatedAt).toISOString() });

export async function findUser(db: Db, id: number): Promise<UserDTO> {
  const { rows } = await db.query<UserDTO>(`${SELECT} where u.id = $1`, [id]);
  if (!rows[0]) throw notFound(MSG.userNotFound);
  return fix(rows[0]);
}

/** The users list: searchable by name, login and e-mail; filterable by status and profile. */
export const USER_LIST: ListSpec = {
  select: COLUMNS,
  from: 'users u',
  columns: {
    name: { sql: 'u.name', type: 'text', search: true, sort: true },
    userName: { sql: 'u.user_name', type: 'text', search: true, sort: true, filter: true },
    email: { sql: 'u.email', type: 'text', search: true, sort: true, filter: true },
    phone: { sql: 'u.phone', type: 'text', sort: true },
    active: { sql: 'u.active', type: 'boolean', sort: true, filter: true },
    profile: {
      sql: 'u.id',
      type: 'number',
      filter: true,
      filterSql:
        'exists (select 1 from user_profiles up where up.user_id = u.id and up.profile_id = any(:values))',
    },
    updatedAt: { sql: 'u.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'name', sort: 'ASC' },
  tieBreaker: 'u.id',
};

export async function listUsers(db: Db, query: ListQuery) {
  const page = await list<UserDTO>(db, USER_LIST, query);
  return { ...page, rows: page.rows.map(fix) };
}

async function assertUnique(db: Db, userId: number | null, email?: string, userName?: string) {
  const details = [];
  if (
    email &&
    (
      await db.query('select 1 from users where lower(email) = lower($1) and id is distinct from $2', [
        email,
        userId,
      ])
    ).rows.length
  )
    details.push({ field: 'email', messages: [MSG.duplicateEmail] });
  if (
    userName &&
    (
      await db.query('select 1 from users where lower(user_name) = lower($1) and id is distinct from $2', [
        userName,
        userId,
      ])
    ).rows.length
  )
    details.push({ field: 'userName', messages: [MSG.duplicateUserName] });
  if (details.length) throw validationFailed(details);
}

export type NewUser = {
  userName: string;
  name: string;
  email: string;
  phone?: string | null;
  password: string;
  profiles?: number[];
};

const USER = 'user';

/**
 * A user as his history keeps him, as people read him: the phone masked, 'Ativo', the profiles
 * by name, 'Sim'/'Não'; never the DTO's objects or flags (his photo's changes are recorded by the
 * image routes, by the names the photos were sent with).
 */
export const auditedUser = (u: UserDTO) => ({
  userName: u.userName,
  name: u.name,
  email: u.email,
  phone: u.phone ? formatPhone(u.phone) : null,
  active: statusText('m', u.active),
  profiles: u.profiles.map((p) => p.name).join(', ') || null,
  showModalRankings: u.showModalRankings ? 'Sim' : 'Não',
});

/** Creates a user; `actor` is who does it (null for the seed), for the record's history. */
export async function createUser(db: Db, u: NewUser, actor: number | null = null): Promise<UserDTO> {
  await assertUnique(db, null, u.email, u.userName);
  const passwordHash = await hash(u.password);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'insert into users (user_name, name, email, phone, password_hash) values ($1, $2, $3, $4, $5) returning id',
      [u.userName, u.name, u.email, u.phone || null, passwordHash],
    );
    const id = rows[0]!.id;
    for (const p of u.profiles ?? []) await tx.query('insert into user_profiles values ($1, $2)', [id, p]);
    const created = await findUser(tx, id);
    await recordChange(tx, {
      entity: USER,
      entityId: id,
      action: 'create',
      userId: actor,
      after: auditedUser(created),
    });
    return created;
  });
}

export type UserPatch = {
  name?: string;
  email?: string;
  phone?: string | null;
  password?: string;
  updatedAt?: string;
};

export async function updateUser(
  db: Db,
  id: number,
  patch: UserPatch,
  actor: number | null,
  /** A new password ends the user's sessions, but for this token's (his own change). */
  keepSession: string | null = null,
): Promise<UserDTO> {
  const current = await findUser(db, id);
  assertFresh(patch.updatedAt, current);
  await assertUnique(db, id, patch.email);
  const passwordHash = patch.password ? await hash(patch.password) : null;
  return db.transaction(async (tx) => {
    await tx.query(
      `update users set name = coalesce($2, name), email = coalesce($3, email),
            phone = case when $4::boolean then $5 else phone end,
            password_hash = coalesce($6, password_hash),
            password_changed_at = case when $6::text is null then password_changed_at else now() end,
            sessions_valid_after = case when $6::text is null then sessions_valid_after else clock_timestamp() end,
            sessions_kept_jti = case when $6::text is null then sessions_kept_jti else $7 end,
            updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where id = $1`,
      [
        id,
        patch.name ?? null,
        patch.email ?? null,
        patch.phone !== undefined,
        patch.phone || null,
        passwordHash,
        keepSession,
      ],
    );
    const updated = await findUser(tx, id);
    await recordChange(tx, {
      entity: USER,
      entityId: id,
      action: 'update',
      userId: actor,
      before: auditedUser(current),
      after: auditedUser(updated),
      extra: passwordHash ? { password: { changed: true } } : {},
    });
    return updated;
  });
}

export async function setUserActive(db: Db, id: number, active: boolean, actor: number | null) {
  const before = await findUser(db, id);
  return db.transaction(async (tx) => {
    await tx.query(
      `update users set active = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = $1`,
      [id, active],
    );
    const after = await findUser(tx, id);
    await recordChange(tx, {
      entity: USER,
      entityId: id,
      action: 'update',
      userId: actor,
      before: auditedUser(before),
      after: auditedUser(after),
    });
    return after;
  });
}

export async function deleteUsers(db: Db, ids: number[], actor: number | null) {
  await db.transaction(async (tx) => {
    for (const id of ids) {
      const { rows } = await tx.query<UserDTO>(`${SELECT} where u.id = $1`, [id]);
      if (!rows[0]) continue;
      await tx.query('delete from users where id = $1', [id]);
      await recordChange(tx, {
        entity: USER,
        entityId: id,
        action: 'delete',
        userId: actor,
        before: auditedUser(fix(rows[0])),
      });
    }
  });
}

export async function setUserProfiles(db: Db, id: number, profiles: number[], actor: number | null) {
  const before = await findUser(db, id);
  return db.transaction(async (tx) => {
    await tx.query('delete from user_profiles where user_id = $1', [id]);
    for (const p of profiles) await tx.query('insert into user_profiles values ($1, $2)', [id, p]);
    await tx.query(
      `update users set updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = $1`,
      [id],
    );
    const after = await findUser(tx, id);
    await recordChange(tx, {
      entity: USER,
      entityId: id,
      action: 'update',
      userId: actor,
      before: auditedUser(before),
      after: auditedUser(after),
    });
    return after;
  });
}

/** Every profile a user may be given, by name: id, name and whether it is active. */
export async function profileOptions(db: Db) {
  const { rows } = await db.query<{ id: number; name: string; active: boolean }>(
    'select id, name, active from profiles order by name, id',
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
