import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// One graphql for source and dependencies: vite would pick graphql's ESM build for our source while
// Node loads its CJS main for graphql-ws and @graphql-tools, and a schema from one is refused by the other.
const graphqlMain = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { conditions: ['source'], alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    // The test files of a worker share its loaded modules: importing the app once per worker, not
    // once per file, is most of the run's time. Each file still starts its own app and database.
    isolate: false,
    // One worker per core (vitest's own default leaves one core out).
    maxWorkers: availableParallelism(),
    // One seeded database per run, which every test app clones (services src/test/snapshot.ts).
    globalSetup: ['../services/src/test/globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
