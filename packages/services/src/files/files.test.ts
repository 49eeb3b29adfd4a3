import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp } from '../test/testApp.js';
import { seedProfile } from '../domains/profiles/profiles.area.js';
import { createUser } from '../domains/users/users.service.js';
import { GIF, PNG, storedFiles, tokensFor, uploader } from './files.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<string, string>;
let upload: Awaited<ReturnType<typeof uploader>>;
const call = (who: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}` } });

beforeAll(async () => {
  t = await createTestApp({ fileMaxBytes: 64 * 1024 });
  // Two clerks holding ARQUIVOS (not the confidential action): each reaches only his own files.
  const clerks = await seedProfile(t.db, {
    name: 'Arquivista',
    grants: [{ module: 'ARQUIVOS', permissions: ['VISUALIZAR', 'INCLUIR', 'EDITAR', 'EXCLUIR'] }],
  });
  for (const u of ['clerk1', 'clerk2'])
    await createUser(t.db, {
      userName: u,
      name: u,
      email: `${u}@balcao.com.br`,
      password: 'demo1234',
      profiles: [clerks.id],
    });
  tokens = await tokensFor(t, ['admin', 'vendedor', 'clerk1', 'clerk2']);
  upload = await uploader(t, tokens);
});
afterAll(() => t.close());

describe('files', () => {
  it('stores an upload under a server-generated name and streams it back by id and by path', async () => {
    const res = await upload('clerk1', '/services/files/upload', [{ name: 'foto da loja.png', data: PNG }]);
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ originalName: 'foto da loja.png', mime: 'image/png', size: PNG.length });
    expect(file.path).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(storedFiles(t)).toContain(file.path);

    const byPath = await call('clerk1', 'GET', `/services/files/download/${file.path}`);
    expect(byPath.statusCode).toBe(200);
    expect(byPath.headers['content-type']).toBe('image/png');
    expect(byPath.rawPayload.equals(PNG)).toBe(true);
    const byId = await call('clerk1', 'GET', `/services/files/${file.id}`);
    expect(byId.rawPayload.equals(PNG)).toBe(true);

    const meta = await call('clerk1', 'PUT', `/services/files/${file.id}/metadata`, {
      description: 'Fachada',
    });
    expect(meta.statusCode).toBe(200);
    expect(meta.json()).toMatchObject({ description: 'Fachada', originalName: 'foto da loja.png' });

    const del = await call('clerk1', 'DELETE', `/services/files/${file.id}`);
    expect(del.statusCode).toBe(200);
    expect(storedFiles(t)).not.toContain(file.path);
    expect((await call('clerk1', 'GET', `/services/files/${file.id}/metadata`)).statusCode).toBe(404);
  });

  it('never uses the sent name on disk (no path traversal)', async () => {
    const res = await upload('clerk1', '/services/files/upload', [
      { name: '../../../etc/evil.png', data: PNG },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().originalName).toBe('evil.png');
    expect(existsSync(path.join(t.filesDir, res.json().path))).toBe(true);
    expect((await call('clerk1', 'GET', '/services/files/download/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(
      404,
    );
  });

  it('refuses a disallowed extension and a renamed non-image with the spec text, storing nothing', async () => {
    const before = storedFiles(t).length;
    for (const f of [
      { name: 'programa.exe', data: Buffer.from('MZ....') },
      { name: 'falsa.png', data: 'isto é texto, não uma imagem' },
      { name: 'imagem.pdf', data: GIF },
    ]) {
      const res = await upload('clerk1', '/services/files/upload', [f]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.extensionNotAllowed });
    }
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('refuses an empty file at once with its text, through every upload route, storing nothing', async () => {
    const before = storedFiles(t).length;
    const me = (await call('clerk1', 'GET', '/services/auth/me')).json().id as number;
    for (const [url, field] of [
      ['/services/files/upload', 'file'],
      ['/services/files/upload-many', 'files'],
      [`/services/users/${me}/image`, 'file'],
    ] as const) {
      const res = await upload('clerk1', url, [{ field, name: 'vazio.png', data: Buffer.alloc(0) }]);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: MSG.fileEmpty });
      expect(res.json().details).toEqual([{ field: 'file', messages: [MSG.fileEmpty] }]);
    }
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('stores files readable and writable by the services user only', async () => {
    const res = await upload('clerk1', '/services/files/upload', [{ name: 'privado.png', data: PNG }]);
    expect(statSync(path.join(t.filesDir, res.json().path)).mode & 0o777).toBe(0o600);
  });

  it('refuses a file over the size limit and leaves no partial file', async () => {
    const before = storedFiles(t).length;
    const big = Buffer.concat([PNG, Buffer.alloc(200 * 1024, 1)]);
    const res = await upload('clerk1', '/services/files/upload', [{ name: 'grande.png', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.fileTooLarge('64 KB'));
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('uploads several files at once, and a refused one leaves none of the batch', async () => {
    const ok = await upload('clerk1', '/services/files/upload-many', [
      { field: 'files', name: 'a.png', data: PNG },
      { field: 'files', name: 'b.gif', data: GIF },
    ]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().map((f: { mime: string }) => f.mime)).toEqual(['image/png', 'image/gif']);
    const before = storedFiles(t).length;
    const bad = await upload('clerk1', '/services/files/upload-many', [
      { field: 'files', name: 'c.png', data: PNG },
      { field: 'files', name: 'd.png', data: 'texto' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(storedFiles(t)).toHaveLength(before);
  });

  it('answers 403 on every route to a user without ARQUIVOS, and to one without record access', async () => {
    const file = (await upload('clerk1', '/services/files/upload', [{ name: 'x.png', data: PNG }])).json();
    const routes: ['GET' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', `/services/files/${file.id}`],
      ['GET', `/services/files/${file.id}/metadata`],
      ['GET', `/services/files/download/${file.path}`],
      ['PUT', `/services/files/${file.id}/metadata`, { description: 'x' }],
      ['DELETE', `/services/files/${file.id}`],
    ];
    for (const who of ['vendedor', 'clerk2'])
      for (const [method, url, body] of routes) {
        const res = await call(who, method, url, body);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(res.json().message).toBe(MSG.noPermission);
      }
    expect(
      (await upload('vendedor', '/services/files/upload', [{ name: 'x.png', data: PNG }])).statusCode,
    ).toBe(403);
    expect(
      (
        await upload('vendedor', '/services/files/upload-many', [
          { field: 'files', name: 'x.png', data: PNG },
        ])
      ).statusCode,
    ).toBe(403);
    // The confidential-information action (here the global administrator) reaches every file.
    expect((await call('admin', 'GET', `/services/files/${file.id}/metadata`)).statusCode).toBe(200);
    expect((await call('admin', 'DELETE', `/services/files/${file.id}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/services/files/1' });
    expect(res.statusCode).toBe(401);
  });
});
