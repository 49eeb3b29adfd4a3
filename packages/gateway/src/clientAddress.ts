import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the gateway may tell it the client's address (X-Forwarded-For), as
 * Fastify's `trustProxy` takes it. TRUST_PROXY: unset or `false` trusts none (the gateway faces the
 * browsers, and the client is the socket's peer); `true` trusts every hop; a number trusts that
 * many hops; otherwise a comma-separated list of addresses, CIDR ranges or `loopback`, `linklocal`,
 * `uniquelocal`.
 */
export type TrustProxy = boolean | number | string[];

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The rule as a function of (address, hop), the form Fastify and proxy-addr both take. */
export const trustFunction = (trust: TrustProxy): ((addr: string, hop: number) => boolean) => {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_a, hop) => hop < trust;
  return proxyAddr.compile(trust);
};

/** The client's address for a raw request (the WebSocket upgrade), by the same rule Fastify applies. */
export function addressResolver(trust: TrustProxy) {
  const fn = trustFunction(trust);
  return (req: IncomingMessage) => proxyAddr(req, fn);
}
