import { io, type Socket } from 'socket.io-client';
import { openGatewayFeed, type UserCount } from './gatewayFeed.js';

/** The upstream events the gateway turns into subscriptions. */
export type UpstreamEvent = 'notification' | 'messages' | 'ordersImportProgress' | 'importProgress';
/** What a subscriber is told: an event's payload, or that the session is over. */
export type ChannelSignal = { event: UpstreamEvent; payload: unknown } | { event: 'unauthenticated' };
type Listener = (signal: ChannelSignal) => void;

/** One upstream socket and everyone listening on it. */
export type Channel = {
  readonly token: string;
  listen(listener: Listener): () => void;
  /** The last payload of a count event, if one arrived. */
  last(event: UpstreamEvent): unknown;
  refresh(): void;
};

type Entry = Channel & {
  refs: number;
  /** The services ended this session: the socket stays down and every listener is told. */
  over: boolean;
  socket: Socket;
  listeners: Set<Listener>;
  values: Map<UpstreamEvent, unknown>;
  deliver(event: UpstreamEvent, payload: unknown): void;
};

const EVENTS: UpstreamEvent[] = ['notification', 'messages', 'ordersImportProgress', 'importProgress'];

/** The user id and name inside a token, for the upstream handshake's query (the services verify the token). */
function claimsOf(token: string): { userId?: string; userName?: string } {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub?: string;
      userName?: string;
    };
    return { userId: payload.sub, userName: payload.userName };
  } catch {
    return {};
  }
}

/**
 * The socket.io-client connections to the services, one per session token, shared by every
 * subscription of that session and closed when the last one ends. Keyed by the token itself, not
 * by a user id read from it: the gateway does not verify tokens, so a forged token must never
 * join someone else's connection. On every (re)connect the counts are asked again, so that events
 * missed while disconnected are recovered.
 *
 * With `gatewayKey`, message counts come from the services' feed (one event for many users) and
 * go to the channels of each user whose socket is connected: the services verified its token at
 * the handshake, so its subject is that user.
 */
export function createUpstreamSockets(upstreamUrl: string, opts: { gatewayKey?: string } = {}) {
  const channels = new Map<string, Entry>();
  /** Connected channels by user id, for the feed. */
  const byUser = new Map<string, Set<Entry>>();
  let opened = 0;
  const verified = (userId: string | undefined, entry: Entry, on: boolean) => {
    if (!userId) return;
    const set = byUser.get(userId) ?? new Set<Entry>();
    if (on) byUser.set(userId, set.add(entry));
    else if (set.delete(entry) && !set.size) byUser.delete(userId);
  };
  const feed = opts.gatewayKey
    ? openGatewayFeed(upstreamUrl, opts.gatewayKey, {
        onCounts: (counts: UserCount[]) => {
          for (const [userId, count] of counts)
            for (const entry of byUser.get(String(userId)) ?? []) entry.deliver('messages', { count });
        },
        onReconnect: () => {
          for (const e of channels.values()) e.refresh();
        },
      })
    : null;

  function open(token: string): Entry {
    const { userId, userName } = claimsOf(token);
    const socket = io(upstreamUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token, feed: Boolean(feed) },
      query: { userId: userId ?? '', userName: userName ?? '' },
      reconnectionDelay: 500,
      reconnectionDelayMax: 10_000,
    });
    opened++;
    const entry: Entry = {
      token,
      refs: 0,
      over: false,
      socket,
      listeners: new Set(),
      values: new Map(),
      listen(listener) {
        entry.listeners.add(listener);
        // A subscription that joins a dead session is told at once, not left waiting forever.
        if (entry.over) listener({ event: 'unauthenticated' });
        return () => entry.listeners.delete(listener);
      },
      last: (event) => entry.values.get(event),
      refresh() {
        if (!socket.connected) return;
        socket.emit('count', userId);
        socket.emit('countMessages', userId);
      },
      deliver(event, payload) {
        entry.values.set(event, payload);
        broadcast({ event, payload });
      },
    };
    const broadcast = (signal: ChannelSignal) => {
      for (const l of [...entry.listeners]) l(signal);
    };
    for (const event of EVENTS) socket.on(event, (payload: unknown) => entry.deliver(event, payload));
    socket.on('connect', () => {
      verified(userId, entry, true);
      entry.refresh();
    });
    // Expired, revoked at logout, or its user deactivated: the services say so, then hang up.
    const expired = () => {
      if (entry.over) return;
      entry.over = true;
      verified(userId, entry, false);
      entry.values.clear();
      socket.disconnect();
      broadcast({ event: 'unauthenticated' });
    };
    // socket.io-client does not reconnect by itself when the server hangs up (a services restart
    // does): reconnect unless the session is over or the socket was closed here.
    socket.on('disconnect', (reason) => {
      verified(userId, entry, false);
      if (reason === 'io server disconnect' && !entry.over && channels.get(token) === entry)
        setTimeout(() => {
          if (!entry.over && channels.get(token) === entry) socket.connect();
        }, 200);
    });
    socket.on('unauthenticated', expired);
    socket.on('connect_error', (err) => {
      if (err.message === 'UNAUTHENTICATED') expired();
    });
    return entry;
  }

  return {
    acquire(token: string): Channel {
      const entry = channels.get(token) ?? open(token);
      channels.set(token, entry);
      entry.refs++;
      return entry;
    },
    release(channel: Channel) {
      const entry = channels.get(channel.token);
      if (!entry || --entry.refs > 0) return;
      channels.delete(channel.token);
      entry.socket.disconnect();
    },
    /** Open upstream sockets now, and how many were ever opened (tests, bench). */
    stats: () => ({ open: channels.size, opened }),
    close() {
      for (const e of channels.values()) e.socket.disconnect();
      channels.clear();
      byUser.clear();
      feed?.close();
    },
  };
}
export type UpstreamSockets = ReturnType<typeof createUpstreamSockets>;

/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    upstreamSockets: UpstreamSockets;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
