import { verify } from '@node-rs/argon2';
import { MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { notFound, validationFailed } from '../../errors.js';
import type { Realtime } from '../../realtime/realtime.js';

/** A user setting his own password first gives the current one. */
export async function assertCurrentPassword(db: Db, userId: number, currentPassword: string) {
  const { rows } = await db.query<{ hash: string }>('select password_hash as hash from users where id = $1', [
    userId,
  ]);
  if (!rows[0]) throw notFound(MSG.userNotFound);
  if (!(currentPassword && (await verify(rows[0].hash, currentPassword))))
    throw validationFailed([
      { field: 'currentPassword', messages: [currentPassword ? MSG.currentPasswordWrong : MSG.required] },
    ]);
}

/**
 * A new password ends the user's sessions (the tokens by the users area's write, the sockets
 * here): all of them when an administrator set it, all but the caller's when he changed his own.
 */
export function endSessions(realtime: Realtime, userId: number, own: boolean, jti: string) {
  if (own) realtime.disconnectUserExcept(userId, jti);
  else realtime.disconnectUser(userId);
}
