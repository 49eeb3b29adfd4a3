import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp } from '../../test/testApp.js';
import { GIF, PNG, storedFiles, tokensFor, uploader } from '../../files/files.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<string, string>;
let upload: Awaited<ReturnType<typeof uploader>>;
const call = (who: string | null, method: 'GET' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensFor(t, ['admin', 'vendedor']);
  upload = await uploader(t, tokens);
});
afterAll(() => t.close());

describe('login image', () => {
  it('answers 204 (no image) until one is set, then the image to anyone; a new one replaces the old', async () => {
    const none = await call(null, 'GET', '/services/settings/login-image');
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');

    const first = await upload('admin', '/services/settings/login-image', [{ name: 'fundo.png', data: PNG }]);
    expect(first.statusCode).toBe(201);
    const second = await upload('admin', '/services/settings/login-image', [
      { name: 'fundo.gif', data: GIF },
    ]);
    expect(second.statusCode).toBe(201);
    expect(storedFiles(t)).toEqual([second.json().path]);

    const pub = await call(null, 'GET', '/services/settings/login-image');
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['content-type']).toBe('image/gif');
    expect(pub.rawPayload.equals(GIF)).toBe(true);
    const meta = await call('admin', 'GET', '/services/settings/login-image/metadata');
    expect(meta.json().file).toMatchObject({ originalName: 'fundo.gif' });

    expect((await call('admin', 'DELETE', '/services/settings/login-image')).statusCode).toBe(200);
    expect((await call(null, 'GET', '/services/settings/login-image')).statusCode).toBe(204);
    expect(storedFiles(t)).toEqual([]);
  });

  it('needs CONFIGURACOES for every change and for the metadata', async () => {
    const res = await upload('vendedor', '/services/settings/login-image', [{ name: 'f.png', data: PNG }]);
    expect(res.statusCode).toBe(403);
    expect((await call('vendedor', 'DELETE', '/services/settings/login-image')).statusCode).toBe(403);
    expect((await call('vendedor', 'GET', '/services/settings/login-image/metadata')).statusCode).toBe(403);
    expect(storedFiles(t)).toEqual([]);
  });

  it('takes png, jpg, jpeg and gif only', async () => {
    const res = await upload('admin', '/services/settings/login-image', [
      { name: 'f.pdf', data: '%PDF-1.4' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.extensionNotAllowed);
  });
});
