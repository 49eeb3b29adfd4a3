import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStack } from './test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(
  async () => (s = await startStack({ production: true, gateway: { metricsToken: 'raspador-123' } })),
);
afterAll(() => s.close());

/** The value of one series of a Prometheus text answer, by its name and labels (in any order). */
const series = (text: string, name: string, labels: string) => {
  const want = labels.split(',').sort().join(',');
  for (const m of text.matchAll(/^(\w+)\{([^}]*)\} (\S+)$/gm))
    if (m[1] === name && m[2]!.split(',').sort().join(',') === want) return Number(m[3]);
  return NaN;
};

describe('/metrics on each process', () => {
  it('the gateway counts each GraphQL operation by name and outcome, and its calls to the services', async () => {
    const token = await s.login('aprovador');
    const ask = (query: string, operationName: string) =>
      s.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        payload: { query, operationName },
      });
    for (let i = 0; i < 3; i++) expect((await ask('query Eu { me { id } }', 'Eu')).statusCode).toBe(200);
    await ask('query Usuarios { users { totalRegisters } }', 'Usuarios'); // aprovador may not list users

    const res = await s.gateway.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer raspador-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    const op = (name: string, outcome: string) =>
      series(
        text,
        'balcao_graphql_operation_duration_seconds_count',
        `process="gateway",operation="${name}",outcome="${outcome}"`,
      );
    expect(op('Eu', 'ok')).toBe(3);
    expect(op('Usuarios', 'erro')).toBe(1);
    expect(
      series(text, 'balcao_upstream_duration_seconds_count', 'process="gateway",method="GET",outcome="2xx"'),
    ).toBeGreaterThanOrEqual(3);
    expect(
      series(text, 'balcao_upstream_duration_seconds_count', 'process="gateway",method="GET",outcome="4xx"'),
    ).toBeGreaterThanOrEqual(1);
    expect(series(text, 'balcao_open_sockets', 'process="gateway"')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{process="gateway"\} /m);
    expect(
      series(text, 'balcao_upstream_connections', 'process="gateway",state="connected"'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('a client cannot grow the series without bound by naming operations', async () => {
    for (let i = 0; i < 320; i++)
      await s.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __typename }', operationName: `Nome${i}` },
      });
    const text = (
      await s.gateway.inject({ url: '/metrics', headers: { authorization: 'Bearer raspador-123' } })
    ).body;
    const names = new Set(
      [...text.matchAll(/balcao_graphql_operation_duration_seconds_count\{[^}]*operation="([^"]+)"/g)].map(
        (m) => m[1],
      ),
    );
    expect(names.size).toBeLessThanOrEqual(302); // and "(sem nome)", "(outras)"
    expect(names).toContain('(outras)');
  });

  it("a page of action titles that asks each one's actions calls the services once for all of them", async () => {
    const token = await s.login('admin');
    const ask = async (query: string) =>
      (
        await s.gateway.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          payload: { query },
        })
      ).json().data;
    type Title = { id: string; actions: { name: string }[] };
    const page = (await ask('{ actionTitles(input: { pageSize: 100 }) { rows { id actions { name } } } }'))
      .actionTitles.rows as Title[];
    const all = (await ask('{ allActionTitles { id actions { name } } }')).allActionTitles as Title[];
    expect(page.length).toBeGreaterThan(2);
    for (const t of page.filter((r) => all.some((a) => a.id === r.id)))
      expect(t.actions).toEqual(all.find((a) => a.id === t.id)!.actions);
    // The services count a call once its answer is sent (onResponse), which may be after the
    // gateway has read it: the count is awaited, not read once.
    await vi.waitFor(async () => {
      const text = (await s.services.app.inject({ url: '/metrics' })).body;
      const calls = (route: string) =>
        series(
          text,
          'balcao_http_request_duration_seconds_count',
          `process="services",method="GET",route="${route}",status="200"`,
        );
      expect(calls('/services/action-titles/actions')).toBe(1);
      expect(calls('/services/action-titles/:id/actions')).toBeNaN();
    });
  });

  it('answers only its scraper: the token at the gateway, callers on the host at the services', async () => {
    expect((await s.gateway.inject({ url: '/metrics' })).statusCode).toBe(403);
    expect(
      (await s.gateway.inject({ url: '/metrics', headers: { authorization: 'Bearer outro' } })).statusCode,
    ).toBe(403);

    await s.services.app.inject({
      method: 'POST',
      url: '/services/auth/login',
      payload: { userName: 'admin', password: 'x' },
    });
    const local = await s.services.app.inject({ url: '/metrics' });
    expect(local.statusCode).toBe(200);
    expect(
      series(
        local.body,
        'balcao_http_request_duration_seconds_count',
        'process="services",method="POST",route="/services/auth/login",status="401"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(local.body).toMatch(/^balcao_open_sockets\{process="services"\} 0$/m);
    expect((await s.services.app.inject({ url: '/metrics', remoteAddress: '10.1.2.3' })).statusCode).toBe(
      403,
    );
  });
});
