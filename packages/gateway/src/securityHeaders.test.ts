import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { stackForFile } from './test/stack.js';

const s = stackForFile();

describe('security headers', () => {
  it('every answer carries a CSP without inline script, same-origin framing, nosniff and a referrer policy', async () => {
    for (const [method, url] of [
      ['GET', '/'],
      ['GET', '/clientes/qualquer'],
      ['POST', '/graphql'],
      ['GET', '/files/settings/login-image'],
      ['GET', '/healthz'],
    ] as const) {
      const res = await s.gateway.inject({
        method,
        url,
        headers: { accept: 'text/html', 'content-type': 'application/json' },
        payload: method === 'POST' ? { query: '{ health }' } : undefined,
      });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });
});

describe("refusals in pt-BR, with the client's status", () => {
  it('a query over the token limit is 400, not 500', async () => {
    const res = await s.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ ' + 'health '.repeat(2100) + '}' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a body over the limit, a request a foreign form could send, and oversized headers', async () => {
    const big = await s.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ health }', pad: 'x'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MSG.bodyTooLarge);

    const csrf = await s.gateway.inject({
      method: 'GET',
      url: '/graphql?query=%7Bhealth%7D',
    });
    expect(csrf.statusCode).toBe(400);
    expect(csrf.json().errors[0].message).toBe(MSG.requestBlocked);

    const base = await s.gateway.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${base}/healthz`, { headers: { 'x-enorme': 'x'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(((await res.json()) as { message: string }).message).toBe(MSG.headersTooLarge);
  });
});
