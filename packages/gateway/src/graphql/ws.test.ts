import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startStack } from '../test/stack.js';

// The WebSocket path answers nothing before its connection is authenticated, and in production it
// hides the schema as the HTTP path does.
let s: Awaited<ReturnType<typeof startStack>>;
let wsUrl: string;
beforeAll(async () => {
  s = await startStack({ production: true });
  await s.gateway.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(s.gateway.server.address() as { port: number }).port}/graphql`;
});
afterAll(() => s.close());

/** One operation over a fresh connection: its result, or how the connection ended. */
async function once(query: string, connectionParams?: Record<string, string>) {
  const closes: number[] = [];
  const c = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    on: { closed: (e) => closes.push((e as { code: number }).code) },
  });
  try {
    const result = await new Promise<unknown>((resolve) => {
      let value: unknown = null;
      c.subscribe(
        { query },
        {
          next: (v) => (value = v),
          error: (e) => resolve(Array.isArray(e) ? { errors: e } : { closed: (e as { code?: number }).code }),
          complete: () => resolve(value),
        },
      );
    });
    return { result, closes };
  } finally {
    await c.dispose();
  }
}

describe('graphql-ws', () => {
  it('refuses the connection without a token: no introspection, no suggestions, no data', async () => {
    for (const q of ['{ __schema { types { name } } }', '{ mee { id } }', '{ health }']) {
      const { result } = await once(q);
      expect(result).toEqual({ closed: 4403 });
    }
  });

  it('answers a refused token with its refusal, for every operation', async () => {
    const { result } = await once('{ __schema { types { name } } }', { authorization: 'Bearer forjado' });
    expect(result).toMatchObject({ errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
  });

  it('hides the schema from a signed-in connection in production, as over HTTP', async () => {
    const token = await s.login('vendedor');
    const auth = { authorization: `Bearer ${token}` };
    const intro = (await once('{ __schema { types { name } } }', auth)).result as {
      errors: { message: string }[];
    };
    expect(intro.errors[0]!.message).toMatch(/introspection/i);
    const typo = (await once('{ mee { id } }', auth)).result as { errors: { message: string }[] };
    expect(typo.errors[0]!.message).toBe('Cannot query field "mee" on type "Query".');
    expect((await once('{ health }', auth)).result).toEqual({ data: { health: true } });
  });
});
