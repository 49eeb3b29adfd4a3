import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import manifest from '../__generated__/persisted-documents.json' with { type: 'json' };
import { startStack } from '../test/stack.js';

let s: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => (s = await startStack({ production: true })));
afterAll(() => s.close());

const served = () => (s.gateway as unknown as { graphqlFastPath: { served: number } }).graphqlFastPath.served;

async function post(payload: unknown, headers: Record<string, string> = {}) {
  const res = await s.gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.body };
}

/**
 * The first answer comes from Apollo; the repeats must come from the fast path, byte for byte equal.
 * All three continue one trace, whose id each error carries.
 */
async function sameOnRepeat(payload: unknown, headers: Record<string, string> = {}) {
  const traced = { ...headers, traceparent: `00-${'ab'.repeat(16)}-${'cd'.repeat(8)}-01` };
  const first = await post(payload, traced);
  const before = served();
  const second = await post(payload, traced);
  const third = await post(payload, traced);
  expect(served()).toBe(before + 2);
  expect(second).toEqual(first);
  expect(third).toEqual(first);
  return first;
}

describe('fast path for operations Apollo has already validated', () => {
  it('answers a repeated query exactly as Apollo did', async () => {
    const token = await s.login('aprovador');
    const r = await sameOnRepeat(
      { query: '{ me { userName name } myAccesses { global } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(r.status).toBe(200);
    expect(r.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(r.body)).toEqual({
      data: { me: { userName: 'aprovador', name: 'Ana Aprovadora' }, myAccesses: { global: false } },
    });
  });

  it('keeps the negotiated content type', async () => {
    const r = await sameOnRepeat(
      { query: '{ health }' },
      { accept: 'application/graphql-response+json, application/json;q=0.9' },
    );
    expect(r.type).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('formats errors as Apollo does: FORBIDDEN, UNAUTHENTICATED, VALIDATION_FAILED', async () => {
    const token = await s.login('vendedor');
    const auth = { authorization: `Bearer ${token}` };
    const forbidden = await sameOnRepeat({ query: '{ users { totalRegisters } }' }, auth);
    expect(JSON.parse(forbidden.body).errors[0]).toMatchObject({
      message: 'Você não tem permissão para realizar essa ação.',
      extensions: { code: 'FORBIDDEN' },
      path: ['users'],
    });
    const me = JSON.parse((await post({ query: '{ me { id } }' }, auth)).body).data.me;
    const invalid = await sameOnRepeat(
      {
        query: 'mutation($id: ID!, $e: String) { editUser(id: $id, input: { email: $e }) { id } }',
        variables: { id: me.id, e: 'admin@balcao.com.br' },
      },
      auth,
    );
    expect(JSON.parse(invalid.body).errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
    const anonymous = await sameOnRepeat({ query: '{ me { id } }' });
    expect(JSON.parse(anonymous.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('leaves request errors to Apollo: bad variables, a new document, GET', async () => {
    const query = 'query($id: ID!) { user(id: $id) { id } }';
    await post({ query, variables: { id: '1' } });
    const before = served();
    const bad = await post({ query, variables: { id: { nested: true } } });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const unseen = await post({ query: '{ health __typename }' });
    expect(unseen.status).toBe(200);
    const get = await s.gateway.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ health }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.statusCode).toBe(200);
    expect(served()).toBe(before);
  });
});

/** One of the web app's operations, by the name it has in the manifest (codegen.ts). */
function webOperation(name: string) {
  const found = Object.entries(manifest).find(([, source]) => new RegExp(`^${name}\\b`).test(source));
  if (!found) throw new Error(`${name}: not in the manifest`);
  return { hash: found[0], source: found[1], operationName: name.split(' ')[1]! };
}

/** As Apollo Client sends a persisted operation: its hash alone, beside its library's name. */
const byHash = (hash: string, more: object = {}) => ({
  ...more,
  extensions: {
    clientLibrary: { name: '@apollo/client', version: '4' },
    persistedQuery: { version: 1, sha256Hash: hash },
  },
});

/**
 * Apollo answers the operation's text (a first sighting); its hash alone must then be answered by
 * the fast path, byte for byte the same, and a query's GET by hash, which Apollo answers from its
 * APQ store, the same again.
 */
async function sameByHash(name: string, variables: object | undefined, headers: Record<string, string> = {}) {
  const { hash, source, operationName } = webOperation(name);
  const traced = { ...headers, traceparent: `00-${'ef'.repeat(16)}-${'cd'.repeat(8)}-01` };
  const byText = await post({ query: source, operationName, variables }, traced);
  const before = served();
  const first = await post(byHash(hash, { operationName, variables }), traced);
  const second = await post(byHash(hash, { variables }), traced);
  expect(served()).toBe(before + 2);
  expect(first).toEqual(byText);
  expect(second).toEqual(byText);
  // GET takes queries only.
  if (source.startsWith('query')) {
    const params = new URLSearchParams({
      operationName,
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
      ...(variables ? { variables: JSON.stringify(variables) } : {}),
    });
    const get = await s.gateway.inject({
      method: 'GET',
      url: `/graphql?${params}`,
      headers: { ...traced, 'apollo-require-preflight': 'true' },
    });
    expect(served()).toBe(before + 2);
    expect({ status: get.statusCode, type: get.headers['content-type'], body: get.body }).toEqual(byText);
  }
  return byText;
}

describe('persisted queries: the web app’s operations by their hash', () => {
  it('answers a hash alone from the operation compiled at start, as Apollo answers its text', async () => {
    const token = await s.login('aprovador');
    const r = await sameByHash('query Session', undefined, { authorization: `Bearer ${token}` });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body).data.me).toMatchObject({ userName: 'aprovador', __typename: 'User' });
  });

  it('formats errors as Apollo does: FORBIDDEN, UNAUTHENTICATED, VALIDATION_FAILED', async () => {
    const token = await s.login('vendedor');
    const auth = { authorization: `Bearer ${token}` };
    const forbidden = await sameByHash('query UsersList', { input: { pageSize: 5 } }, auth);
    expect(JSON.parse(forbidden.body).errors[0].extensions.code).toBe('FORBIDDEN');
    const anonymous = await sameByHash('query Session', undefined);
    expect(JSON.parse(anonymous.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const me = JSON.parse((await post({ query: '{ me { id } }' }, auth)).body).data.me;
    const invalid = await sameByHash(
      'mutation EditUser',
      { id: me.id, input: { email: 'admin@balcao.com.br' } },
      auth,
    );
    expect(JSON.parse(invalid.body).errors[0].extensions).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves to Apollo a hash it does not know, a hash with its text, bad variables, another name', async () => {
    const before = served();
    const unknown = await post(byHash('0'.repeat(64)));
    expect(JSON.parse(unknown.body).errors[0]).toMatchObject({
      message: 'PersistedQueryNotFound',
      extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' },
    });
    // Another tool's operation, registered by its text and hash, then asked by its hash alone.
    const query = '{ health }';
    const hash = createHash('sha256').update(query).digest('hex');
    expect((await post({ query, ...byHash(hash) })).status).toBe(200);
    expect(JSON.parse((await post(byHash(hash))).body)).toEqual({ data: { health: true } });
    const { hash: listHash } = webOperation('query UsersList');
    const bad = await post(byHash(listHash, { variables: { input: { pageSize: 'many' } } }));
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const otherName = await post(byHash(listHash, { operationName: 'Session' }));
    expect(otherName.status).toBe(400);
    expect(served()).toBe(before);
  });
});
