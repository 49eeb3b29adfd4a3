import type { ExceptionDTO, GrantDTO, ProfileDTO } from '@balcao/schema';
import { statusText } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { assertFresh, notFound, validationFailed } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import { list, type ListQuery, type ListSpec } from '../../lib/list.js';

export type Grant = GrantDTO;
export type Exception = ExceptionDTO;
export type ProfileInput = {
  name: string;
  description?: string | null;
  global?: boolean;
  grants: Grant[];
  exceptions?: Exception[];
  updatedAt?: string;
};
export type { ProfileDTO };

const COLUMNS = `p.id, p.name, p.description, p.active, p.global,
         coalesce((select json_agg(json_build_object('module', g.module, 'permissions', g.actions) order by g.module)
                     from profile_grants g where g.profile_id = p.id), '[]'::json) as grants,
         coalesce((select json_agg(json_build_object('name', e.name, 'permission', e.permission) order by e.name, e.permission)
                     from profile_exceptions e where e.profile_id = p.id), '[]'::json) as exceptions,
         (select count(*)::int from user_profiles up where up.profile_id = p.id) as "userCount",
         p.updated_at as "updatedAt"`;
const SELECT = `select ${COLUMNS} from profiles p`;

/** The profiles list: searchable by name and description, filterable by status and the global flag. */
export const PROFILE_LIST: ListSpec = {
  select: COLUMNS,
  from: 'profiles p',
  columns: {
    name: { sql: 'p.name', type: 'text', search: true, sort: true },
    description: { sql: 'p.description', type: 'text', search: true, sort: true },
    active: { sql: 'p.active', type: 'boolean', sort: true, filter: true },
    global: { sql: 'p.global', type: 'boolean', sort: true, filter: true },
    userCount: {
      sql: '(select count(*) from user_profiles up where up.profile_id = p.id)',
      type: 'number',
      sort: true,
    },
    updatedAt: { sql: 'p.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'name', sort: 'ASC' },
  tieBreaker: 'p.id',
};

const fix = (p: ProfileDTO): ProfileDTO => ({ ...p, updatedAt: new Date(p.updatedAt).toISOString() });

export async function listProfiles(db: Db, query: ListQuery) {
  const page = await list<ProfileDTO>(db, PROFILE_LIST, query);
  return { ...page, rows: page.rows.map(fix) };
}

export async function findProfile(db: Db, id: number) {
  const { rows } = await db.query<ProfileDTO>(`${SELECT} where p.id = $1`, [id]);
  if (!rows[0]) throw notFound('Perfil não encontrado');
  return fix(rows[0]);
}

async function assertName(db: Db, name: string, id: number | null) {
  const { rows } = await db.query(
    'select 1 from profiles where lower(name) = lower($1) and id is distinct from $2',
    [name, id],
  );
  if (rows.length)
    throw validationFailed([{ field: 'name', messages: ['Já existe um perfil com este nome'] }]);
}

async function writeGrants(
  db: Db,
  id: number,
  grants: Grant[] | undefined,
  exceptions: Exception[] | undefined,
) {
  if (grants) {
    await db.query('delete from profile_grants where profile_id = $1', [id]);
    for (const g of grants)
      await db.query('insert into profile_grants values ($1, $2, $3)', [
        id,
        g.module,
        [...new Set(g.permissions)],
      ]);
  }
  if (exceptions) {
    await db.query('delete from profile_exceptions where profile_id = $1', [id]);
    for (const e of exceptions)
      await db.query('insert into profile_exceptions values ($1, $2, $3) on conflict do nothing', [
        id,
        e.name,
        e.permission,
      ]);
  }
}

const PROFILE = 'profile';

/** A profile as its history keeps it: its status and 'Acesso total' as people read them. */
const audited = ({ userCount: _users, ...p }: ProfileDTO) => ({
  ...p,
  active: statusText('m', p.active),
  global: p.global ? 'Sim' : 'Não',
});
type Actor = number | null;

export async function createProfile(db: Db, input: ProfileInput, actor: Actor = null) {
  await assertName(db, input.name, null);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'insert into profiles (name, description, global) values ($1, $2, $3) returning id',
      [input.name, input.description ?? null, input.global ?? false],
    );
    const id = rows[0]!.id;
    await writeGrants(tx, id, input.grants, input.exceptions ?? []);
    const after = await findProfile(tx, id);
    await recordChange(tx, {
      entity: PROFILE,
      entityId: id,
      action: 'create',
      userId: actor,
      after: audited(after),
    });
    return after;
  });
}

export async function updateProfile(db: Db, id: number, input: ProfileInput, actor: Actor) {
  const before = await findProfile(db, id);
  assertFresh(input.updatedAt, before);
  await assertName(db, input.name, id);
  return db.transaction(async (tx) => {
    await tx.query(
      `update profiles set name = $2, description = $3, global = $4, updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = $1`,
      [id, input.name, input.description ?? null, input.global ?? before.global],
    );
    await writeGrants(tx, id, input.grants, input.exceptions ?? []);
    const after = await findProfile(tx, id);
    await recordChange(tx, {
      entity: PROFILE,
      entityId: id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function bulkUpdate(
  db: Db,
  items: { id: number; active?: boolean; grants?: Grant[] }[],
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const result = [];
    for (const item of items) {
      const before = await findProfile(tx, item.id);
      if (item.active !== undefined)
        await tx.query(
          `update profiles set active = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = $1`,
          [item.id, item.active],
        );
      await writeGrants(tx, item.id, item.grants, undefined);
      const after = await findProfile(tx, item.id);
      await recordChange(tx, {
        entity: PROFILE,
        entityId: item.id,
        action: 'update',
        userId: actor,
        before: audited(before),
        after: audited(after),
      });
      result.push(after);
    }
    return result;
  });
}

export async function setStatus(db: Db, id: number, active: boolean, actor: Actor) {
  const before = await findProfile(db, id);
  return db.transaction(async (tx) => {
    await tx.query(
      `update profiles set active = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = $1`,
      [id, active],
    );
    const after = await findProfile(tx, id);
    await recordChange(tx, {
      entity: PROFILE,
      entityId: id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function deleteProfile(db: Db, id: number, actor: Actor) {
  const before = await findProfile(db, id);
  await db.transaction(async (tx) => {
    await tx.query('delete from profiles where id = $1', [id]);
    await recordChange(tx, {
      entity: PROFILE,
      entityId: id,
      action: 'delete',
      userId: actor,
      before: audited(before),
    });
  });
}
