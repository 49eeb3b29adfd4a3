import { unavailable } from './errors.js';

/**
 * Each client's share of the connections to the services: at most `perClient` calls of one client
 * are in flight at once; the rest wait their turn, and give up when their own deadline passes. A
 * client that stalls its calls (an upload that never ends, say) so holds only its own share, never
 * the connections everyone else's calls need.
 */
export function createClientShare(perClient: number) {
  const clients = new Map<string, { active: number; waiting: (() => void)[] }>();

  function release(key: string) {
    const c = clients.get(key);
    if (!c) return;
    const next = c.waiting.shift();
    if (next) return next();
    c.active -= 1;
    if (c.active === 0) clients.delete(key);
  }

  /** Waits for a free place in `key`'s share; the returned function gives it back (once). */
  async function acquire(key: string, signal?: AbortSignal): Promise<() => void> {
    let c = clients.get(key);
    if (!c) clients.set(key, (c = { active: 0, waiting: [] }));
    if (c.active < perClient) {
      c.active += 1;
    } else {
      const queue = c.waiting;
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', giveUp);
          resolve();
        };
        const giveUp = () => {
          const i = queue.indexOf(turn);
          if (i >= 0) queue.splice(i, 1);
          reject(unavailable());
        };
        if (signal?.aborted) return reject(unavailable());
        signal?.addEventListener('abort', giveUp, { once: true });
        queue.push(turn);
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release(key);
    };
  }

  /** What each client holds now and how many wait (for tests and diagnostics). */
  const snapshot = () =>
    Object.fromEntries([...clients].map(([k, c]) => [k, { active: c.active, waiting: c.waiting.length }]));

  return { acquire, snapshot };
}

export type ClientShare = ReturnType<typeof createClientShare>;
