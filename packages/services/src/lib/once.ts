import type { Db } from '../db/db.js';

/**
 * Work that must happen once whatever the number of services nodes: one way for all of it. The
 * work is named, and runs only while its node holds the name's lock (`Db.tryLock`: a PostgreSQL
 * advisory lock on the server, held on a connection of its own; within the process on PGlite). A
 * node that dies mid-work loses its connection, and with it the lock: another node takes over.
 *
 * What each piece of work does is still claimed row by row in its SQL (an UPDATE … RETURNING that
 * marks what it takes), so that even two holders in turn never do an item twice.
 */

export type Once<T> = { ran: true; value: T } | { ran: false };

const WAIT_STEP_MS = 100;

/**
 * Runs `work` holding `name`'s lock. `wait: false` gives up at once when another holds it (a
 * periodic tick another node runs); `wait: true` waits its turn (migrations, the first seed).
 */
export async function exclusively<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
  opts: { wait: boolean },
): Promise<Once<T>> {
  let release = await db.tryLock(name);
  while (!release && opts.wait) {
    await new Promise((r) => setTimeout(r, WAIT_STEP_MS));
    release = await db.tryLock(name);
  }
  if (!release) return { ran: false };
  try {
    return { ran: true, value: await work() };
  } finally {
    await release();
  }
}

export type Periodic = {
  /** Runs a tick now (unless one runs here or on another node) and resolves when it ended. */
  runNow(): Promise<void>;
  /** No more ticks; resolves when the one running here has ended (a graceful close). */
  stop(): Promise<void>;
};

/**
 * Periodic work of the whole product, not of each node: every `everyMs` each node tries the tick,
 * and the one that holds `name` runs it while the others skip. Errors are logged, never thrown.
 */
export function startPeriodic(
  db: Db,
  name: string,
  everyMs: number,
  tick: () => Promise<unknown>,
  log?: { warn: (o: object, m: string) => void },
): Periodic {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const runNow = () => {
    if (stopped) return Promise.resolve();
    const run = exclusively(db, name, tick, { wait: false }).then(
      () => undefined,
      (err: unknown) => log?.warn({ err, work: name }, 'periodic work failed'),
    );
    running.add(run);
    return run.finally(() => running.delete(run));
  };
  const timer = setInterval(() => void runNow(), everyMs);
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all([...running]);
    },
  };
}
