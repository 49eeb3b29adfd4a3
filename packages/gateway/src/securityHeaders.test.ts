import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack()));
afterAll(() => s.close());

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
