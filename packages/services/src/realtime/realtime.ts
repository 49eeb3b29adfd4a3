import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import type { Db } from '../db/db.js';
import { authenticate } from '../auth/auth.plugin.js';
import type { TokenClaims, Tokens } from '../auth/tokens.js';
import { attachGatewayFeed, type UserCount } from './gatewayFeed.js';

/** A per-user count the channel pushes: the event name and how to read it. */
export type Counter = { event: 'notification' | 'messages'; count: (userId: number) => Promise<number> };

/**
 * The real-time channel other domains use: push a user's counts again after a change, or send any
 * event to every socket of a user (on every services instance when the Redis adapter is on).
 */
export type Realtime = {
  pushNotificationCount(userId: number): Promise<void>;
  pushMessageCount(userId: number): Promise<void>;
  /** Many users' message counts at once (a message to a thousand recipients: one query, not a thousand). */
  pushMessageCounts(userIds: number[]): Promise<void>;
  emitToUser(userId: number, event: string, payload: unknown): void;
  /** A token was revoked (logout): every socket opened with it is told 'unauthenticated' and hung up. */
  revokeToken(jti: string): void;
  /** A user can no longer sign in (deactivated, deleted): all his sockets are told and hung up. */
  disconnectUser(userId: number): void;
  /** His other sessions ended (a password change): his sockets but those of token `keepJti`. */
  disconnectUserExcept(userId: number, keepJti: string): void;
  /** Hangs up every socket of this instance (clients reconnect); close() does it before shutting. */
  disconnectAll(): void;
  /** Sockets connected to this instance (for tests and the bench). */
  localSockets(): number;
  close(): Promise<void>;
};

export type RealtimeOptions = {
  db: Db;
  tokens: Tokens;
  counters: {
    notification: Counter['count'];
    messages: Counter['count'];
    /** Counts of many users in one query; users without a row count 0. */
    messagesMany: (userIds: number[]) => Promise<Map<number, number>>;
  };
  redisUrl?: string;
  /** The prefix of the adapter's Redis channels: products (or test runs) sharing one Redis keep apart. */
  redisKey?: string;
  /** Shared with the gateways (GATEWAY_KEY): with it, they take message counts from one feed. */
  gatewayKey?: string;
  log?: { warn: (obj: object, msg: string) => void };
};

const room = (userId: number) => `user:${userId}`;
const tokenRoom = (jti: string) => `token:${jti}`;
/** The sockets that take a user's message counts themselves (not through a gateway's feed). */
const messagesRoom = (userId: number) => `messages:${userId}`;
const UNAUTHENTICATED = { code: 'UNAUTHENTICATED' };

/**
 * socket.io on the services' HTTP server: token checked at the handshake, one room per user and one
 * per token, so that a session that ends hangs up its sockets on every instance.
 */
export async function createRealtime(server: HttpServer, opts: RealtimeOptions): Promise<Realtime> {
  const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
  const redis = opts.redisUrl ? await attachRedis(io, opts.redisUrl, opts.redisKey) : null;
  const feed = attachGatewayFeed(io, opts.gatewayKey);

  io.use(async (socket, next) => {
    const token = tokenOf(socket);
    const claims = token ? await authenticate(opts.db, opts.tokens, token).catch(() => null) : null;
    if (!claims) return next(new Error('UNAUTHENTICATED'));
    socket.data.claims = claims;
    next();
  });

  io.on('connection', (socket) => {
    const claims = socket.data.claims as TokenClaims;
    const rooms = [room(claims.userId), tokenRoom(claims.jti)];
    void socket.join(feed.served(socket) ? rooms : [...rooms, messagesRoom(claims.userId)]);
    // The token dies while the socket lives: tell the client why, then hang up.
    const left = claims.exp * 1000 - Date.now();
    const expiry = setTimeout(
      () => {
        socket.emit('unauthenticated', UNAUTHENTICATED);
        socket.disconnect(true);
      },
      Math.max(0, Math.min(left, 2 ** 31 - 1)),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
    // The client names a user id (spec/01 §7); it only ever gets its own counts.
    const answer = (event: Counter['event'], count: Counter['count']) => async () => {
      try {
        socket.emit(event, { count: await count(claims.userId) });
      } catch (err) {
        opts.log?.warn({ err }, `realtime ${event} count failed`);
      }
    };
    socket.on('count', answer('notification', opts.counters.notification));
    socket.on('countMessages', answer('messages', opts.counters.messages));
  });

  // The same goodbye as at expiry, to a room on every instance. Through the Redis adapter both go
  // out on one connection in this order, so the reason arrives before the hang-up.
  const hangUp = (target: string, except?: string) => {
    const to = except ? io.in(target).except(except) : io.in(target);
    to.emit('unauthenticated', UNAUTHENTICATED);
    to.disconnectSockets(true);
  };
  // Message counts: one packet per distinct count to the sockets that take their own (everyone in
  // those rooms has that very count), and one event with them all to the gateways' feed.
  const sendMessageCounts = (counts: UserCount[]) => {
    const byCount = new Map<number, string[]>();
    for (const [userId, count] of counts) {
      const rooms = byCount.get(count) ?? [];
      rooms.push(messagesRoom(userId));
      byCount.set(count, rooms);
    }
    for (const [count, rooms] of byCount) io.to(rooms).emit('messages', { count });
    feed.messages(counts);
  };
  return {
    async pushNotificationCount(userId) {
      io.to(room(userId)).emit('notification', { count: await opts.counters.notification(userId) });
    },
    async pushMessageCount(userId) {
      sendMessageCounts([[userId, await opts.counters.messages(userId)]]);
    },
    async pushMessageCounts(userIds) {
      if (!userIds.length) return;
      const counts = await opts.counters.messagesMany(userIds);
      sendMessageCounts(userIds.map((id) => [id, counts.get(id) ?? 0]));
    },
    emitToUser: (userId, event, payload) => void io.to(room(userId)).emit(event, payload),
    revokeToken: (jti) => hangUp(tokenRoom(jti)),
    disconnectUser: (userId) => hangUp(room(userId)),
    disconnectUserExcept: (userId, keepJti) => hangUp(room(userId), tokenRoom(keepJti)),
    disconnectAll: () => void io.disconnectSockets(true),
    localSockets: () => io.of('/').sockets.size,
    // Not io.close(): that would close the HTTP server, which Fastify owns.
    async close() {
      io.disconnectSockets(true);
      io.engine.close();
      await redis?.close();
    },
  };
}

function tokenOf(socket: Socket): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer /, '');
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/** REDIS_URL: rooms span every services instance through the socket.io Redis adapter. */
async function attachRedis(io: Server, url: string, key = 'socket.io') {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub, { key }));
  return {
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

// Other domains reach the channel and the mailer through `app.messaging` (see notifyUser).
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    messaging: import('../domains/notifications/notifyUser.js').NotifyDeps;
    exportJobs: import('../lib/exportJobs.js').ExportJobs;
    /** The mail outbox, sent by one node at a time (realtime/mailer.ts). */
    mailOutbox: import('./mailer.js').Outbox;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
