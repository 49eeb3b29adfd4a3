import { request } from 'undici';

/**
 * A GET to an external system's JSON API (the ERP, Neogrid), with the bearer token only in the
 * Authorization header and one deadline for connecting, headers and body. Answers the parsed body,
 * or null on 404; anything else (refused, timed out, another status, a body that is no JSON) is
 * `fail(message)` naming the system, the path and what went wrong, never the token.
 */
export function externalJsonGet(opts: {
  system: string;
  url: string;
  token: string;
  timeoutMs: number;
  fail: (message: string, options?: { cause: unknown }) => Error;
}) {
  const base = opts.url.endsWith('/') ? opts.url : `${opts.url}/`;
  return async (path: string, params: Record<string, string>): Promise<unknown> => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const where = `GET ${url.pathname}`;
    let res;
    try {
      res = await request(url, {
        method: 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${opts.token}` },
        headersTimeout: opts.timeoutMs,
        bodyTimeout: opts.timeoutMs,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      throw opts.fail(`${opts.system} unreachable: ${where} (${(err as Error).name})`, { cause: err });
    }
    if (res.statusCode === 404) {
      await res.body.dump();
      return null;
    }
    if (res.statusCode !== 200) {
      await res.body.dump();
      throw opts.fail(`${opts.system} answered ${res.statusCode}: ${where}`);
    }
    try {
      return await res.body.json();
    } catch (err) {
      throw opts.fail(`${opts.system} body unreadable: ${where}`, { cause: err });
    }
  };
}
