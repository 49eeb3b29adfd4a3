import type { Server, Socket } from 'socket.io';
import { sameSecret } from '../lib/sameSecret.js';

/** Namespace of the gateways' feed (GATEWAY_KEY): many users' counts in one event. */
export const GATEWAY_FEED = '/gateway';

/** A user id and his count. */
export type UserCount = [userId: number, count: number];

/**
 * The feed a gateway opens with the key it shares with the services: a board message to thousands
 * of recipients is one event carrying all their counts, not one packet per recipient's socket. The
 * gateway hands each count only to the sessions of its user, whose tokens these services verified
 * when their own sockets connected. Without a key configured, no feed connects and nothing changes.
 */
export function attachGatewayFeed(io: Server, gatewayKey: string | undefined) {
  const feed = io.of(GATEWAY_FEED);
  feed.use((socket, next) => {
    const key = (socket.handshake.auth as { key?: unknown }).key;
    if (gatewayKey && typeof key === 'string' && sameSecret(key, gatewayKey)) return next();
    next(new Error('UNAUTHENTICATED'));
  });
  return {
    /**
     * Whether a user's socket leaves its message counts to the feed: its gateway said so at the
     * handshake, and a feed can exist here at all.
     */
    served: (socket: Socket) =>
      Boolean(gatewayKey) && (socket.handshake.auth as { feed?: unknown }).feed === true,
    /** To every gateway (on every instance when the Redis adapter is on). */
    messages(counts: UserCount[]) {
      if (gatewayKey && counts.length) feed.emit('messages', { counts });
    },
  };
}
