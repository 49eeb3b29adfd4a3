import { beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from './matrix.suite.js';

/** The query limits (graphql/apollo.ts armorProtection) at the limit and one past it: aliases. */
export const limitsSuite = (stack: () => Stack) =>
  describe('query limits', () => {
    let s: Stack;
    let token = '';
    beforeAll(async () => {
      s = stack();
      token = await s.login('admin');
    });
    const send = (query: string) =>
      s.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: { query },
      });

    it('answers 15 aliases and refuses 16 with 400', async () => {
      const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: health`).join(' ')} }`;
      const at = await send(aliases(15));
      expect([at.statusCode, at.json().errors]).toEqual([200, undefined]);
      const past = await send(aliases(16));
      expect(past.statusCode).toBe(400);
      expect(past.json().errors[0].message).toMatch(/alias/i);
    });
  });
