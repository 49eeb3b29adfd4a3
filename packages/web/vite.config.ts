import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { splitDocuments } from './build/splitDocuments';
import { lightIconNames } from './build/lightIconNames';

export default defineConfig({
  // Every text asset also as .br and .gz, which the gateway sends to browsers that accept them.
  plugins: [
    splitDocuments(),
    lightIconNames(),
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  // '@balcao/schema' resolves to its TypeScript source.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // The shared contracts are declarations (messages, routes, zod schemas): a module of theirs
      // that a chunk imports for one name must not bring its other schemas, zod with them. The one
      // module that acts on import is zodErrors.ts (zod's pt-BR texts).
      treeshake: {
        moduleSideEffects: (id) => !id.includes('/packages/schema/src/') || id.endsWith('/zodErrors.ts'),
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4000', ws: true },
      '/files': 'http://127.0.0.1:4000',
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // The test files of a worker share its loaded modules (React, Blueprint, Apollo): importing them
    // once per worker, not once per file, was four fifths of the run. Each file renders into a
    // page cleaned after each test (src/test/setup.ts).
    isolate: false,
    // One worker per core (vitest's own default leaves one core out).
    maxWorkers: availableParallelism(),
    // Typing into masked fields with user-event takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
