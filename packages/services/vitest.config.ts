import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The suites that the test command (scripts/test.sh) runs on PGlite as well as on the PostgreSQL
 * server, with BALCAO_TEST_SUITES=embedded: the engine's own code (the database layer, run-once
 * locks, the seed, bounded counts, the search's fan-out, parallel spenders of a budget) and every
 * record area's generated SQL (the kit's contract suites). The rest runs once, on the server; the
 * browser suite runs the whole product on PGlite, its default. Without the variable, every suite
 * runs on the engine TEST_DATABASE_URL chooses (PGlite when unset).
 */
const EMBEDDED_SUITES = [
  'src/db/**/*.test.ts',
  'src/lib/once*.test.ts',
  'src/lib/list*.test.ts',
  'src/kit/contract*.test.ts',
  'src/seed/**/*.test.ts',
  'src/domains/search/**/*.test.ts',
  'src/domains/financial/budgets*.test.ts',
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: process.env.BALCAO_TEST_SUITES === 'embedded' ? EMBEDDED_SUITES : ['src/**/*.test.ts'],
    // The test files of a worker share its loaded modules: importing the app once per worker, not
    // once per file, is most of the run's time. Each file still starts its own app and database.
    isolate: false,
    // One worker per core (vitest's own default leaves one core out).
    maxWorkers: availableParallelism(),
    // One seeded database per run, which every test app clones (services src/test/snapshot.ts).
    globalSetup: ['src/test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
