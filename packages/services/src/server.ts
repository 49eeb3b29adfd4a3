import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setBusinessTimeZone } from '@balcao/schema';
import { shutdownFromEnv } from '@balcao/schema/shutdown';
import { logDestination, startTracing } from '@balcao/schema/tracing';
import { biFromEnv, buildApp, DEFAULT_MAX_BYTES, migrate, openDb, seedDemo } from './app.js';
import { seedBulkUsers } from './seed/bulk.js';
import { DEMO_BULK_ORDERS } from './seed/orders.seed.js';
import { seedOrderVolume } from './seed/volume.seed.js';
import { usersArea } from './domains/users/users.service.js';
import { historyForUntracked } from './kit/untracked.js';
import { erpFromEnv, neogridFromEnv, rulerFromEnv } from './app.js';
import { fileStoreKindFromEnv } from './files/files.store.js';
import { exclusively } from './lib/once.js';

// Everything this process writes (the embedded database, uploads, exports, the key file) is its
// user's alone.
process.umask(0o077);
const env = process.env;
// Traces go where OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_TRACES_EXPORTER say (README: Operations).
const flushTraces = startTracing('balcao-services', env);
// Every day the business sees is counted in its zone; an unknown name stops the start here.
setBusinessTimeZone(env.BUSINESS_TIME_ZONE);
const dataDir = path.resolve(env.DATA_DIR ?? 'data/pglite');
if (!env.DATABASE_URL) mkdirSync(dataDir, { recursive: true });

/** A key made once and kept beside the data, so that tokens survive restarts; never logged. */
function jwtSecret(): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(path.dirname(dataDir), 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

const db = await openDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
// Nodes starting at once over one database take turns: one migrates, and seeds an empty one.
await migrate(db);
await exclusively(db, 'seed', seedOnFirstStart, { wait: true });
async function seedOnFirstStart() {
  if (env.SEED === 'false' || !(await seedDemo(db))) return;
  console.log('Dados de demonstração criados.');
  // Volume for grid tests and benchmarks: SEED_BULK_USERS=100000 adds that many users on first start.
  const bulk = Number(env.SEED_BULK_USERS ?? 0);
  if (bulk > 0) {
    const from = performance.now();
    await seedBulkUsers(db, bulk);
    const made = performance.now();
    // Their first history entry, by the system, as every seeded record has.
    await historyForUntracked(db, usersArea.store);
    const ms = (t: number) => Math.round(t);
    console.log(
      `${bulk} usuários de volume criados em ${ms(performance.now() - from)} ms (histórico ${ms(performance.now() - made)} ms).`,
    );
  }
  // The demo book's volume of orders over twelve months for the representatives (about 20,000 in
  // all with the seeded ones); SEED_BULK_ORDERS sets another count, 0 none.
  const bulkOrders = Number(env.SEED_BULK_ORDERS ?? DEMO_BULK_ORDERS);
  if (bulkOrders > 0) {
    const steps = await seedOrderVolume(db, bulkOrders);
    const ms = Object.values(steps).reduce((a, b) => a + b, 0);
    const each = Object.entries(steps).map(([k, v]) => `${k} ${v} ms`);
    console.log(`${bulkOrders} pedidos de volume criados em ${ms} ms (${each.join(', ')}).`);
  }
}

const app = await buildApp({
  db,
  jwtSecret: jwtSecret(),
  tokenTtlSeconds: env.TOKEN_TTL_SECONDS ? Number(env.TOKEN_TTL_SECONDS) : undefined,
  logger: { level: env.LOG_LEVEL ?? 'info', stream: logDestination() },
  // Uploaded files beside the data unless FILES_DIR says where (FILES_STORE: the kind of store).
  files: {
    kind: fileStoreKindFromEnv(env.FILES_STORE),
    dir: path.resolve(env.FILES_DIR ?? path.join(path.dirname(dataDir), 'files')),
    maxBytes: Number(env.FILE_MAX_BYTES) > 0 ? Number(env.FILE_MAX_BYTES) : DEFAULT_MAX_BYTES,
  },
  bi: biFromEnv(env),
  erp: erpFromEnv(env),
  neogrid: neogridFromEnv(env),
  ruler: rulerFromEnv(env),
  workflows: { escalationIntervalMs: 60_000 },
  redisUrl: env.REDIS_URL || undefined,
  redisKey: env.REDIS_KEY || undefined,
  metricsToken: env.METRICS_TOKEN || undefined,
  gatewayKey: env.GATEWAY_KEY || undefined,
  smtpUrl: env.SMTP_URL || undefined,
  snoozeMinuteMs: env.SNOOZE_MINUTE_MS ? Number(env.SNOOZE_MINUTE_MS) : undefined,
  exportBackgroundAbove:
    Number(env.EXPORT_BACKGROUND_ABOVE) >= 0 && env.EXPORT_BACKGROUND_ABOVE
      ? Number(env.EXPORT_BACKGROUND_ABOVE)
      : undefined,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const ended = await app.shutdown.shutDown(shutdownFromEnv(env));
    if (ended === 'deadline')
      app.log.warn('shutdown deadline passed: requests still in flight were abandoned');
    await db.close();
    await flushTraces().catch(() => undefined);
    process.exit(ended === 'closed' ? 0 : 1);
  });
}
await app.listen({ port: Number(env.PORT ?? 4010), host: env.HOST ?? '127.0.0.1' });
