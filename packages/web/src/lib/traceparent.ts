/**
 * A new trace for one request to the gateway, as a W3C `traceparent` (version 00, sampled): the
 * gateway and the services continue it, and its id is the code a user gives support.
 */
export function newTrace(): { traceId: string; traceparent: string } {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16).padStart(2, '0'));
  const traceId = hex.slice(0, 16).join('');
  return { traceId, traceparent: `00-${traceId}-${hex.slice(16).join('')}-01` };
}
