import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import * as generated from '../../__generated__/graphql';
import { createApolloClient } from './client';
import { persistedHash } from './persistedQueries';

type Body = {
  query?: string;
  operationName?: string;
  extensions?: { persistedQuery?: { sha256Hash: string } };
};

/**
 * A gateway stand-in on a real port that knows no hash: it answers each hash alone with
 * PersistedQueryNotFound, as the gateway does for a hash outside its manifest, and keeps what came.
 */
let server: Server;
let uri: string;
const received: Body[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Body;
      received.push(body);
      const answer =
        body.query === undefined
          ? {
              errors: [
                { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
              ],
            }
          : { data: {} };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise((r) => server.close(r)));

const operations = Object.values(generated as Record<string, unknown>)
  .filter((d): d is DocumentNode => persistedHash(d as DocumentNode) !== undefined)
  .map((document) => ({
    document,
    kind: (document.definitions[0] as OperationDefinitionNode).operation,
    hash: persistedHash(document)!,
  }));

describe('persisted queries, as production builds send them', () => {
  it('sends each operation by its hash alone, and on PersistedQueryNotFound its text of that hash', async () => {
    const client = createApolloClient(() => {}, uri, true);
    const sent = operations.filter((o) => o.kind !== 'subscription');
    expect(sent.length).toBeGreaterThan(100);
    for (const { document, kind, hash } of sent) {
      received.length = 0;
      if (kind === 'mutation') await client.mutate({ mutation: document, fetchPolicy: 'no-cache' });
      else await client.query({ query: document, fetchPolicy: 'no-cache' });
      const [first, retry] = received;
      expect(first?.extensions?.persistedQuery?.sha256Hash).toBe(hash);
      expect(first?.query).toBeUndefined();
      // The text Apollo Client sends is the one codegen hashed: the gateway's manifest holds it.
      expect(retry?.extensions?.persistedQuery?.sha256Hash).toBe(hash);
      expect(createHash('sha256').update(retry!.query!).digest('hex')).toBe(hash);
    }
  });

  it('sends documents without a hash as text', async () => {
    const client = createApolloClient(() => {}, uri, true);
    received.length = 0;
    const { document } = operations[0]!;
    const { __meta__: _, ...plain } = document as DocumentNode & { __meta__: unknown };
    await client.query({ query: plain, fetchPolicy: 'no-cache' });
    expect(received).toHaveLength(1);
    expect(received[0]!.query).toContain('query ');
    expect(received[0]!.extensions?.persistedQuery).toBeUndefined();
  });
});
