import { buildGateway } from './app.js';
import { shutdownFromEnv } from '@balcao/schema/shutdown';
import { logDestination, startTracing } from '@balcao/schema/tracing';
import { parseTrustProxy } from './clientAddress.js';

const env = process.env;
// Traces go where OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_TRACES_EXPORTER say (README: Operations).
const flushTraces = startTracing('balcao-gateway', env);
const app = await buildGateway({
  upstreamUrl: env.UPSTREAM_URL ?? 'http://127.0.0.1:4010',
  upstreamTimeoutMs: env.UPSTREAM_TIMEOUT_MS ? Number(env.UPSTREAM_TIMEOUT_MS) : undefined,
  uploadTimeoutMs: env.UPLOAD_TIMEOUT_MS ? Number(env.UPLOAD_TIMEOUT_MS) : undefined,
  upstreamPerClient: env.UPSTREAM_PER_CLIENT ? Number(env.UPSTREAM_PER_CLIENT) : undefined,
  upstreamPerAddress: env.UPSTREAM_PER_ADDRESS ? Number(env.UPSTREAM_PER_ADDRESS) : undefined,
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  gatewayKey: env.GATEWAY_KEY || undefined,
  metricsToken: env.METRICS_TOKEN || undefined,
  frameSources: env.CSP_FRAME_SRC?.split(/[\s,]+/).filter(Boolean),
  webDist: env.WEB_DIST,
  production: env.NODE_ENV === 'production',
  logger: { level: env.LOG_LEVEL ?? 'info', stream: logDestination() },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    const ended = await app.shutdown.shutDown(shutdownFromEnv(env));
    if (ended === 'deadline')
      app.log.warn('shutdown deadline passed: requests still in flight were abandoned');
    await flushTraces().catch(() => undefined);
    process.exit(ended === 'closed' ? 0 : 1);
  });
}
await app.listen({ port: Number(env.PORT ?? 4000), host: env.HOST ?? '0.0.0.0' });
