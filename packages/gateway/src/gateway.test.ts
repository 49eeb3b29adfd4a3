import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BIG_ASSET, startStack, stackForFile } from './test/stack.js';
import { INTROSPECTION_SIGNED_IN } from './graphql/introspection.js';

const s = stackForFile();

describe('gateway over the real services', () => {
  it('signs in and answers me and myAccesses', async () => {
    const token = await s.login('aprovador');
    const r = await s.gql(
      '{ me { id userName name } myAccesses { global accesses { module permissions } } }',
      {},
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({
      me: { userName: 'aprovador', name: 'Ana Aprovadora' },
      myAccesses: { global: false },
    });
  });

  it('keeps the spec text on a wrong password', async () => {
    const r = await s.gql('mutation { login(userName: "admin", password: "x") { accessToken } }');
    expect(r.errors?.[0]).toMatchObject({
      message: 'Usuário e/ou senha incorretos',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('maps VALIDATION_FAILED with its field errors', async () => {
    const token = await s.login('vendedor');
    const me = (await s.gql('{ me { id } }', {}, token)).data as unknown as { me: { id: string } };
    const r = await s.gql(
      'mutation($id: ID!) { editUser(id: $id, input: { email: "admin@balcao.com.br" }) { id } }',
      { id: me.me.id },
      token,
    );
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'email', messages: ['E-mail já cadastrado para outro usuário'] }],
    });
  });

  it('passes FORBIDDEN with its message and UNAUTHENTICATED after logout', async () => {
    const token = await s.login('vendedor');
    const forbidden = await s.gql('{ users { totalRegisters } }', {}, token);
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'Você não tem permissão para realizar essa ação.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await s.gql('mutation { logout }', {}, token)).data).toEqual({ logout: true });
    expect((await s.gql('{ me { id } }', {}, token)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('passes the list input through: page, sort, search and filters', async () => {
    const token = await s.login('admin');
    const r = await s.gql(
      `query($input: ListInput) { users(input: $input) { totalRegisters rows { userName active } } }`,
      {
        input: {
          page: 1,
          pageSize: 2,
          orderBy: 'userName',
          sort: 'DESC',
          q: 'balcao.com.br',
          filters: [{ key: 'active', values: ['true'] }],
        },
      },
      token,
    );
    expect(r.errors).toBeUndefined();
    const users = (r.data as unknown as { users: { totalRegisters: number; rows: { userName: string }[] } })
      .users;
    expect(users.totalRegisters).toBeGreaterThanOrEqual(5);
    expect(users.rows.map((u) => u.userName)).toEqual(['vendedor', 'semperfil']);
    const bad = await s.gql(
      '{ users(input: { filters: [{ key: "senha", values: ["x"] }] }) { totalRegisters } }',
      {},
      token,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'senha' }],
    });
  });

  it('shows a record history, and a stale write as CONFLICT with the current record', async () => {
    const token = await s.login('admin');
    const me = (await s.gql('{ me { id updatedAt } }', {}, token)).data as unknown as {
      me: { id: string; updatedAt: string };
    };
    await s.gql(
      'mutation($id: ID!) { editUser(id: $id, input: { phone: "11977776666" }) { id } }',
      { id: me.me.id },
      token,
    );
    const h = await s.gql(
      'query($id: ID!) { history(entity: "user", id: $id) { totalRegisters rows { action user { name } changes { field from to } } } }',
      { id: me.me.id },
      token,
    );
    const page = (h.data as unknown as { history: { rows: { action: string; changes: unknown[] }[] } })
      .history;
    expect(page.rows[0]).toMatchObject({
      action: 'update',
      changes: [{ field: 'phone', to: '(11) 97777-6666' }],
    });
    const stale = await s.gql(
      'mutation($id: ID!, $at: DateTime) { editUser(id: $id, input: { name: "X", updatedAt: $at }) { id } }',
      { id: me.me.id, at: me.me.updatedAt },
      token,
    );
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      current: { phone: '11977776666' },
    });
    const none = await s.gql('{ history(entity: "profile", id: "999") { totalRegisters } }', {}, token);
    expect(none.errors?.[0]).toMatchObject({
      message: 'Histórico não encontrado para este registro',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('streams a list export through, with the caller token checked by the services', async () => {
    const token = await s.login('admin');
    const csv = await s.gateway.inject({
      url: '/files/exports/users?format=csv&columns=userName,name&orderBy=userName&filters=&q=balcao.com.br',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.body.split('\r\n')[0]).toContain('Usuário;Nome');
    expect(csv.body).toContain('admin;Administrador do Sistema');
    const vendedor = await s.login('vendedor');
    const refused = await s.gateway.inject({
      url: '/files/exports/users?format=csv&columns=name',
      headers: { authorization: `Bearer ${vendedor}` },
    });
    expect(refused.statusCode).toBe(403);
    expect((await s.gateway.inject({ url: '/files/exports/users?format=csv&columns=name' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await s.gateway.inject({
          url: '/files/exports/senhas',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps a form cache for the signed-in user: save, read, none, delete', async () => {
    const token = await s.login('vendedor');
    const saved = await s.gql(
      'mutation($i: FormCacheInput!) { saveFormCache(input: $i) { module id new data cacheCreatedAt } }',
      { i: { new: true, module: 'NEGOCIACOES', data: { cliente: 'Loja Azul', itens: [1, 2] } } },
      token,
    );
    expect(saved.data).toMatchObject({
      saveFormCache: {
        module: 'NEGOCIACOES',
        id: null,
        new: true,
        data: { cliente: 'Loja Azul', itens: [1, 2] },
      },
    });
    const read = await s.gql('{ formCache(module: "NEGOCIACOES") { data } }', {}, token);
    expect(read.data).toEqual({ formCache: { data: { cliente: 'Loja Azul', itens: [1, 2] } } });
    expect((await s.gql('{ formCache(module: "NEGOCIACOES", id: "9") { data } }', {}, token)).data).toEqual({
      formCache: null,
    });
    expect((await s.gql('mutation { clearFormCache(module: "NEGOCIACOES") }', {}, token)).data).toEqual({
      clearFormCache: 1,
    });
  });

  it('serves the app with an SPA fallback, and health probes', async () => {
    const page = await s.gateway.inject({ url: '/sales/orders', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await s.gateway.inject({ url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await s.gateway.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect((await s.gateway.inject({ url: '/files/settings/login-image' })).statusCode).toBe(204);
  });

  it('sends built assets precompressed and answers above 1 KB compressed; files as the services send them', async () => {
    const js = BIG_ASSET;
    const br = await s.gateway.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
    const gz = await s.gateway.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(js);
    const plain = await s.gateway.inject({ url: '/assets/big.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);

    // A GraphQL answer over 1 KB is compressed; a small one is not.
    const token = await s.login('admin');
    const ask = (query: string) =>
      s.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'accept-encoding': 'br, gzip',
        },
        payload: { query },
      });
    const page = 'users(input: { pageSize: 50 }) { rows { id userName name email } totalRegisters }';
    const large = await ask(`{ a: ${page} b: ${page} c: ${page} d: ${page} }`);
    expect(large.headers['content-encoding']).toBe('br');
    const data = JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as {
      data: { d: { rows: unknown[] } };
    };
    expect(data.data.d.rows.length).toBeGreaterThan(5);
    const small = await ask('{ me { id } }');
    expect(small.headers['content-encoding']).toBeUndefined();

    // A list export is streamed through untouched, even to a browser that accepts compression.
    const csv = await s.gateway.inject({
      url: '/files/exports/users?format=csv&columns=userName,name&orderBy=userName&filters=&q=',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBeUndefined();
  });

  it('refuses a query deeper than the limit', async () => {
    const token = await s.login('admin');
    const deep = '{ me { profiles { id } } users { rows { profiles { id name } } } }';
    expect((await s.gql(deep, {}, token)).errors).toBeUndefined();
    const r = await s.gql('{ ' + 'a: me { id } '.repeat(40) + '}', {}, token);
    expect(r.errors?.[0]?.message).toMatch(/alias/i);
  });
});

describe('production mode', () => {
  it('keeps introspection from anonymous callers, and field suggestions from everyone', async () => {
    const p = await startStack({ production: true });
    for (const token of [undefined, 'forjado']) {
      const r = await p.gql('{ __schema { types { name } } }', {}, token);
      expect(r.errors?.[0]).toMatchObject({
        message: INTROSPECTION_SIGNED_IN,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    const signedIn = await p.gql<{ __schema: { queryType: { name: string } } }>(
      '{ __schema { queryType { name } } }',
      {},
      await p.login('vendedor'),
    );
    expect(signedIn.data?.__schema.queryType.name).toBe('Query');
    const typo = await p.gql('{ mee { id } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "mee" on type "Query".');
    await p.close();
  });
});
