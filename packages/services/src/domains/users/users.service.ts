import { hash } from '@node-rs/argon2';
import type { UserDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
// The kit's registry first: an area module imported on its own would start the kit's import cycle
// (kit/area → workflows → search → kit/areas) before the kit is evaluated.
import '../../kit/areas.js';
import type { Row } from '../../kit/store.js';
import { usersArea } from './users.area.js';
import { setProfiles } from './users.routes.js';

export { saveUserFields } from './users.routes.js';

/** A user as every caller reads him (me, login, the users list): his record and his own parts. */
export type UserRow = Row & UserDTO & { profileNames: string | null };

export { usersArea };

/** A user as every caller reads him; 'Usuário não localizado.' when there is none. */
export const findUser = (db: Db, id: number) => usersArea.store.find(db, id) as Promise<UserRow>;

/**
 * Makes a user as the demo seed and tests do, his password outside the policy ('demo1234'), with
 * his profiles; his first history entry, by the system, is the seed's (historyForUntracked).
 */
export async function createUser(
  db: Db,
  u: {
    userName: string;
    name: string;
    email: string;
    phone?: string | null;
    password: string;
    profiles?: number[];
  },
) {
  const { rows } = await db.query<{ id: number }>(
    'insert into users (user_name, name, email, phone, password_hash) values ($1, $2, $3, $4, $5) returning id',
    [u.userName, u.name, u.email, u.phone || null, await hash(u.password)],
  );
  const id = Number(rows[0]!.id);
  await setProfiles(db, id, u.profiles ?? []);
  return findUser(db, id);
}
