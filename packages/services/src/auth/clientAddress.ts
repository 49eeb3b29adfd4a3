import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import { GATEWAY_HEADERS } from '@balcao/schema';
import { sameSecret } from '../lib/sameSecret.js';

// Module augmentation only merges with interfaces.
declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** Who made the call: the address the gateway vouches for, or else the connection's peer. */
    clientAddress: string;
  }
}

/**
 * The client's address, for sign-in throttling and the access log. X-Forwarded-For is never read:
 * any process on the host could send it. The address the gateway sends counts only with the key the
 * two share (GATEWAY_KEY); without a key configured, every call counts as its connection's peer.
 */
export const clientAddressPlugin = fp<{ gatewayKey?: string }>(async (app, { gatewayKey }) => {
  app.decorateRequest('clientAddress', '');
  app.addHook('onRequest', async (req) => {
    const sent = req.headers[GATEWAY_HEADERS.clientAddress];
    const key = req.headers[GATEWAY_HEADERS.key];
    req.clientAddress =
      gatewayKey &&
      typeof key === 'string' &&
      sameSecret(key, gatewayKey) &&
      typeof sent === 'string' &&
      isIP(sent)
        ? sent
        : (req.socket.remoteAddress ?? '');
  });
});
