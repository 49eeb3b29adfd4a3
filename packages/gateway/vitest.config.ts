import { createRequire } from 'node:module';
import { configDefaults, defineConfig } from 'vitest/config';

// One graphql for source and dependencies: vite would pick graphql's ESM build for our source while
// Node loads its CJS main for graphql-ws and @graphql-tools, and a schema from one is refused by the other.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

// Suites decided in code, not in SQL dialect (who may call what, what a malformed request gets):
// they run once, on PGlite, and the PostgreSQL pass (TEST_DATABASE_URL) leaves them out.
const dialectNeutral = ['src/security.test.ts'];

export default defineConfig({
  resolve: { conditions: ['source'], alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // One seeded database per run, which every test app clones (services src/test/snapshot.ts).
    globalSetup: ['../services/src/test/globalSetup.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? dialectNeutral : [])],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
