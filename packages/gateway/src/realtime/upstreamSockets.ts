import { io, type Socket } from 'socket.io-client';

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
 */
export function createUpstreamSockets(upstreamUrl: string) {
  const channels = new Map<string, Entry>();
  let opened = 0;

  function open(token: string): Entry {
    const { userId, userName } = claimsOf(token);
    const socket = io(upstreamUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
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
    };
    const broadcast = (signal: ChannelSignal) => {
      for (const l of [...entry.listeners]) l(signal);
    };
    for (const event of EVENTS)
      socket.on(event, (payload: unknown) => {
        entry.values.set(event, payload);
        broadcast({ event, payload });
      });
    socket.on('connect', () => entry.refresh());
    // Expired, revoked at logout, or its user deactivated: the services say so, then hang up.
    const expired = () => {
      if (entry.over) return;
      entry.over = true;
      entry.values.clear();
      socket.disconnect();
      broadcast({ event: 'unauthenticated' });
    };
    // socket.io-client does not reconnect by itself when the server hangs up (a services restart
    // does): reconnect unless the session is over or the socket was closed here.
    socket.on('disconnect', (reason) => {
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
