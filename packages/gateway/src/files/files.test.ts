import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { startStack } from '../test/stack.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let s: Awaited<ReturnType<typeof startStack>>;
let base: string;
let admin: string;
beforeAll(async () => {
  s = await startStack({ services: { fileMaxBytes: 256 * 1024 } });
  base = await s.gateway.listen({ port: 0, host: '127.0.0.1' });
  admin = await s.login('admin');
});
afterAll(() => s.close());

const form = (name: string, data: Buffer | string, field = 'file') => {
  const f = new FormData();
  f.append(field, new Blob([data]), name);
  return f;
};
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const stored = () => readdirSync(s.services.filesDir);

describe('file routes through the gateway', () => {
  it('answers 401 without Authorization, before the services are asked', async () => {
    for (const [method, path] of [
      ['POST', '/files/upload'],
      ['POST', '/files/upload-many'],
      ['POST', '/files/settings/login-image'],
      ['POST', '/files/users/1/image'],
      ['GET', '/files/download/x.png'],
      ['GET', '/files/1'],
      ['GET', '/files/users/1/image'],
      ['GET', '/files/exports/users'],
    ]) {
      const res = await fetch(base + path, {
        method,
        body: method === 'POST' ? form('a.png', PNG) : undefined,
      });
      expect(res.status, path).toBe(401);
      // The gateway's own answer: the services' would carry the session-expired text.
      expect(((await res.json()) as { message: string }).message).toBe('Não autenticado');
    }
  });

  it('streams an upload to the services and the download back, byte for byte', async () => {
    const up = await fetch(`${base}/files/upload`, {
      method: 'POST',
      headers: auth(admin),
      body: form('relatório.png', PNG),
    });
    expect(up.status).toBe(201);
    const file = (await up.json()) as { id: number; path: string; originalName: string };
    expect(file.originalName).toBe('relatório.png');
    for (const path of [`/files/download/${file.path}`, `/files/${file.id}`]) {
      const down = await fetch(base + path, { headers: auth(admin) });
      expect(down.status).toBe(200);
      expect(down.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await down.arrayBuffer()).equals(PNG)).toBe(true);
    }
    const meta = await s.gql(
      'query($id: ID!) { file(id: $id) { originalName mime size } }',
      { id: file.id },
      admin,
    );
    expect(meta.data).toEqual({
      file: { originalName: 'relatório.png', mime: 'image/png', size: PNG.length },
    });
    const changed = await s.gql(
      'mutation($id: ID!) { updateFileMetadata(id: $id, input: { description: "Fachada" }) { originalName description } }',
      { id: file.id },
      admin,
    );
    expect(changed.data).toEqual({
      updateFileMetadata: { originalName: 'relatório.png', description: 'Fachada' },
    });
    const del = await s.gql('mutation($id: ID!) { deleteFile(id: $id) }', { id: file.id }, admin);
    expect(del.data).toEqual({ deleteFile: true });
    expect(stored()).not.toContain(file.path);
  });

  it('pipes a chunked body as it arrives (no length known in advance)', async () => {
    const multipart = new Request('http://x/', { method: 'POST', body: form('pedaços.png', PNG) });
    const bytes = Buffer.from(await multipart.arrayBuffer());
    const chunks = [bytes.subarray(0, 100), bytes.subarray(100)];
    const body = new ReadableStream<Uint8Array>({
      async pull(c) {
        const next = chunks.shift();
        if (next) {
          await new Promise((r) => setTimeout(r, 20));
          c.enqueue(next);
        } else c.close();
      },
    });
    const res = await fetch(`${base}/files/upload`, {
      method: 'POST',
      headers: { ...auth(admin), 'content-type': multipart.headers.get('content-type')! },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(201);
  });

  it('a cancelled upload leaves no partial file', async () => {
    const before = stored().length;
    const multipart = new Request('http://x/', {
      method: 'POST',
      body: form('cancelada.png', Buffer.concat([PNG, Buffer.alloc(100 * 1024)])),
    });
    const bytes = Buffer.from(await multipart.arrayBuffer());
    const abort = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.subarray(0, 60 * 1024));
        // The rest never comes: the browser cancels.
        setTimeout(() => abort.abort(), 300);
      },
    });
    await expect(
      fetch(`${base}/files/upload`, {
        method: 'POST',
        headers: { ...auth(admin), 'content-type': multipart.headers.get('content-type')! },
        body,
        duplex: 'half',
        signal: abort.signal,
      } as RequestInit),
    ).rejects.toThrow();
    await expect.poll(() => stored().length, { timeout: 3000 }).toBe(before);
  });

  it('passes the services refusals through: wrong content and over the size limit, nothing left', async () => {
    const before = stored().length;
    const wrong = await fetch(`${base}/files/upload`, {
      method: 'POST',
      headers: auth(admin),
      body: form('texto.png', 'não é imagem'),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(MSG.extensionNotAllowed);
    const big = await fetch(`${base}/files/upload`, {
      method: 'POST',
      headers: auth(admin),
      body: form('grande.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)])),
    });
    expect(big.status).toBe(413);
    expect(stored()).toHaveLength(before);
  });

  it('sets the login image, serves it publicly and removes it through GraphQL', async () => {
    expect((await fetch(`${base}/files/settings/login-image`)).status).toBe(204);
    const up = await fetch(`${base}/files/settings/login-image`, {
      method: 'POST',
      headers: auth(admin),
      body: form('fundo.png', PNG),
    });
    expect(up.status).toBe(201);
    const pub = await fetch(`${base}/files/settings/login-image`);
    expect(pub.status).toBe(200);
    expect(Buffer.from(await pub.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await s.gql('{ loginImage { originalName } }', {}, admin)).data).toEqual({
      loginImage: { originalName: 'fundo.png' },
    });
    expect((await s.gql('mutation { deleteLoginImage }', {}, admin)).data).toEqual({
      deleteLoginImage: true,
    });
    expect((await fetch(`${base}/files/settings/login-image`)).status).toBe(204);
  });

  it("changes and deletes a user's own photo", async () => {
    const token = await s.login('vendedor');
    const me = ((await s.gql('{ me { id } }', {}, token)).data as unknown as { me: { id: string } }).me.id;
    const up = await fetch(`${base}/files/users/${me}/image`, {
      method: 'POST',
      headers: auth(token),
      body: form('eu.png', PNG),
    });
    expect(up.status).toBe(200);
    const photo = await fetch(`${base}/files/users/${me}/image`, { headers: auth(token) });
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    const del = await s.gql(
      'mutation($id: ID!) { deleteUserImage(userId: $id) { file { id } } }',
      { id: me },
      token,
    );
    expect(del.data).toEqual({ deleteUserImage: { file: null } });
  });
});

describe('reminders and the report over GraphQL', () => {
  it('creates, saves, lists and removes a reminder; 4001 characters is VALIDATION_FAILED', async () => {
    const token = await s.login('vendedor');
    const c = await s.gql('mutation { createReminder(content: "oi") { id content showContent } }', {}, token);
    const id = (c.data as unknown as { createReminder: { id: string } }).createReminder.id;
    const saved = await s.gql(
      'mutation($id: ID!, $c: String) { saveReminder(id: $id, content: $c) { content } }',
      { id, c: 'Ligar para o cliente' },
      token,
    );
    expect(saved.data).toEqual({ saveReminder: { content: 'Ligar para o cliente' } });
    const tooLong = await s.gql(
      'mutation($id: ID!, $c: String) { saveReminder(id: $id, content: $c) { content } }',
      { id, c: 'a'.repeat(4001) },
      token,
    );
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'content', messages: [MSG.maxLength(4000)] }],
    });
    expect((await s.gql('{ reminders { id content } }', {}, token)).data).toEqual({
      reminders: [{ id, content: 'Ligar para o cliente' }],
    });
    expect((await s.gql('mutation($id: ID!) { removeReminder(id: $id) }', { id }, token)).data).toEqual({
      removeReminder: true,
    });
  });

  it('answers the report token request with the pt-BR "not configured" text', async () => {
    const r = await s.gql('{ reportToken(report: "SUBSTITUTOS") { embedToken { token } } }', {}, admin);
    expect(r.errors?.[0]).toMatchObject({
      message: MSG.reportNotConfigured,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
