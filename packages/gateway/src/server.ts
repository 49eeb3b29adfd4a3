import { buildGateway } from './app.js';

const env = process.env;
const app = await buildGateway({
  upstreamUrl: env.UPSTREAM_URL ?? 'http://127.0.0.1:4010',
  upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS ? Number(env.UPSTREAM_TIMEOUT_MS) : undefined,
  webDist: env.WEB_DIST,
  production: env.NODE_ENV === 'production',
  logger: { level: env.LOG_LEVEL ?? 'info' },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    process.exit(0);
  });
}
await app.listen({ port: Number(env.PORT ?? 4000), host: env.HOST ?? '0.0.0.0' });
