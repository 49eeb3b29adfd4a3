import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { LEAK, nasty } from '@balcao/services/test';
import { buildSchema } from '../graphql/schema.js';
import { documentFor, operationsOf, sampleValue } from './operations.js';
import type { Stack } from './matrix.suite.js';

/** Requests per run; with the services' 5,000, over 10,000 (BENCHMARKS.md). */
export const GRAPHQL_RUNS = 5000;

// Signing out or changing a password would end the fuzzing user's session.
const operations = operationsOf(buildSchema()).filter(
  (op) => op.root !== 'Subscription' && !/logout|password/i.test(op.name),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), nasty, { maxKeys: 3 }),
);

/** An operation of the schema with, per argument, a value of its type or anything else. */
const generated = fc
  .record({
    op: fc.constantFrom(...operations),
    values: fc.array(fc.option(value, { freq: 2 }), { minLength: 6, maxLength: 6 }),
  })
  .map(({ op, values }) => {
    const variables = Object.fromEntries(
      op.field.args.map((a, i) => [a.name, values[i % values.length] ?? sampleValue(a.type)]),
    );
    return { query: documentFor(op, Object.keys(variables)), variables: variables as unknown };
  });

/** Documents no client should send: broken syntax, deep nesting, unknown fields, odd variables. */
const malformed = fc.oneof(
  fc.string({ maxLength: 80 }).map((query) => ({ query, variables: {} as unknown })),
  fc
    .integer({ min: 1, max: 40 })
    .map((n) => ({ query: `{ me ${'{ x '.repeat(n)}${'}'.repeat(n)} }`, variables: {} })),
  fc.constantFrom(...operations).map((op) => ({ query: `{ ${op.name} { nope } }`, variables: {} })),
  fc.record({
    query: fc.constantFrom(...operations).map((op) =>
      documentFor(
        op,
        op.field.args.map((a) => a.name),
      ),
    ),
    variables: value,
  }),
);

type Shape = { kind: 'json' | 'raw' | 'get'; text?: string };
const shape = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Shape>({ kind: 'json' }) },
  fc.string({ maxLength: 40 }).map<Shape>((text) => ({ kind: 'raw', text })),
  fc.constant<Shape>({ kind: 'get' }),
);

/** Operations generated from the schema, with malformed documents, variables and bodies. */
export const fuzzSuite = (stack: () => Stack) =>
  describe('fuzzing the GraphQL endpoint', () => {
    let s: Stack;
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      s = stack();
      for (const u of ['admin', 'vendedor']) tokens[u] = await s.login(u);
    });

    it('refuses a text with a lone surrogate (a case fuzzing found: a 500) with 400 in pt-BR', async () => {
      const res = await s.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        payload: String.raw`{"query":"query($n: String!) { customerShortNames(name: $n) { __typename } }","variables":{"n":"\ud800"}}`,
      });
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([400, MSG.badRequest]);
      // The same in a GET's variables, which arrive as JSON in the query string.
      const get = await s.gateway.inject({
        method: 'GET',
        url: `/graphql?${new URLSearchParams({ query: 'query($n: String!) { customerShortNames(name: $n) { __typename } }', variables: String.raw`{"n":"\ud800"}` })}`,
        headers: { authorization: `Bearer ${tokens.admin}`, 'apollo-require-preflight': 'true' },
      });
      expect([get.statusCode, get.json<{ message: string }>().message]).toEqual([400, MSG.badRequest]);
    });

    it(
      `answers ${GRAPHQL_RUNS} generated and malformed operations without a 5xx or an internal detail`,
      { timeout: 600_000 },
      async () => {
        const request = fc.record({
          body: fc.oneof({ weight: 3, arbitrary: generated }, malformed),
          shape,
          who: fc.constantFrom('admin', 'admin', 'vendedor', null),
        });
        let n = 0;
        await fc.assert(
          fc.asyncProperty(request, async ({ body, shape: sh, who }) => {
            const auth = who ? { authorization: `Bearer ${tokens[who]}` } : {};
            const res =
              sh.kind === 'get'
                ? await s.gateway.inject({
                    method: 'GET',
                    url: `/graphql?${new URLSearchParams({ query: body.query, variables: JSON.stringify(body.variables) ?? '' })}`,
                    headers: { ...auth, 'apollo-require-preflight': 'true' },
                  })
                : await s.gateway.inject({
                    method: 'POST',
                    url: '/graphql',
                    headers: { ...auth, 'content-type': 'application/json' },
                    payload: sh.kind === 'raw' ? sh.text : JSON.stringify(body),
                  });
            n++;
            const text = res.body;
            expect(res.statusCode, `${text.slice(0, 300)}`).toBeLessThan(500);
            expect(text).not.toMatch(LEAK);
            expect(text).not.toMatch(/INTERNAL_SERVER_ERROR|stacktrace/);
          }),
          { numRuns: GRAPHQL_RUNS },
        );
        expect(n).toBeGreaterThanOrEqual(GRAPHQL_RUNS);
      },
    );
  });
