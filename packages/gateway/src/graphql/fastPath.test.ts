import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
