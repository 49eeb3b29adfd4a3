import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
/** Operation names a client chooses: past this many distinct ones, the rest count together. */
const MAX_OPERATIONS = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/**
 * The gateway's figures in Prometheus' text format (`/metrics`): the process (CPU, memory, the
 * event loop's lag), each GraphQL operation's rate, latency and errors, the other routes', the calls
 * to the services (latency, outcome, connections) and the open sockets.
 */
export function createGatewayMetrics() {
  const register = new Registry();
  register.setDefaultLabels({ process: 'gateway' });
  collectDefaultMetrics({ register });
  /** A duration in seconds, in the buckets every timing here shares. */
  const timing = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: BUCKETS, registers: [register] });
  const graphql = timing(
    'balcao_graphql_operation_duration_seconds',
    'Duração das operações GraphQL (HTTP), por operação e resultado',
    ['operation', 'outcome'],
  );
  const routes = timing(
    'balcao_http_request_duration_seconds',
    'Duração das demais requisições HTTP, por rota, método e status',
    ['method', 'route', 'status'],
  );
  const upstream = timing(
    'balcao_upstream_duration_seconds',
    'Duração das chamadas aos serviços, por método e resultado',
    ['method', 'outcome'],
  );
  const upstreamErrors = new Counter({
    name: 'balcao_upstream_errors_total',
    help: 'Chamadas aos serviços sem resposta (prazo vencido, inacessível) ou respondidas com 5xx',
    labelNames: ['kind'],
    registers: [register],
  });
  const sources = { sockets: () => 0, upstreamConnections: () => ({ connected: 0, pending: 0 }) };
  new Gauge({
    name: 'balcao_open_sockets',
    help: 'Sockets GraphQL (graphql-ws) abertos neste gateway',
    registers: [register],
    collect() {
      this.set(sources.sockets());
    },
  });
  new Gauge({
    name: 'balcao_upstream_connections',
    help: 'Conexões aos serviços: abertas e chamadas esperando uma',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const s = sources.upstreamConnections();
      this.set({ state: 'connected' }, s.connected);
      this.set({ state: 'pending' }, s.pending);
    },
  });
  // Each label set's observer, bound once: prom-client otherwise checks and hashes the labels
  // object on every observation.
  const graphqlBy = boundObservers(graphql);
  const routesBy = boundObservers(routes);
  const upstreamBy = boundObservers(upstream);
  const operations = new Set<string>();
  const operationLabel = (req: FastifyRequest): string => {
    const given =
      (req.body as { operationName?: unknown } | undefined)?.operationName ??
      (req.query as { operationName?: unknown } | undefined)?.operationName;
    if (typeof given !== 'string' || !OPERATION_NAME.test(given)) return '(sem nome)';
    if (operations.has(given)) return given;
    if (operations.size >= MAX_OPERATIONS) return '(outras)';
    operations.add(given);
    return given;
  };

  return {
    /** Where the open sockets and the upstream connections are read from, once they exist. */
    sources,
    /** One call to the services: its duration and outcome ('2xx'… or 'prazo', 'inacessível'). */
    upstreamCall(method: string, outcome: string, seconds: number) {
      upstreamBy(method, outcome)(seconds);
      if (outcome === 'prazo' || outcome === 'inacessível' || outcome === '5xx')
        upstreamErrors.inc({ kind: outcome });
    },
    register(app: FastifyInstance, token?: string) {
      // An answer with GraphQL errors still has status 200.
      const withErrors = new WeakSet<FastifyRequest>();
      // Callback hooks: an async one makes a promise per request for nothing.
      app.addHook('onSend', (req, _reply, payload, done) => {
        if (
          req.routeOptions.url === '/graphql' &&
          typeof payload === 'string' &&
          payload.includes('"errors":[')
        )
          withErrors.add(req);
        done(null, payload);
      });
      app.addHook('onResponse', (req, reply, done) => {
        const route = req.routeOptions.url;
        const seconds = reply.elapsedTime / 1000;
        if (route === '/graphql' && req.method !== 'OPTIONS') {
          const outcome =
            reply.statusCode >= 400 ? String(reply.statusCode) : withErrors.has(req) ? 'erro' : 'ok';
          graphqlBy(operationLabel(req), outcome)(seconds);
        } else if (route && route !== '/metrics') {
          routesBy(req.method, route, String(reply.statusCode))(seconds);
        }
        done();
      });
      app.get('/metrics', async (req, reply) => {
        const allowed = token
          ? sameDigest(req.headers.authorization ?? '', `Bearer ${token}`)
          : // The client's address as trusted (TRUST_PROXY): behind a proxy, never the proxy's own.
            LOOPBACK.has(req.ip);
        if (!allowed) return reply.status(403).send({ message: 'Acesso negado às métricas' });
        return reply.type(register.contentType).send(await register.metrics());
      });
    },
  };
}

/**
 * A histogram's observer for each set of label values (given in its labelNames' order), bound on
 * first use and kept: the label values are few (operations are capped, routes and methods fixed).
 */
function boundObservers(histogram: Histogram<string>) {
  const bound = new Map<string, (seconds: number) => void>();
  return (...values: string[]) => {
    const key = values.join('\u0000');
    let observe = bound.get(key);
    if (!observe) bound.set(key, (observe = histogram.labels(...values).observe));
    return observe;
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();
const sameDigest = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));
