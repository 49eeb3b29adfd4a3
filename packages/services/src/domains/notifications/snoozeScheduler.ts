import type { Db } from '../../db/db.js';
import type { Realtime } from '../../realtime/realtime.js';
import { releaseDue } from './notifications.repo.js';

/**
 * Brings snoozed notifications back without any request arriving: every `pollMs` the due ones are
 * released and their users' counts pushed. The release is one UPDATE … RETURNING, so with several
 * services instances each expiry is pushed once.
 */
export function startSnoozeScheduler(
  db: Db,
  realtime: Realtime,
  pollMs: number,
  log?: { warn: (o: object, m: string) => void },
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const userId of await releaseDue(db)) await realtime.pushNotificationCount(userId);
    } catch (err) {
      log?.warn({ err }, 'snooze release failed');
    } finally {
      running = false;
    }
  }, pollMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
