import { verify } from '@node-rs/argon2';
import { MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';
import type { Realtime } from '../../realtime/realtime.js';
import { passwordProblems } from '../../auth/passwordPolicy.js';
import { updateUser } from '../users/users.repo.js';

/**
 * Checks a new password before it is set: the policy (auth/passwordPolicy.ts), and the caller's
 * current password when it is his own. Answers whether it is his own.
 */
export async function assertNewPassword(
  db: Db,
  userId: number,
  password: string,
  by: { actor: number; currentPassword?: string },
): Promise<boolean> {
  const { rows } = await db.query<{ userName: string; name: string; email: string; hash: string }>(
    'select user_name as "userName", name, email, password_hash as hash from users where id = $1',
    [userId],
  );
  const user = rows[0];
  if (!user) throw notFound(MSG.userNotFound);
  const own = by.actor === userId;
  if (own && !(by.currentPassword && (await verify(user.hash, by.currentPassword))))
    throw validationFailed([
      { field: 'currentPassword', messages: [by.currentPassword ? MSG.currentPasswordWrong : MSG.required] },
    ]);
  const problems = passwordProblems(password, user);
  if (problems.length) throw validationFailed([{ field: 'password', messages: problems }]);
  return own;
}

/**
 * A new password ends the user's sessions (the tokens by `updateUser`'s keepSession, the sockets
 * here): all of them when an administrator set it, all but the caller's when he changed his own.
 */
export function endSessions(realtime: Realtime, userId: number, own: boolean, jti: string) {
  if (own) realtime.disconnectUserExcept(userId, jti);
  else realtime.disconnectUser(userId);
}

/** Sets a user's password under the policy and ends his other sessions. */
export async function setPassword(
  deps: { db: Db; realtime: Realtime },
  userId: number,
  password: string,
  by: { actor: number; jti: string; currentPassword?: string },
) {
  const own = await assertNewPassword(deps.db, userId, password, by);
  const updated = await updateUser(deps.db, userId, { password }, by.actor, own ? by.jti : null);
  endSessions(deps.realtime, userId, own, by.jti);
  return updated;
}
