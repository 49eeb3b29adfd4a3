import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from '@balcao/services/test';
import { buildGateway, type GatewayOptions } from '../app.js';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The content of the stack's built asset above 1 KB, /assets/big.js. */
export const BIG_ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `linha ${i}`))};`;

/** The real services on an ephemeral port (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a gateway over them. */
/** What the gateway answers: `data`, and `errors` with their message and extensions (code...). */
export type GqlResult<T> = {
  data?: T | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

export async function startStack(
  opts: {
    production?: boolean;
    services?: Parameters<typeof createTestApp>[0];
    /** More gateway options (deadlines, client shares, trusted proxies, the gateway key). */
    gateway?: Partial<GatewayOptions>;
  } = {},
) {
  const services = await createTestApp(opts.services);
  await services.app.listen({ port: 0, host: '127.0.0.1' });
  const address = services.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const webDist = mkdtempSync(path.join(tmpdir(), 'balcao-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Balcão</title><div id="root"></div>',
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  // An asset above 1 KB as the build writes it: beside its .br and .gz (static routes are read at start).
  writeFileSync(path.join(webDist, 'assets', 'big.js'), BIG_ASSET);
  writeFileSync(path.join(webDist, 'assets', 'big.js.br'), brotliCompressSync(BIG_ASSET));
  writeFileSync(path.join(webDist, 'assets', 'big.js.gz'), gzipSync(BIG_ASSET));
  const gateway = await buildGateway({
    upstreamUrl: `http://127.0.0.1:${port}`,
    webDist,
    production: opts.production ?? false,
    ...opts.gateway,
  });
  /** One GraphQL request through the gateway; `T` types what `data` holds. */
  const gql = async <T = Record<string, never>>(query: string, variables?: object, token?: string) => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: { query, variables },
    });
    return res.json() as GqlResult<T>;
  };
  const login = async (userName: string, password = 'demo1234') =>
    (
      (
        await gql(
          'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
          {
            u: userName,
            p: password,
          },
        )
      ).data as unknown as { login: { accessToken: string } }
    ).login.accessToken;
  /** One file through the gateway's upload route, as a browser's FormData sends it: the raw answer. */
  const upload = async (token: string, name: string, data: Buffer | string) => {
    const form = new FormData();
    form.append('file', new Blob([data]), name);
    const req = new Request('http://gateway/', { method: 'POST', body: form });
    return gateway.inject({
      method: 'POST',
      url: '/files/upload',
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { authorization: `Bearer ${token}`, 'content-type': req.headers.get('content-type')! },
    });
  };
  return {
    gateway,
    services,
    gql,
    login,
    upload,
    async close() {
      await gateway.close();
      await services.close();
    },
  };
}

/**
 * A test file's own stack (startStack with its defaults): started before the file's tests and
 * closed after them; the object answered holds it by the time the tests run.
 */
export function stackForFile() {
  const s = {} as Awaited<ReturnType<typeof startStack>>;
  beforeAll(async () => {
    Object.assign(s, await startStack());
  });
  afterAll(() => s.close());
  return s;
}
