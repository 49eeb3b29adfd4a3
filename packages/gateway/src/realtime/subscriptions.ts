import { GraphQLError, type ExecutionResult } from 'graphql';
import { MSG } from '@balcao/schema';
import type { ChannelSignal, UpstreamEvent, UpstreamSockets } from './upstreamSockets.js';

/** Yielded once when the session dies; the field's resolver turns it into the GraphQL error. */
export const SESSION_OVER = Symbol('session over');

class SessionExpiredError extends GraphQLError {}

export const sessionExpired = (): GraphQLError =>
  new SessionExpiredError(MSG.sessionExpired, { extensions: { code: 'UNAUTHENTICATED' } });

/** Whether a result is a subscription's last: the services ended its session (expiry, logout, deactivation). */
export const endsSession = (result: ExecutionResult): boolean =>
  Boolean(
    result.errors?.some(
      (e) => e instanceof SessionExpiredError || e.originalError instanceof SessionExpiredError,
    ),
  );

/**
 * The payloads of one upstream event for one subscriber, as the async iterator graphql-ws runs:
 * the last known value first (counts), then each new one. It ends after SESSION_OVER, and releases
 * the shared socket when the client stops.
 */
export function eventStream(
  sockets: UpstreamSockets | undefined,
  token: string | null,
  event: UpstreamEvent,
): AsyncIterableIterator<unknown> {
  if (!sockets || !token) return once(SESSION_OVER);
  const channel = sockets.acquire(token);
  const queue: unknown[] = [];
  let wake: (() => void) | null = null;
  let done = false;
  const known = channel.last(event);
  // Counts replay their last value; progress events are news, never replayed.
  if (known !== undefined && event !== 'ordersImportProgress' && event !== 'importProgress')
    queue.push(known);
  else channel.refresh();
  const stop = channel.listen((signal: ChannelSignal) => {
    if (signal.event === 'unauthenticated') queue.push(SESSION_OVER);
    else if (signal.event === event) queue.push(signal.payload);
    else return;
    wake?.();
  });
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    sockets.release(channel);
    wake?.();
  };
  const iterator: AsyncIterableIterator<unknown> = {
    async next() {
      while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
      wake = null;
      if (done && queue.length === 0) return { done: true, value: undefined };
      const value = queue.shift();
      // Deliver the error once, then end: the client logs out instead of retrying.
      if (value === SESSION_OVER) finish();
      return { done: false, value };
    },
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

function once(value: unknown): AsyncIterableIterator<unknown> {
  let sent = false;
  const it: AsyncIterableIterator<unknown> = {
    async next() {
      if (sent) return { done: true, value: undefined };
      sent = true;
      return { done: false, value };
    },
    async return() {
      sent = true;
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

/** A count payload `{ count }` as the Int the subscription answers; SESSION_OVER as the error. */
export function countOf(payload: unknown): number {
  if (payload === SESSION_OVER) throw sessionExpired();
  return Number((payload as { count?: number } | null)?.count ?? 0);
}
