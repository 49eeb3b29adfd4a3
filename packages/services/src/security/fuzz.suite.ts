import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MatrixApp } from './matrixApp.js';

/** What no answer may show: a stack frame, a source path, or the names of what runs inside. */
export const LEAK =
  /\n\s+at |node_modules|\.[cm]?[jt]s:\d+|\bat (async )?[\w$.]+ \(|PGlite|pg_|relation "|column "|syntax error at or near|violates|duplicate key|FST_ERR|ZodError|TypeError|ReferenceError|undefined is not|Cannot read prop/i;

/** Values that break parsers: numbers past every range, paths, NULs, markup, SQL, long and odd text. */
export const nasty = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '9'.repeat(30),
    '2147483648',
    '9223372036854775808',
    '../../etc/passwd',
    '%00',
    '\u0000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    ' ',
    '',
    'true',
    'null',
    '[]',
    '{}',
    '\uD800',
    '𝕏'.repeat(50),
    'x'.repeat(300),
  ),
  fc.integer({ min: -(2 ** 40), max: 2 ** 53 }).map(String),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const KEYS = [
  'page',
  'pageSize',
  'q',
  'sort',
  'order',
  'filter',
  'columns',
  'format',
  'id',
  'registerId',
  'type',
  'workflowTypeCode',
  'cnpj',
  'code',
  'search',
  'startDate',
  'endDate',
  'status',
  'userId',
  'x',
];

/** A value of any JSON shape, or one of the nasty texts where a field's value goes. */
const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.constantFrom(...KEYS, 'input', 'name', 'active', 'rows', 'values'),
        fc.string({ maxLength: 8 }),
      ),
      tie('value'),
      { maxKeys: 5 },
    ),
  ),
})).value;

type Body = { type: string; payload?: string | Buffer };
/** Bodies: JSON of any shape, broken JSON, other content types, multipart files of any content. */
const body: fc.Arbitrary<Body> = fc.oneof(
  jsonish.map((v) => ({ type: 'application/json', payload: JSON.stringify(v) ?? 'null' })),
  fc.string({ maxLength: 60 }).map((s) => ({ type: 'application/json', payload: s })),
  fc
    .constantFrom('{', '{"a":', '[1,', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}')
    .map((payload) => ({
      type: 'application/json',
      payload,
    })),
  fc.string({ maxLength: 40 }).map((payload) => ({ type: 'text/plain', payload })),
  fc.string({ maxLength: 40 }).map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })),
  fc
    .record({
      name: nasty,
      data: fc.uint8Array({ maxLength: 64 }),
      field: fc.constantFrom('file', 'files', 'x'),
    })
    .map(({ name, data, field }) => multipart(field, name, Buffer.from(data))),
  fc.constant({ type: 'multipart/form-data; boundary=zz', payload: '--zz\r\nbroken' }),
  fc.constant({ type: 'none' }),
);

function multipart(field: string, name: string, data: Buffer): Body {
  const b = 'fuzzboundary';
  const head = `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    type: `multipart/form-data; boundary=${b}`,
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${b}--\r\n`)]),
  };
}

/** A path segment; a lone surrogate becomes the invalid UTF-8 it would be on the wire. */
function pathPart(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Requests per run; with the gateway's, over 10,000 (BENCHMARKS.md). */
export const REST_RUNS = 5000;

/** Every route, with malformed path parameters, queries and bodies, as a random demo user. */
export const fuzzSuite = (app: () => MatrixApp) =>
  describe('fuzzing the REST routes', () => {
    let m: MatrixApp;
    beforeAll(() => {
      m = app();
    });

    it(
      `answers ${REST_RUNS} malformed requests without a 5xx or an internal detail`,
      { timeout: 600_000 },
      async () => {
        // Signing out or changing one's password would end the fuzzing user's session.
        const routes = m.registered.filter((r) => !/\/auth\/(logout|password)$/.test(r.url));
        const request = fc.record({
          route: fc.constantFrom(...routes),
          params: fc.array(nasty, { minLength: 4, maxLength: 4 }),
          query: fc.dictionary(fc.constantFrom(...KEYS), nasty, { maxKeys: 4 }),
          body,
          who: fc.constantFrom('admin', 'admin', 'vendedor', 'financeiro', null),
        });
        let n = 0;
        await fc.assert(
          fc.asyncProperty(request, async ({ route, params, query, body: b, who }) => {
            let i = 0;
            const url = route.url.replace(/:\w+/g, () => pathPart(params[i++] || 'x'));
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const res = await m.t.app.inject({
              method: route.method as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: {
                ...(who ? { authorization: `Bearer ${m.tokens[who]}` } : {}),
                ...(b.type !== 'none' && route.method !== 'GET' ? { 'content-type': b.type } : {}),
              },
              ...(b.type !== 'none' && route.method !== 'GET' ? { payload: b.payload } : {}),
            });
            n++;
            expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
            expect(res.statusCode >= 400 ? res.body : '').not.toMatch(LEAK);
          }),
          { numRuns: REST_RUNS },
        );
        expect(n).toBeGreaterThanOrEqual(REST_RUNS);
      },
    );
  });
