import type { UpstreamSockets } from './realtime/upstreamSockets.js';
import type { Upstream } from './upstream/index.js';

export type GatewayContext = {
  token: string | null;
  upstream: Upstream;
  /** The shared upstream sockets; present on the WebSocket path, where subscriptions run. */
  sockets?: UpstreamSockets;
};

export const bearer = (header: unknown): string | null =>
  typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
