import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditServer } from 'graphql-http';
import { startStack } from './test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
let url: string;
beforeAll(async () => {
  s = await startStack();
  url = `${await s.gateway.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
});
afterAll(() => s.close());

it('passes every MUST of the GraphQL-over-HTTP audit', async () => {
  const results = await auditServer({ url });
  const failedMusts = results
    .filter((r) => r.name.startsWith('MUST') && r.status !== 'ok')
    .map((r) => r.name);
  expect(failedMusts).toEqual([]);
  expect(results.filter((r) => r.name.startsWith('MUST')).length).toBeGreaterThan(10);
});
