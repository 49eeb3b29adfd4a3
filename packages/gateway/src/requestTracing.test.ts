import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, traceLogMixin, traceRequests } from '@balcao/schema/tracing';
import { logLines } from './test/logLines.js';

/** An app whose JSON log lines are kept, at `level`. */
async function appAt(level: string) {
  const { lines, logger } = logLines(level);
  const app = Fastify({
    logger: { ...logger, mixin: traceLogMixin },
    logController: new OneLinePerRequest(),
  });
  traceRequests(app, 'balcao-gateway');
  const made: boolean[] = [];
  app.get('/quiet', async (req) => {
    req.log.debug('below the level');
    // Whether the request's pino child exists (RequestLogger keeps it in `made`).
    made.push((req.log as unknown as { made: unknown }).made !== null);
    return {};
  });
  app.get('/loud', async (req) => {
    req.log.warn({ what: 'x' }, 'above the level');
    app.log.warn('from the process logger');
    return {};
  });
  await app.ready();
  return { app, lines, made };
}

const traceparent = (traceId: string) => `00-${traceId}-${'1'.repeat(16)}-01`;

describe("the gateway's request logger", () => {
  it('is made only for a line at a level that is on, and then carries the request and trace ids', async () => {
    const { app, lines, made } = await appAt('warn');
    const traceId = 'a'.repeat(32);
    await app.inject({ url: '/quiet', headers: { traceparent: traceparent(traceId) } });
    expect(made).toEqual([false]);
    expect(lines).toEqual([]);

    await app.inject({ url: '/loud', headers: { traceparent: traceparent(traceId) } });
    const own = lines.find((l) => l.msg === 'above the level');
    expect(own).toMatchObject({ traceId, what: 'x', reqId: expect.any(String) });
    // Once: bound to the request's logger, not added again by the mixin.
    expect(JSON.stringify(own).match(/"traceId"/g)).toHaveLength(1);
    expect(lines.find((l) => l.msg === 'from the process logger')).toMatchObject({ traceId });
    await app.close();
  });

  it('writes one line per request at info, once answered, with the trace id', async () => {
    const { app, lines } = await appAt('info');
    const traceId = 'b'.repeat(32);
    await app.inject({ url: '/quiet?x=1', headers: { traceparent: traceparent(traceId) } });
    const own = lines.filter((l) => l.traceId === traceId);
    expect(own).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        reqId: expect.any(String),
        req: expect.objectContaining({ method: 'GET', url: '/quiet?x=1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    await app.close();
  });
});
