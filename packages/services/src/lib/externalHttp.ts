import { request } from 'undici';

type External = {
  system: string;
  url: string;
  token: string;
  timeoutMs: number;
  /** `status`: the answer's HTTP status, when one came (a refused token is 401 or 403). */
  fail: (message: string, options?: { cause?: unknown; status?: number }) => Error;
};

/**
 * A call to an external system's JSON API (the ERP, Neogrid), with the bearer token only in the
 * Authorization header and one deadline for connecting, headers and body. Answers the parsed body,
 * or null on 404; anything else (refused, timed out, another status, a body that is no JSON) is
 * `fail(message)` naming the system, the path and what went wrong, never the token.
 */
function externalJson(opts: External) {
  const base = opts.url.endsWith('/') ? opts.url : `${opts.url}/`;
  return async (
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, string>,
    body?: unknown,
  ): Promise<unknown> => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const where = `${method} ${url.pathname}`;
    let res;
    try {
      res = await request(url, {
        method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${opts.token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
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
    if (res.statusCode !== 200 && res.statusCode !== 201) {
      await res.body.dump();
      throw opts.fail(`${opts.system} answered ${res.statusCode}: ${where}`, { status: res.statusCode });
    }
    try {
      return await res.body.json();
    } catch (err) {
      throw opts.fail(`${opts.system} body unreadable: ${where}`, { cause: err });
    }
  };
}

/** A GET to an external system's JSON API (externalJson). */
export function externalJsonGet(opts: External) {
  const call = externalJson(opts);
  return (path: string, params: Record<string, string>) => call('GET', path, params);
}

/** A POST of a JSON body to an external system's JSON API (externalJson); 200 or 201 answers. */
export function externalJsonPost(opts: External) {
  const call = externalJson(opts);
  return (path: string, body: unknown) => call('POST', path, {}, body);
}
