import { io } from 'socket.io-client';

/** A user id (the token's subject) and his count. */
export type UserCount = [userId: number, count: number];

/**
 * The services' feed for this gateway (GATEWAY_KEY): the message counts of many users in one event,
 * instead of one packet on each user's own socket. `onCounts` gets each event's counts;
 * `onReconnect` runs when the feed comes back after a loss, so that missed counts are asked again.
 */
export function openGatewayFeed(
  upstreamUrl: string,
  key: string,
  handlers: { onCounts: (counts: UserCount[]) => void; onReconnect: () => void },
) {
  const socket = io(new URL('/gateway', upstreamUrl).toString(), {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { key },
    reconnectionDelay: 500,
    reconnectionDelayMax: 10_000,
  });
  socket.on('messages', (payload: { counts?: UserCount[] }) => {
    if (Array.isArray(payload?.counts)) handlers.onCounts(payload.counts);
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) handlers.onReconnect();
    connectedBefore = true;
  });
  // As the users' sockets: the services hanging up (a restart) does not reconnect by itself.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 200);
  });
  return { close: () => void socket.disconnect() };
}
