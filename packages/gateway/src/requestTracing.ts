/**
 * The gateway's own request tracing: the same spans, trace ids and log lines as
 * `traceRequests` of `@balcao/schema/tracing` (which the services keep), at a cost fit for a hop
 * that does little else. Each request still gets its server span, continued from its `traceparent`
 * or a new trace, and runs in its context (upstream calls, errors and log lines join it); but
 * - its child logger is made only when a line is written at a level that is on: a request whose
 *   lines are all below the level (`LOG_LEVEL=warn`, the common case in production) never makes one;
 * - a span that records nothing (no exporter) is ended without naming it or setting its attributes;
 * - the hooks take callbacks, making no promise of their own.
 */
import type { IncomingMessage } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { activeTraceId, startTracing } from '@balcao/schema/tracing';

/** A request logger's mark: its lines carry the trace id bound to it, the mixin adds none. */
const BOUND = Symbol('balcao.gateway.traceBound');

/**
 * pino's `mixin` for the gateway: a line written outside a request's own logger (app.log in a
 * resolver, an upstream error) while a request is handled carries its trace id too.
 */
export function gatewayLogMixin(_merge: object, _level: number, logger: object): object {
  if ((logger as Record<symbol, unknown>)[BOUND]) return {};
  const traceId = activeTraceId();
  return traceId ? { traceId } : {};
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type PinoLike = FastifyBaseLogger & {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
};
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1] & { level?: string };

/**
 * A request's logger, made for real on its first line at a level that is on: until then it costs
 * an object. The child it makes binds the request's id and trace id, as Fastify's own would.
 */
class RequestLogger {
  private made: FastifyBaseLogger | null = null;
  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Record<string, unknown>,
    private readonly opts: ChildOptions,
    private readonly traceIdOf: () => string,
  ) {}

  private real(): FastifyBaseLogger {
    if (!this.made) {
      const child = this.parent.child({ ...this.bindings, traceId: this.traceIdOf() }, this.opts);
      Object.defineProperty(child, BOUND, { value: true });
      this.made = child;
    }
    return this.made;
  }

  private on(level: LevelName): boolean {
    if (this.made) return true;
    const own = this.opts.level;
    if (!own) return this.parent.isLevelEnabled(level);
    const values = this.parent.levels.values;
    return (values[level] ?? 0) >= (values[own] ?? Infinity);
  }

  get level(): string {
    return this.made ? this.made.level : (this.opts.level ?? this.parent.level);
  }
  set level(level: string) {
    this.real().level = level;
  }
  fatal(...args: unknown[]) {
    if (this.on('fatal')) (this.real().fatal as (...a: unknown[]) => void)(...args);
  }
  error(...args: unknown[]) {
    if (this.on('error')) (this.real().error as (...a: unknown[]) => void)(...args);
  }
  warn(...args: unknown[]) {
    if (this.on('warn')) (this.real().warn as (...a: unknown[]) => void)(...args);
  }
  info(...args: unknown[]) {
    if (this.on('info')) (this.real().info as (...a: unknown[]) => void)(...args);
  }
  debug(...args: unknown[]) {
    if (this.on('debug')) (this.real().debug as (...a: unknown[]) => void)(...args);
  }
  trace(...args: unknown[]) {
    if (this.on('trace')) (this.real().trace as (...a: unknown[]) => void)(...args);
  }
  silent() {}
  isLevelEnabled(level: LevelName) {
    return this.made ? (this.made as PinoLike).isLevelEnabled(level) : this.on(level);
  }
  child(bindings: Record<string, unknown>, opts?: ChildOptions): FastifyBaseLogger {
    return this.real().child(bindings, opts);
  }
}

/**
 * Gives each request of `app` a server span, continued from its `traceparent` or a new trace: its
 * logger's lines carry the trace id (from 'incoming request' on), and its handling runs in that
 * span's context, so that the spans, upstream calls and log lines it makes belong to it.
 */
export function traceGatewayRequests(app: FastifyInstance, serviceName: string): void {
  startTracing(serviceName);
  const tracer = trace.getTracer(serviceName);
  const spans = new WeakMap<IncomingMessage, Span>();
  const spanOf = (raw: IncomingMessage): Span => {
    let span = spans.get(raw);
    if (!span) {
      const parent = raw.headers.traceparent ? propagation.extract(ROOT_CONTEXT, raw.headers) : ROOT_CONTEXT;
      span = tracer.startSpan(
        raw.method ?? 'HTTP',
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': raw.method } },
        parent,
      );
      spans.set(raw, span);
    }
    return span;
  };
  app.setChildLoggerFactory((logger, bindings, opts, raw) =>
    // Without a logger (tests), Fastify's null logger is its own child.
    typeof (logger as Partial<PinoLike>).isLevelEnabled === 'function'
      ? (new RequestLogger(
          logger as PinoLike,
          bindings,
          opts,
          () => spanOf(raw as IncomingMessage).spanContext().traceId,
        ) as unknown as FastifyBaseLogger)
      : logger.child(bindings, opts),
  );
  app.addHook('onRequest', (req, _reply, done) => {
    context.with(trace.setSpan(context.active(), spanOf(req.raw)), done);
  });
  app.addHook('onResponse', (req, reply, done) => {
    const span = spanOf(req.raw);
    if (span.isRecording()) {
      const route = req.routeOptions.url;
      if (route) span.updateName(`${req.method} ${route}`);
      span.setAttributes({ 'http.route': route, 'http.response.status_code': reply.statusCode });
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
    done();
  });
}
