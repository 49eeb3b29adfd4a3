/**
 * How a gateway or services process stops on SIGTERM (their server.ts): readiness fails first; after
 * `drainMs` the listener closes and in-flight requests and uploads finish, each answered; then the
 * sockets are told to go, and clients reconnect through the balancer to another node. Whatever still
 * runs after `deadlineMs` is abandoned, and the process exits anyway.
 */
export type ShutdownOptions = {
  /** How long readiness fails before the listener closes, so that a balancer stops sending here. */
  drainMs: number;
  /** How long in-flight requests and uploads may take to finish once the listener is closed. */
  deadlineMs: number;
};

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS, with their defaults (README: Configuration). */
export function shutdownFromEnv(env: Record<string, string | undefined>): ShutdownOptions {
  const ms = (v: string | undefined, fallback: number) => (v && Number(v) >= 0 ? Number(v) : fallback);
  return { drainMs: ms(env.SHUTDOWN_DRAIN_MS, 0), deadlineMs: ms(env.SHUTDOWN_TIMEOUT_MS, 30_000) };
}

export type Shutdown = {
  /** True from the moment a shutdown begins: /readyz answers 503 while requests are still served. */
  draining(): boolean;
  /** Drains, closes (`close` waits for what is in flight) and says whether it ended in time. */
  shutDown(opts: ShutdownOptions): Promise<'closed' | 'deadline'>;
};

export function createShutdown(close: () => Promise<unknown>): Shutdown {
  let draining = false;
  const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
  return {
    draining: () => draining,
    async shutDown({ drainMs, deadlineMs }) {
      draining = true;
      if (drainMs > 0) await wait(drainMs);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<'deadline'>((r) => (timer = setTimeout(() => r('deadline'), deadlineMs)));
      const result = await Promise.race([close().then(() => 'closed' as const), deadline]);
      clearTimeout(timer);
      return result;
    },
  };
}
