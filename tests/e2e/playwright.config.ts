import { defineConfig } from '@playwright/test';
// Chromium's switches, shared with the browser benchmarks (tests/bench/lib.mjs).
import CHROMIUM_FLAGS from '../chromium-flags.json' with { type: 'json' };

// The product runs from its builds on its own ports and a fresh database on the PostgreSQL server
// (TEST_DATABASE_URL's server, balcao_e2e_<port>) for each run. E2E_PORT moves the ports and the
// database (services on E2E_PORT + 10), so that two checkouts can run their suites at once. On the
// server the first start (the demo book, 100,000 users, about 20,000 orders) takes some 25 s against
// 100–200 s on PGlite (BENCHMARKS.md); the embedded default runs in the browser in
// supervisor.spec.ts (the product as `npm start` runs it, demo book included), and every area's
// generated SQL runs on PGlite in the services' suites.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);
export const E2E_JWT_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
const READY_MS = Number(process.env.E2E_READY_TIMEOUT_MS ?? 110_000);
const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
export const E2E_DATABASE = `balcao_e2e_${E2E_PORT}`;
const database = Object.assign(new URL(server), { pathname: `/${E2E_DATABASE}` });

/**
 * Specs that read or change what every user shares, so that nothing may run beside them: the users'
 * total (users, grid views, the background export of a users' filter), the badges of the demo users'
 * board and notifications (messaging), the seeded workflow types' versions, alçadas and task
 * transfers (workflows, workflowScreens), and a second product with its own timing (supervisor).
 * They run one after another, after the rest. Alone: `npx playwright test … <spec> --no-deps`.
 */
const ALONE =
  /[\\/](background-exports|grid-views|messaging|supervisor|users|workflowScreens|workflows)\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  outputDir: '../.artifacts/playwright',
  timeout: 30_000,
  // A two-core machine running the product and two browsers answers some clicks in seconds.
  expect: { timeout: 10_000 },
  // Two browsers at once: the suite mostly waits on the product, not on the two cores. A spec's own
  // tests run in order; a spec makes the records it changes (helpers' ownUser), so specs run side by side.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'lado-a-lado', testIgnore: ALONE },
    { name: 'sozinhos', testMatch: ALONE, dependencies: ['lado-a-lado'], workers: 1 },
  ],
  // A test that fails once and passes on its retry is reported as flaky in the closing line
  // (scripts/test-summary.mjs), never hidden; one that fails twice fails the run.
  retries: 1,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    viewport: { width: 1366, height: 768 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No transitions to wait for or draw: the app honours the system's reduced-motion setting.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command:
      `rm -rf tests/.artifacts/e2e-files && psql '${server}' -qc 'drop database if exists ${E2E_DATABASE} with (force)' ` +
      `-c 'create database ${E2E_DATABASE}' && node scripts/run-product.mjs`,
    cwd: '../..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    // The first start seeds the demo book (and 100k users): run-product waits as long for each part.
    // E2E_READY_TIMEOUT_MS: longer, for a run on a machine busy with other work.
    timeout: READY_MS + 10_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SERVICES_PORT: String(E2E_PORT + 10),
      DATABASE_URL: database.href,
      JWT_SECRET: E2E_JWT_SECRET,
      NODE_ENV: 'production',
      READY_TIMEOUT_MS: String(READY_MS),
      // 100k extra users, so that the grid is tested against volume (users.spec.ts).
      SEED_BULK_USERS: '100000',
      // Uploads (files.spec.ts): their own folder, and a 5 MB limit that a test file can pass.
      FILES_DIR: 'tests/.artifacts/e2e-files',
      FILE_MAX_BYTES: String(5 * 1024 * 1024),
      // The BI report embeds the simulated report page (files.spec.ts).
      BI_ADAPTER: 'simulated',
      // The ERP (TOTVS) is the simulated one; its reserved inputs fail on purpose (erp.spec.ts).
      ERP_ADAPTER: 'simulated',
      // Neogrid is the simulated one; its reserved CNPJ fails on purpose (neogrid.spec.ts).
      NEOGRID_ADAPTER: 'simulated',
      // The commission ruler is the simulated one (representatives-documents.spec.ts).
      RULER_ADAPTER: 'simulated',
      // A snooze minute lasts 2 s here, so that messaging.spec.ts sees a snoozed notification come back.
      SNOOZE_MINUTE_MS: '2000',
      // Exports above 50 rows run in the background (background-exports.spec.ts); users.spec.ts
      // exports 11 rows, which still stream at once.
      EXPORT_BACKGROUND_ABOVE: '50',
    },
  },
});
