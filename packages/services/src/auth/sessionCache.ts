import type { Db, Notified } from '../db/db.js';

/** The channel the database notifies when anything a session check or an access set reads changes (migration 440). */
export const SESSIONS_CHANNEL = 'balcao_sessions' satisfies Notified;

export type SessionCacheOptions = {
  /** Sessions kept at most; the oldest is forgotten first. */
  max?: number;
  /** How long a checked session is trusted without a change heard: bounds what time alone changes (a password's expiry). */
  ttlMs?: number;
};

/**
 * The sessions this node has found alive, by token, with what the check read (the access set). A
 * logout, a deactivation, a password change or a profile's grants changed anywhere are notified by
 * the database (SESSIONS_CHANNEL) and empty it on every node, this one before its own statement
 * returns: a change applies on the next request, whichever node answers it. Nothing is kept while
 * this node does not hear other nodes' notifications, nor what was read while one arrived.
 */
export function sessionCache<T extends object>(
  db: Db,
  { max = 10_000, ttlMs = 30_000 }: SessionCacheOptions = {},
) {
  let entries = new Map<string, { at: number; value: T }>();
  let generation = 0;
  const notifications = db.onNotify(SESSIONS_CHANNEL, () => {
    generation++;
    entries = new Map();
  });

  return {
    /** The live session `key` names, read by `load` unless kept; null (never kept) when it is not live. */
    async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
      const now = Date.now();
      const kept = entries.get(key);
      if (kept && now - kept.at < ttlMs) return kept.value;
      const before = generation;
      const value = await load();
      if (value && before === generation && notifications.listening()) {
        entries.delete(key);
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        entries.set(key, { at: now, value });
      }
      return value;
    },
  };
}
