import { configDefaults, defineConfig } from 'vitest/config';

// Suites decided in code, not in SQL dialect (who may call what, what a malformed request gets):
// they run once, on PGlite, and the PostgreSQL pass (TEST_DATABASE_URL) leaves them out.
const dialectNeutral = ['src/security/security.test.ts'];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // The test files of a worker share its loaded modules: importing the app once per worker, not
    // once per file, is most of the run's time. Each file still starts its own app and database.
    isolate: false,
    // One seeded database per run, which every test app clones (services src/test/snapshot.ts).
    globalSetup: ['src/test/globalSetup.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? dialectNeutral : [])],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
