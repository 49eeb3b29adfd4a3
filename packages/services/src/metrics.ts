import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/db.js';
import { sameSecret } from './lib/sameSecret.js';

export type MetricsOptions = {
  db: Db;
  /** Sockets connected to this instance. */
  sockets: () => number;
  /** METRICS_TOKEN: a scraper's bearer token; without one only callers on this host are answered. */
  token?: string;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `/metrics` in Prometheus' text format: the process (CPU, memory, the event loop's lag), each REST
 * route's rate and latency by status, the open sockets and the database pool. Labelled by the
 * route's pattern, never its URL, so that ids do not multiply the series.
 */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions) {
  const register = new Registry();
  register.setDefaultLabels({ process: 'services' });
  collectDefaultMetrics({ register });
  const requests = new Histogram({
    name: 'balcao_http_request_duration_seconds',
    help: 'Duração das requisições REST, por rota, método e status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'balcao_open_sockets',
    help: 'Sockets (socket.io) abertos nesta instância',
    registers: [register],
    collect() {
      this.set(opts.sockets());
    },
  });
  new Gauge({
    name: 'balcao_db_pool_connections',
    help: 'Conexões do pool do banco: em uso, ociosas e pedidos esperando uma',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const pool = opts.db.poolStats?.();
      if (!pool) return;
      this.set({ state: 'in_use' }, pool.total - pool.idle);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route || route === '/metrics') return;
    requests.observe(
      { method: req.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const allowed = opts.token
      ? sameSecret(req.headers.authorization ?? '', `Bearer ${opts.token}`)
      : LOOPBACK.has(req.socket.remoteAddress ?? '');
    if (!allowed) return reply.status(403).send({ message: 'Acesso negado às métricas' });
    return reply.type(register.contentType).send(await register.metrics());
  });
}
