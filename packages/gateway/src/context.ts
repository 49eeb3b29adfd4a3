import type { Upstream } from './upstream/index.js';

export type GatewayContext = { token: string | null; upstream: Upstream };

export const bearer = (header: unknown): string | null =>
  typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
