/**
 * Traces for the gateway and the services (Node only; `@balcao/schema/tracing`): one trace per
 * request, continued from the caller's W3C `traceparent`, its id in every log line and in the errors
 * a user can report. Spans are recorded only while something exports them (the OTLP exporter the
 * environment asks for, or a test's), so that tracing left off costs two ids per request.
 */
import type { IncomingMessage } from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  SamplingDecision,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { BOUND, RequestLogger, type PinoLike } from './requestLog.js';

export { SpanKind };
export { logDestination, OneLinePerRequest } from './requestLog.js';

type Env = Record<string, string | undefined>;

/** Where finished spans go: the environment's exporter and any a test attaches. */
const processors: SpanProcessor[] = [];
let provider: BasicTracerProvider | null = null;

/**
 * OTEL_TRACES_EXPORTER (`otlp`, `console`, `none`) and OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT): the exporter they ask for, none when neither is set. The OTLP
 * exporter reads its endpoint, headers and timeout from the same standard variables.
 */
export function exporterFromEnv(env: Env): SpanExporter | null {
  if (env.OTEL_SDK_DISABLED === 'true') return null;
  const kinds = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const unknown = kinds.filter((k) => !['otlp', 'console', 'none'].includes(k));
  if (unknown.length) throw new Error(`OTEL_TRACES_EXPORTER: unknown exporter ${unknown.join(', ')}`);
  if (kinds.includes('none')) return null;
  if (kinds.includes('otlp') || (!kinds.length && endpoint)) return new OTLPTraceExporter();
  if (kinds.includes('console')) return new ConsoleSpanExporter();
  return null;
}

/** OTEL_TRACES_SAMPLER `traceidratio` or `parentbased_traceidratio` with its ratio; otherwise every trace. */
function samplerFromEnv(env: Env): Sampler {
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG);
  const root =
    env.OTEL_TRACES_SAMPLER?.endsWith('traceidratio') && ratio >= 0 && ratio <= 1
      ? new TraceIdRatioBasedSampler(ratio)
      : new AlwaysOnSampler();
  // The browser asks for every trace (its traceparent is flagged sampled): the ratio still decides,
  // the same way on every node since it reads the trace id.
  return new ParentBasedSampler({ root, remoteParentSampled: root });
}

/**
 * Registers the process's tracer, context (AsyncLocalStorage) and W3C propagator once; the first
 * caller names the process (OTEL_SERVICE_NAME overrides). Answers a flush for a graceful stop.
 */
export function startTracing(serviceName: string, env: Env = process.env): () => Promise<void> {
  if (!provider) {
    const recorded = samplerFromEnv(env);
    const sampler: Sampler = {
      shouldSample: (...args) =>
        processors.length ? recorded.shouldSample(...args) : { decision: SamplingDecision.NOT_RECORD },
      toString: () => `Exported(${recorded.toString()})`,
    };
    const fanOut: SpanProcessor = {
      onStart: (span, ctx) => processors.forEach((p) => p.onStart(span, ctx)),
      onEnd: (span) => processors.forEach((p) => p.onEnd(span)),
      forceFlush: () => Promise.all(processors.map((p) => p.forceFlush())).then(() => undefined),
      shutdown: () => Promise.all(processors.map((p) => p.shutdown())).then(() => undefined),
    };
    provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || serviceName }),
      sampler,
      spanProcessors: [fanOut],
    });
    trace.setGlobalTracerProvider(provider);
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    const exporter = exporterFromEnv(env);
    if (exporter) processors.push(new BatchSpanProcessor(exporter));
  }
  const registered = provider;
  return () => registered.forceFlush();
}

/** Tests: every span ended from now on also goes to `exporter`, until the answered detach is called. */
export function exportSpansTo(exporter: SpanExporter): () => void {
  const processor = new SimpleSpanProcessor(exporter);
  processors.push(processor);
  return () => void processors.splice(processors.indexOf(processor), 1);
}

/** The trace id of the work in progress (a request's), if any. */
export const activeTraceId = (): string | undefined => trace.getSpan(context.active())?.spanContext().traceId;

/** What `inSpan` names its span: asked only when spans are recorded. */
export type SpanDescription = {
  name: string;
  kind?: SpanKind;
  attributes?: Attributes;
  /** A failure's type for the span (an SQLSTATE, say); by default the error's class name. */
  errorType?: (e: unknown) => string | undefined;
};

/**
 * `fn` in a span of its own, child of the active one, when spans are recorded; otherwise just `fn`.
 * A failure marks the span with its type only: error texts may hold values (a parameter, an id).
 */
export async function inSpan<T>(
  tracerName: string,
  describe: () => SpanDescription,
  fn: () => Promise<T>,
): Promise<T> {
  if (!processors.length) return fn();
  const { name, kind, attributes, errorType } = describe();
  const span = trace.getTracer(tracerName).startSpan(name, { kind, attributes });
  try {
    return await context.with(trace.setSpan(context.active(), span), fn);
  } catch (e) {
    span.setAttribute('error.type', errorType?.(e) ?? (e instanceof Error ? e.name : 'Error'));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw e;
  } finally {
    span.end();
  }
}

/**
 * pino's `mixin`: a line logged outside a request's own logger (app.log in a resolver, an upstream
 * error) while a request is handled carries its trace id too.
 */
export function traceLogMixin(_merge: object, _level: number, logger: object): object {
  if ((logger as Record<symbol, unknown>)[BOUND]) return {};
  const traceId = activeTraceId();
  return traceId ? { traceId } : {};
}

/**
 * Gives each request of `app` a server span, continued from its `traceparent` or a new trace: its
 * logger's lines carry the trace id, and its handling runs in that span's context, so that the
 * spans, upstream calls and log lines it makes belong to it.
 */
export function traceRequests(app: FastifyInstance, serviceName: string): void {
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

/** The active trace's `traceparent` (and `tracestate`) onto an outgoing call's headers. */
export function injectTraceContext(headers: Record<string, string>): Record<string, string> {
  propagation.inject(context.active(), headers);
  return headers;
}
