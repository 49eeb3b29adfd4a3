import type { Client } from 'graphql-ws';

type Next = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** Collects a subscription's results; `until` resolves when n have arrived or it completed. */
export function watch(c: Client, query: string) {
  const got: Next[] = [];
  let completed = false;
  const waiters: (() => void)[] = [];
  const stop = c.subscribe<Record<string, unknown>>(
    { query },
    {
      next: (v) => {
        got.push(v as Next);
        waiters.splice(0).forEach((w) => w());
      },
      error: (e) => {
        got.push(
          Array.isArray(e)
            ? { errors: e }
            : { errors: [{ message: (e as { reason?: string }).reason ?? JSON.stringify(e) }] },
        );
        completed = true;
        waiters.splice(0).forEach((w) => w());
      },
      complete: () => {
        completed = true;
        waiters.splice(0).forEach((w) => w());
      },
    },
  );
  const until = async (n: number, ms = 4000) => {
    const deadline = Date.now() + ms;
    while (got.length < n && !completed) {
      if (Date.now() > deadline) throw new Error(`only ${got.length} results`);
      await new Promise<void>((r) => {
        waiters.push(r);
        setTimeout(r, 100);
      });
    }
    return got;
  };
  return { got, until, stop, isCompleted: () => completed };
}
