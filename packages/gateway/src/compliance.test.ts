import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import { buildSchema, printSchema } from 'graphql';
import { MSG } from '@balcao/schema';
import { SDL_PATH } from './graphql/sdl.routes.js';
import { startStack } from './test/stack.js';

/**
 * What another internal tool meets, on the gateway as it runs in production: the GraphQL-over-HTTP
 * audit as a signed-in caller, and the schema (introspection or SDL) for signed-in callers alone.
 */
let s: Awaited<ReturnType<typeof startStack>>;
let base: string;
let token: string;
beforeAll(async () => {
  s = await startStack({ production: true });
  base = await s.gateway.listen({ port: 0, host: '127.0.0.1' });
  token = await s.login('vendedor');
}, 180_000);
afterAll(() => s.close());

describe('another internal tool', () => {
  it('passes every MUST of the GraphQL-over-HTTP audit as a signed-in caller', async () => {
    const signedIn = (input: string | URL | Request, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('authorization', `Bearer ${token}`);
      return fetch(input, { ...init, headers });
    };
    const results = await auditServer({ url: `${base}/graphql`, fetchFn: signedIn });
    const failedMusts = results
      .filter((r) => r.name.startsWith('MUST') && r.status !== 'ok')
      .map((r) => `${r.name}: ${'reason' in r ? r.reason : ''}`);
    expect(failedMusts).toEqual([]);
    expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
  });

  it('reads the schema as SDL when signed in; anonymous introspection and SDL stay closed', async () => {
    const res = await fetch(`${base}${SDL_PATH}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const sdl = await res.text();
    // Valid SDL, with the queries another tool calls.
    expect(printSchema(buildSchema(sdl))).toContain('type Query');
    expect(sdl).toContain('customers(');

    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const refused = await fetch(`${base}${SDL_PATH}`, { headers });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MSG.sessionExpired });
    }
    const anonymous = await s.gql<{ __schema: unknown }>('{ __schema { queryType { name } } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
