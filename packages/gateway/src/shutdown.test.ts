import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startStack } from './test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
let port: number;
beforeAll(async () => {
  s = await startStack();
  await s.gateway.listen({ port: 0, host: '127.0.0.1' });
  port = (s.gateway.server.address() as { port: number }).port;
});
afterAll(() => s.close());

/** A POST to /graphql whose body arrives in two parts, the second when `finish` is called. */
function slowRequest(body: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (c) => (answer += c));
  const ended = new Promise<string>((r) => socket.on('close', () => r(answer)));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /graphql HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  // write, not end: a client that half-closes has its request dropped by the HTTP server.
  return { finish: () => socket.write(body.slice(half)), ended };
}

describe('graceful shutdown (SIGTERM)', () => {
  it('fails readiness first, answers the request in flight, tells the sockets to go, then stops listening', async () => {
    const token = await s.login('admin');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws');
    await new Promise((r) => socket.once('open', r));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    await new Promise((r) => socket.once('message', r)); // connection_ack
    const socketClosed = new Promise<number>((r) => socket.once('close', (code) => r(code)));
    const inFlight = slowRequest(
      JSON.stringify({
        query: 'mutation { login(userName: "admin", password: "demo1234") { accessToken } }',
      }),
    );
    await new Promise((r) => setTimeout(r, 100)); // the request's headers are in

    const stopping = s.gateway.shutdown.shutDown({ drainMs: 400, deadlineMs: 10_000 });
    const ready = await s.gateway.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'draining' }]);
    expect((await s.gateway.inject({ url: '/healthz' })).statusCode).toBe(200);

    await new Promise((r) => setTimeout(r, 600)); // the listener is closing now
    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"accessToken"');
    expect(await stopping).toBe('closed');
    expect(await socketClosed).toBe(1001); // Going away: the client reconnects, through the balancer, elsewhere
    const refused = await new Promise<string>((r) =>
      connect(port, '127.0.0.1')
        .on('connect', () => r('connected'))
        .on('error', (e: NodeJS.ErrnoException) => r(e.code ?? 'error')),
    );
    expect(refused).toBe('ECONNREFUSED');
  });

  it('the services fail readiness too while they drain; what is still running at the deadline is abandoned', async () => {
    const services = s.services.app;
    await services.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined); // the stack's is already listening
    const servicesPort = (services.server.address() as { port: number }).port;
    const stuck = connect(servicesPort, '127.0.0.1');
    await new Promise((r) => stuck.once('connect', r));
    // A request whose body never comes: only the deadline ends it.
    stuck.write(
      'POST /services/auth/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
    );
    await new Promise((r) => setTimeout(r, 100));
    const stopping = services.shutdown.shutDown({ drainMs: 300, deadlineMs: 500 });
    expect((await services.inject({ url: '/readyz' })).json()).toEqual({ status: 'draining' });
    expect(await stopping).toBe('deadline');
    stuck.destroy();
  });
});
