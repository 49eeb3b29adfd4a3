import type { Db } from '../../db/db.js';
import { startPeriodic } from '../../lib/once.js';
import type { Realtime } from '../../realtime/realtime.js';
import { releaseDue } from './notifications.repo.js';

/**
 * Brings snoozed notifications back without any request arriving: every `pollMs` the due ones are
 * released and their users' counts pushed, by one services node at a time (lib/once.ts). The
 * release is one UPDATE … RETURNING, so each expiry is pushed once.
 */
export function startSnoozeScheduler(
  db: Db,
  realtime: Realtime,
  pollMs: number,
  log?: { warn: (o: object, m: string) => void },
) {
  return startPeriodic(
    db,
    'notifications:snoozes',
    pollMs,
    async () => {
      for (const userId of await releaseDue(db)) await realtime.pushNotificationCount(userId);
    },
    log,
  );
}
