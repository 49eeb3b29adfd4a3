import { afterAll, beforeAll, describe } from 'vitest';
import { startStack } from './test/stack.js';
import { fuzzSuite } from './test/fuzz.suite.js';
import { limitsSuite } from './test/limits.suite.js';
import { matrixSuite, type Stack } from './test/matrix.suite.js';

/**
 * The suite that keeps the gateway closed, on one stack as it runs in production (no
 * introspection, no stack traces): the authorization matrix and the fuzzing. Who may call what
 * and what a malformed request gets are decided in code, not in SQL dialect: like the whole
 * gateway suite in the test command, it runs on PGlite.
 */
describe('security through the gateway', () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({ production: true });
  }, 180_000);
  afterAll(() => s?.close());
  matrixSuite(() => s);
  limitsSuite(() => s);
  fuzzSuite(() => s);
});
