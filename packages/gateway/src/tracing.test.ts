import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { exportSpansTo } from '@balcao/schema/tracing';
import { logLines } from './test/logLines.js';
import { startStack } from './test/stack.js';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** A browser's request: its own trace and the id of its (unrecorded) span. */
const browserTrace = () => ({ traceId: hex(16), parentId: hex(8) });

describe('traces from the browser through the gateway and the services to SQL', () => {
  const exporter = new InMemorySpanExporter();
  const servicesLog = logLines();
  const gatewayLog = logLines();
  let detach: () => void;
  let stack: Awaited<ReturnType<typeof startStack>>;
  let token: string;
  beforeAll(async () => {
    detach = exportSpansTo(exporter);
    stack = await startStack({
      services: { app: { logger: servicesLog.logger } },
      gateway: { logger: gatewayLog.logger },
    });
    // A line logged by the process's own logger, not the request's (as the upstream errors are).
    stack.gateway.get('/probe', async () => {
      stack.gateway.log.warn('probe');
      return {};
    });
    token = await stack.login('admin');
  });
  afterAll(async () => {
    detach();
    await stack.close();
  });

  const post = (query: string, headers: Record<string, string>) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query },
    });
  /** The trace's spans once the gateway's own (ended as its answer is sent) is among them. */
  const spansOf = (traceId: string) =>
    vi.waitFor(() => {
      const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
      expect(spans.some((s) => s.name === 'POST /graphql')).toBe(true);
      return spans;
    });
  const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

  it('continues the traceparent: gateway, upstream call, services and SQL spans are one tree', async () => {
    const { traceId, parentId } = browserTrace();
    const res = await post('{ me { id userName } }', {
      authorization: `Bearer ${token}`,
      traceparent: `00-${traceId}-${parentId}-01`,
    });
    expect(res.json()).toMatchObject({ data: { me: { userName: 'admin' } } });
    const spans = await spansOf(traceId);
    const scope = (s: ReadableSpan) => s.instrumentationScope.name;

    const gateway = spans.find((s) => s.name === 'POST /graphql')!;
    expect(scope(gateway)).toBe('balcao-gateway');
    expect(parentOf(gateway)).toBe(parentId);

    const upstream = spans.filter((s) => scope(s) === 'balcao-gateway' && s !== gateway);
    expect(upstream.length).toBeGreaterThan(0);
    for (const call of upstream) expect(parentOf(call)).toBe(gateway.spanContext().spanId);

    const served = spans.filter((s) => scope(s) === 'balcao-services' && s.name.includes(' /services/'));
    expect(served.length).toBe(upstream.length);
    for (const s of served) expect(upstream.map((u) => u.spanContext().spanId)).toContain(parentOf(s));

    const sql = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(sql.map((s) => s.name)).toContain('SELECT users');
    // Each statement hangs under a services request (through its transaction, if any).
    const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
    for (const statement of sql) {
      let up = byId.get(parentOf(statement)!);
      while (up && up.attributes['db.system.name']) up = byId.get(parentOf(up)!);
      expect(served).toContain(up);
    }
    // Statements are named, never quoted: no SQL text and no parameter (the token) in any span.
    const recorded = JSON.stringify(spans.map((s) => ({ name: s.name, attributes: s.attributes })));
    expect(recorded).not.toContain(token);
    expect(recorded.toLowerCase()).not.toContain('where');
  });

  it("puts the trace id in every log line of the request, the services' and the gateway's", async () => {
    const { traceId, parentId } = browserTrace();
    const before = { services: servicesLog.lines.length, gateway: gatewayLog.lines.length };
    await post('{ me { id } }', {
      authorization: `Bearer ${token}`,
      traceparent: `00-${traceId}-${parentId}-01`,
    });
    const messages = (lines: Record<string, unknown>[]) =>
      lines.filter((l) => l.traceId === traceId).map((l) => l.msg);
    // A process logs 'request completed' once its answer is flushed, maybe after the caller read it.
    await vi.waitFor(() => {
      const both = [servicesLog.lines.slice(before.services), gatewayLog.lines.slice(before.gateway)];
      for (const lines of both)
        expect(messages(lines)).toEqual(expect.arrayContaining(['request completed']));
    });
    // Every request's lines, this file's other requests included, say their trace.
    const requestLines = [...servicesLog.lines, ...gatewayLog.lines].filter((l) => l.req || l.res);
    for (const line of requestLines) expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);

    const probe = browserTrace();
    await stack.gateway.inject({
      url: '/probe',
      headers: { traceparent: `00-${probe.traceId}-${probe.parentId}-01` },
    });
    expect(gatewayLog.lines.find((l) => l.msg === 'probe')).toMatchObject({ traceId: probe.traceId });
  });

  it('answers an error with the trace id a user reports, and logs the failure under it', async () => {
    const { traceId, parentId } = browserTrace();
    const res = await post('{ me { id } }', {
      authorization: 'Bearer not-a-token',
      traceparent: `00-${traceId}-${parentId}-01`,
    });
    const body = res.json() as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', traceId });
    const spans = await spansOf(traceId);
    expect(spans.some((s) => s.attributes['error.type'] === 'UNAUTHENTICATED')).toBe(true);
    expect(servicesLog.lines.some((l) => l.traceId === traceId && l.res)).toBe(true);
  });

  it('starts a trace of its own for a request without traceparent, and tells it in the error', async () => {
    const res = await post('{ nope }', {});
    const [error] = (res.json() as { errors: { extensions: { traceId?: string } }[] }).errors;
    expect(error!.extensions.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(error!.extensions.traceId).not.toMatch(/^0+$/);
    const spans = await spansOf(error!.extensions.traceId!);
    expect(parentOf(spans.find((s) => s.name === 'POST /graphql')!)).toBeUndefined();
  });
});
