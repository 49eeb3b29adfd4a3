import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.js';

/** One answered call: who made it, the route's pattern (never its URL) and the status. */
export type AccessEntry = { userId: number; method: string; route: string; status: number };

/** How long an entry waits for others to go with it: a statement for every call answered meanwhile. */
export const ACCESS_LOG_GATHER_MS = 50;

/**
 * The access log's writer: one insert at a time, each of every call answered in the
 * ACCESS_LOG_GATHER_MS after its first and while the one before ran (one statement for many calls,
 * not one each). `write` settles once its entry is in the table (or the failure is logged);
 * `written` once every entry given so far is.
 */
export function accessLogWriter(db: Db, log: FastifyBaseLogger, gatherMs = ACCESS_LOG_GATHER_MS) {
  let next: { entries: AccessEntry[]; done: Promise<void> } | null = null;
  let last: Promise<void> = Promise.resolve();
  const insert = async (entries: AccessEntry[]) => {
    try {
      await db.query(
        `insert into access_log (user_id, method, route, status)
         select * from unnest($1::bigint[], $2::text[], $3::text[], $4::int[])`,
        [
          entries.map((e) => e.userId),
          entries.map((e) => e.method),
          entries.map((e) => e.route),
          entries.map((e) => e.status),
        ],
      );
    } catch (err) {
      log.warn({ err, entries: entries.length }, 'access log write failed');
    }
  };
  return {
    write(entry: AccessEntry): Promise<void> {
      if (!next) {
        const batch: { entries: AccessEntry[]; done: Promise<void> } = { entries: [], done: last };
        const gathered = new Promise((resolve) => setTimeout(resolve, gatherMs));
        batch.done = Promise.all([last, gathered]).then(() => {
          // From here on, calls answered go to the next batch.
          if (next === batch) next = null;
          return insert(batch.entries);
        });
        next = batch;
        last = batch.done;
      }
      next.entries.push(entry);
      return next.done;
    },
    written: () => last,
  };
}
