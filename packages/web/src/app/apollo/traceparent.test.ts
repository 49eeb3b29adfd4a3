import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { gql } from '@apollo/client';
import { MSG } from '@balcao/schema';
import { latestAlert, toasterDrawn } from '../../lib/toaster';
import { createApolloClient } from './client';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

/** A gateway stand-in on a real port: it keeps each request's headers; `Boom` fails as a crash does. */
let server: Server;
let uri: string;
const received: IncomingHttpHeaders[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(req.headers);
      const { operationName } = JSON.parse(body) as { operationName?: string };
      const traceId = TRACEPARENT.exec(String(req.headers.traceparent))?.[1];
      const answer =
        operationName === 'Boom'
          ? {
              errors: [
                {
                  message: MSG.internalServerErrorTranslated,
                  extensions: { code: 'INTERNAL_SERVER_ERROR', traceId },
                },
              ],
            }
          : { data: { ping: 'pong' } };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  (await toasterDrawn())?.clear();
  await new Promise((r) => server.close(r));
});

describe('the trace each request to the gateway starts', () => {
  it('sends a W3C traceparent, a new trace for every request', async () => {
    const ping = gql`
      query Ping {
        ping
      }
    `;
    const client = createApolloClient(() => {}, uri);
    await client.query({ query: ping, fetchPolicy: 'network-only' });
    await client.query({ query: ping, fetchPolicy: 'network-only' });
    const [first, second] = received.slice(-2).map((h) => TRACEPARENT.exec(String(h.traceparent)));
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(first![1]).not.toBe(second![1]);
    expect(first![1]).not.toMatch(/^0+$/);
    client.stop();
  });

  it('shows the trace id under the internal error, as the code a user gives support', async () => {
    const client = createApolloClient(() => {}, uri);
    const boom = gql`
      query Boom {
        ping
      }
    `;
    await expect(client.query({ query: boom, fetchPolicy: 'network-only' })).rejects.toThrow();
    const traceId = TRACEPARENT.exec(String(received.at(-1)?.traceparent))![1]!;
    expect(latestAlert()).toMatchObject({ message: MSG.internalError, supportCode: traceId });
    // Blueprint's toaster is fetched with the first alert: slow on a busy machine.
    const code = await screen.findByText(`Código para o suporte: ${traceId}`, {}, { timeout: 15_000 });
    expect(code.closest('span')).toHaveTextContent(`${MSG.internalError}Código para o suporte: ${traceId}`);
    client.stop();
  });
});
