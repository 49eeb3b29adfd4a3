import { Pool, errors } from 'undici';
import type { FastifyBaseLogger } from 'fastify';
import { mapUpstreamError, unavailable, type UpstreamErrorBody } from './errors.js';

export type HttpOptions = { baseUrl: string; timeoutMs?: number; logger: FastifyBaseLogger };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Http = ReturnType<typeof createHttp>;

/** One keep-alive pool to the services; every call carries the caller's own bearer token. */
export function createHttp({ baseUrl, timeoutMs = 10_000, logger }: HttpOptions) {
  const pool = new Pool(baseUrl, {
    connections: 64,
    connectTimeout: timeoutMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });

  async function request<T>(method: Method, path: string, token: string | null, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res;
    try {
      res = await pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (e) {
      logger.error({ err: e, method, path }, 'upstream unreachable');
      throw unavailable();
    }
    let payload: unknown;
    try {
      payload = await res.body.json();
    } catch (e) {
      if (e instanceof errors.BodyTimeoutError) throw unavailable();
      payload = null;
    }
    if (res.statusCode >= 400) {
      if (res.statusCode >= 500)
        logger.error({ status: res.statusCode, method, path, body: payload }, 'upstream error');
      throw mapUpstreamError(res.statusCode, payload as UpstreamErrorBody | null);
    }
    return payload as T;
  }

  return { request, pool, close: () => pool.close() };
}
