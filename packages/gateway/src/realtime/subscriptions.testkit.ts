import { afterAll, beforeAll } from 'vitest';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import { startStack } from '../test/stack.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/** Listens on a free port: where the gateway then takes sockets. */
export async function listenForSockets(stack: Stack) {
  await stack.gateway.listen({ port: 0, host: '127.0.0.1' });
  const a = stack.gateway.server.address();
  return `ws://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/graphql`;
}

/** A socket client signed in with `token`, which never retries. */
export const socketClient = (url: string, token: string, opts: Partial<ClientOptions> = {}) =>
  createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
    ...opts,
  });

/**
 * The file's stack, listening for sockets, and its clients: `client` opens one, and every one is
 * closed before the stack.
 */
export function socketStack(opts?: Parameters<typeof startStack>[0]) {
  const s = {} as Stack;
  const clients: Client[] = [];
  let url = '';
  beforeAll(async () => {
    Object.assign(s, await startStack(opts));
    url = await listenForSockets(s);
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await s.close();
  });
  const keep = (c: Client) => {
    clients.push(c);
    return c;
  };
  const client = (token: string, more: Partial<ClientOptions> = {}) => keep(socketClient(url, token, more));
  return { s, client, keep, wsUrl: () => url };
}

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
