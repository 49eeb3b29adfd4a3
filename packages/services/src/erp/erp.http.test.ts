import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErpError } from './erp.adapter.js';
import { erpFromEnv } from './erp.env.js';
import { httpErp } from './erp.http.js';
import { simulatedErp } from './erp.simulated.js';

const TOKEN = 'erp-secret-token-0123';
const today = () => new Date('2025-03-10T12:00:00Z');
const reference = simulatedErp({ today });

/** A TOTVS-like client API on a real port, answering from the simulated data. */
let server: FastifyInstance;
let url: string;
let mode: 'ok' | 'error' | 'slow' | 'garbage' = 'ok';
const seen: { path: string; authorization?: string }[] = [];

beforeAll(async () => {
  // The adapter keeps connections alive; closing the server must not wait for them.
  server = Fastify({ forceCloseConnections: true });
  server.addHook('onRequest', async (req, reply) => {
    seen.push({ path: req.url, authorization: req.headers.authorization });
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return reply.status(401).send({ error: 'token' });
    if (mode === 'error') return reply.status(500).send({ error: 'boom' });
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 600));
    if (mode === 'garbage') return reply.send({ items: 'nope' });
  });
  server.get<{ Querystring: { search: string; page: string; pageSize: string } }>(
    '/api/v1/clients',
    async (req) => {
      const page = await reference.searchClients({
        q: req.query.search || undefined,
        page: Number(req.query.page),
        pageSize: Number(req.query.pageSize),
      });
      const { page: p, pageSize } = { page: Number(req.query.page), pageSize: Number(req.query.pageSize) };
      return { items: page.rows, hasNext: p * pageSize < page.totalRegisters, total: page.totalRegisters };
    },
  );
  server.get<{ Querystring: { cnpj?: string; code?: string } }>(
    '/api/v1/clients/summary',
    async (req, reply) => {
      const { cnpj, code } = req.query;
      const found = await reference.clientSummary(cnpj ? { cnpj } : { code: code ?? '' });
      return found ?? reply.status(404).send({ message: 'not found' });
    },
  );
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1`;
});
afterAll(() => server.close());

const caught = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a failure');
};

describe('ERP over HTTP', () => {
  it('searches and summarizes with the bearer token; an unknown client is null', async () => {
    mode = 'ok';
    const erp = httpErp({ url, token: TOKEN, timeoutMs: 2000 });
    const page = await erp.searchClients({ q: 'são paulo', page: 2, pageSize: 3 });
    expect(page).toEqual(await reference.searchClients({ q: 'são paulo', page: 2, pageSize: 3 }));
    expect(seen.at(-1)).toEqual({
      path: `/api/v1/clients?search=s%C3%A3o+paulo&page=2&pageSize=3`,
      authorization: `Bearer ${TOKEN}`,
    });
    const first = page.rows[0]!;
    expect(await erp.clientSummary({ cnpj: first.cnpj })).toEqual(
      await reference.clientSummary({ cnpj: first.cnpj }),
    );
    expect(await erp.clientSummary({ code: first.code })).toMatchObject({ cnpj: first.cnpj });
    expect(await erp.clientSummary({ cnpj: '11222333000181' })).toBeNull();
  });

  it('turns a refused token, a 500, a timeout, a strange body and a closed port into ErpError without the token', async () => {
    const failures: Error[] = [];
    mode = 'ok';
    failures.push(await caught(httpErp({ url, token: 'wrong' }).searchClients({ page: 1, pageSize: 10 })));
    mode = 'error';
    failures.push(await caught(httpErp({ url, token: TOKEN }).clientSummary({ code: '001000' })));
    mode = 'slow';
    const started = Date.now();
    failures.push(
      await caught(httpErp({ url, token: TOKEN, timeoutMs: 200 }).searchClients({ page: 1, pageSize: 10 })),
    );
    expect(Date.now() - started).toBeLessThan(550);
    mode = 'garbage';
    failures.push(await caught(httpErp({ url, token: TOKEN }).searchClients({ page: 1, pageSize: 10 })));
    const closed = Fastify();
    await closed.listen({ port: 0, host: '127.0.0.1' });
    const port = (closed.server.address() as { port: number }).port;
    await closed.close();
    failures.push(
      await caught(httpErp({ url: `http://127.0.0.1:${port}`, token: TOKEN }).clientSummary({ code: '1' })),
    );
    expect(failures.map((f) => f instanceof ErpError)).toEqual([true, true, true, true, true]);
    expect(failures.map((f) => f.message)).toEqual([
      'ERP answered 401: GET /api/v1/clients',
      'ERP answered 500: GET /api/v1/clients/summary',
      expect.stringMatching(/^ERP unreachable: GET \/api\/v1\/clients/),
      'ERP client list of an unexpected shape',
      expect.stringMatching(/^ERP unreachable: GET \/clients\/summary/),
    ]);
    for (const f of failures) expect(JSON.stringify({ m: f.message, s: f.stack })).not.toContain(TOKEN);
  });
});

describe('ERP from the environment', () => {
  it('simulated on ERP_ADAPTER=simulated or outside production; http with ERP_URL; none in production', () => {
    expect(erpFromEnv({ ERP_ADAPTER: 'simulated', NODE_ENV: 'production' })?.kind).toBe('simulated');
    expect(erpFromEnv({ NODE_ENV: 'development' })?.kind).toBe('simulated');
    expect(erpFromEnv({ NODE_ENV: 'production' })).toBeNull();
    expect(erpFromEnv({ ERP_URL: 'http://erp', ERP_TOKEN: 't', NODE_ENV: 'production' })?.kind).toBe('http');
    expect(() => erpFromEnv({ ERP_ADAPTER: 'http', ERP_URL: 'http://erp' })).toThrow(/ERP_TOKEN/);
    expect(() => erpFromEnv({ ERP_ADAPTER: 'sap' })).toThrow(/simulated or http/);
  });
});
