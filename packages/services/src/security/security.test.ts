import { afterAll, beforeAll, describe } from 'vitest';
import { fuzzSuite } from './fuzz.suite.js';
import { matrixSuite } from './matrix.suite.js';
import { regressionsSuite } from './regressions.suite.js';
import { startMatrixApp, type MatrixApp } from './matrixApp.js';

/**
 * The suite that keeps the services closed, on one seeded app: the authorization matrix and the
 * fuzzing. Who may call what and what a malformed request gets are decided in code, not in SQL
 * dialect: it runs once, on PGlite (vitest.config.ts leaves it out of the PostgreSQL pass), which keeps the test command within its time (the PostgreSQL
 * run covers the queries).
 */
describe('security', () => {
  let m: MatrixApp;
  beforeAll(async () => {
    m = await startMatrixApp();
  }, 180_000);
  afterAll(() => m?.t.close());
  matrixSuite(() => m);
  regressionsSuite(() => m);
  fuzzSuite(() => m);
});
