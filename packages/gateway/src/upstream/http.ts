import { Pool, request as undiciRequest, type Dispatcher } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import { GATEWAY_HEADERS } from '@balcao/schema';
import { injectTraceContext, inSpan, SpanKind, type SpanDescription } from '@balcao/schema/tracing';
import { mapUpstreamError, unavailable, type UpstreamErrorBody } from './errors.js';
import { hash } from 'node:crypto';
import { bearer } from '../context.js';
import { createClientShare } from './clientShare.js';
import { createDeadlines } from './deadlines.js';

export type HttpOptions = {
  baseUrl: string;
  /** The deadline of one API call, from asking for a connection to its answer's last byte. */
  timeoutMs?: number;
  /** The deadline of one upload relayed to the services. */
  uploadTimeoutMs?: number;
  /** Connections to the services for API calls, and separately for file transfers. */
  connections?: number;
  fileConnections?: number;
  /** How many calls of one client (a signed-in session, else an address) may be in flight at once. */
  perClient?: number;
  /** How many calls from one address may be in flight at once, whatever their sessions. */
  perAddress?: number;
  /**
   * Shared with the services (GATEWAY_KEY): with it, the services take the client address this
   * gateway sends; without it they count every call as coming from the gateway's own address.
   */
  gatewayKey?: string;
  logger: FastifyBaseLogger;
  /** Told each API call's method, outcome ('2xx'…, 'prazo', 'inacessível') and seconds (metrics). */
  onCall?: (method: Method, outcome: string, seconds: number) => void;
};
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The whole set of connections to the services. */
export type HttpPool = ReturnType<typeof createHttp>;
/** What a domain client uses: the calls made on behalf of one client. */
export type Http = ReturnType<HttpPool['forClient']>;

export const DEFAULTS = {
  timeoutMs: 10_000,
  uploadTimeoutMs: 120_000,
  connections: 64,
  fileConnections: 32,
  perClient: 8,
  perAddress: 32,
};

/**
 * An upstream call's span: its method and path with ids as `:id` and no query (which may hold a
 * search text); a refusal's type is its GraphQL code.
 */
const upstreamSpan = (method: Method, path: string): SpanDescription => {
  const route = path.replace(/\?.*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id');
  return {
    name: `${method} ${route}`,
    kind: SpanKind.CLIENT,
    attributes: { 'http.request.method': method, 'url.path': route },
    errorType: (e) => (e as { extensions?: { code?: string } }).extensions?.code,
  };
};

/**
 * Keep-alive pools to the services (API calls apart from file transfers, so that a slow upload never
 * delays a query); every call has a deadline and takes a place in its client's share.
 */
export function createHttp(opts: HttpOptions) {
  const { baseUrl, logger, gatewayKey } = opts;
  const o = { ...DEFAULTS, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) };
  const pool = new Pool(baseUrl, { connections: o.connections, connectTimeout: o.timeoutMs });
  const files = new Pool(baseUrl, {
    connections: o.fileConnections,
    connectTimeout: o.timeoutMs,
    headersTimeout: o.timeoutMs,
    bodyTimeout: o.timeoutMs,
  });
  // API calls' deadlines, on one timer (file transfers, few and of other lengths, keep their own).
  const deadlines = createDeadlines(o.timeoutMs);
  const share = createClientShare(o.perClient);
  const addresses = createClientShare(o.perAddress);
  /**
   * A client is his session when he sends a token (people behind one office address each get their
   * own share), else his address; an address holds at most `perAddress` places in all, so that made-up
   * tokens buy no more than that. The token itself is never a key: a digest of it is.
   */
  async function takePlace(address: string | null, token: string | null, signal: AbortSignal) {
    // One-shot digest (crypto.hash): a Hash object per call cost more than the digest itself.
    const client = token ? `s:${hash('sha256', token, 'hex').slice(0, 16)}` : `a:${address ?? ''}`;
    const mine = await share.acquire(client, signal);
    try {
      const ours = await addresses.acquire(address ?? '', signal);
      return () => {
        ours();
        mine();
      };
    } catch (e) {
      mine();
      throw e;
    }
  }

  const clientHeaders = (address: string | null): Record<string, string> =>
    address && gatewayKey
      ? { [GATEWAY_HEADERS.clientAddress]: address, [GATEWAY_HEADERS.key]: gatewayKey }
      : {};

  /** One API call for a client (by its address), its JSON answer, or the mapped GraphQL error. */
  const call = <T>(...args: Parameters<typeof send>) =>
    inSpan(
      'balcao-gateway',
      () => upstreamSpan(args[1], args[2]),
      () => send<T>(...args),
    );

  async function send<T>(
    address: string | null,
    method: Method,
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<T> {
    // The request's trace goes on (traceparent): the services' spans and log lines join it.
    const headers = injectTraceContext({ accept: 'application/json', ...clientHeaders(address) });
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const deadline = deadlines.start();
    const { signal } = deadline;
    const started = performance.now();
    const told = (outcome: string) => opts.onCall?.(method, outcome, (performance.now() - started) / 1000);
    let release: () => void;
    try {
      release = await takePlace(address, token, signal);
    } catch (e) {
      deadline.done();
      throw e;
    }
    let status: number;
    let payload: unknown;
    try {
      const res = await pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      status = res.statusCode;
      const text = await res.body.text();
      try {
        payload = text ? JSON.parse(text) : null;
      } catch {
        payload = null;
      }
    } catch (e) {
      logger.error(
        { err: e, method, path },
        signal.aborted ? 'upstream deadline passed' : 'upstream unreachable',
      );
      told(signal.aborted ? 'prazo' : 'inacessível');
      throw unavailable();
    } finally {
      deadline.done();
      release();
    }
    told(`${Math.floor(status / 100)}xx`);
    if (status >= 400) {
      if (status >= 500) logger.error({ status, method, path, body: payload }, 'upstream error');
      throw mapUpstreamError(status, payload as UpstreamErrorBody | null);
    }
    return payload as T;
  }

  /**
   * A file transfer relayed for a client: an upload (its body streamed up) has a deadline for the
   * whole call; a download has one until its answer starts, then may stream as long as bytes keep
   * coming. The client's place is kept until `done` is called (the answer sent or abandoned).
   */
  async function transfer(
    address: string | null,
    req: {
      method: 'GET' | 'POST';
      path: string;
      headers: Record<string, string>;
      body?: Dispatcher.DispatchOptions['body'];
    },
  ): Promise<{ res: Dispatcher.ResponseData; done: () => void }> {
    const upload = req.method === 'POST';
    const signal = AbortSignal.timeout(upload ? o.uploadTimeoutMs : o.timeoutMs);
    const release = await takePlace(address, bearer(req.headers.authorization), signal);
    try {
      const res = await files.request({
        ...req,
        headers: injectTraceContext({ ...req.headers, ...clientHeaders(address) }),
        ...(upload ? { signal, headersTimeout: 0, bodyTimeout: 0 } : {}),
      });
      return { res, done: release };
    } catch (e) {
      release();
      throw e;
    }
  }

  /** Whether the services answer /readyz within a short deadline, on a connection of its own. */
  async function ready(deadlineMs = 2000): Promise<boolean> {
    try {
      const res = await undiciRequest(new URL('/readyz', baseUrl), {
        signal: AbortSignal.timeout(deadlineMs),
      });
      await res.body.dump();
      return res.statusCode === 200;
    } catch {
      return false;
    }
  }

  /** The same calls, made on behalf of one client (its address counts its share and goes upstream). */
  const forClient = (address: string | null) => ({
    request: <T>(method: Method, path: string, token: string | null, body?: unknown) =>
      call<T>(address, method, path, token, body),
    transfer: (r: Parameters<typeof transfer>[1]) => transfer(address, r),
  });

  return {
    ...forClient(null),
    forClient,
    ready,
    share,
    /** The API pool's connections: open, and calls waiting for one. */
    connections: () => ({ connected: pool.stats.connected, pending: pool.stats.pending }),
    close: () => {
      deadlines.close();
      return Promise.all([pool.close(), files.close()]).then(() => undefined);
    },
  };
}
