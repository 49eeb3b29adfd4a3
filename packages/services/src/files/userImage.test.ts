import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createTestApp } from '../test/testApp.js';
import { GIF, PNG, storedFiles, tokensFor, uploader } from './files.testkit.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let tokens: Record<string, string>;
let upload: Awaited<ReturnType<typeof uploader>>;
const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${tokens[who]}` } });
const idOf = async (who: string) => (await call(who, 'GET', '/services/auth/me')).json().id as number;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensFor(t, ['admin', 'vendedor', 'aprovador']);
  upload = await uploader(t, tokens);
});
afterAll(() => t.close());

describe('user image', () => {
  it('a user changes his own photo; the previous one is removed; colleagues can see it', async () => {
    const me = await idOf('vendedor');
    const first = await upload('vendedor', `/services/users/${me}/image`, [{ name: 'eu.png', data: PNG }]);
    expect(first.statusCode).toBe(200);
    const firstPath = first.json().file.path;
    expect(firstPath).toMatch(/\.png$/);
    const second = await upload('vendedor', `/services/users/${me}/image`, [{ name: 'eu.gif', data: GIF }]);
    expect(second.statusCode).toBe(200);
    expect(storedFiles(t)).not.toContain(firstPath);
    expect(storedFiles(t)).toContain(second.json().file.path);

    const seen = await call('aprovador', 'GET', `/services/users/${me}/image`);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(GIF)).toBe(true);

    const del = await call('vendedor', 'POST', `/services/users/${me}/image/delete`);
    expect(del.statusCode).toBe(200);
    expect(del.json().file).toBeNull();
    expect(storedFiles(t)).not.toContain(second.json().file.path);
    expect((await call('aprovador', 'GET', `/services/users/${me}/image`)).statusCode).toBe(404);

    // The user's history tells each change by the names the photos were sent with.
    const history = (await call('admin', 'GET', `/services/history/user/${me}`)).json().rows as {
      changes: Record<string, unknown>;
    }[];
    expect(history.slice(0, 3).map((h) => h.changes.photo)).toEqual([
      { from: 'eu.gif', to: null },
      { from: 'eu.png', to: 'eu.gif' },
      { from: null, to: 'eu.png' },
    ]);
    // The log export names the field as the screen does: 'Foto', not 'file'.
    const log = await call('admin', 'GET', '/services/users/export/log?format=csv&q=vendedor');
    const photoLines = log.body.split('\n').filter((l) => l.includes('eu.png'));
    expect(photoLines.length).toBeGreaterThan(0);
    expect(photoLines.every((l) => l.split(';')[4] === 'Foto')).toBe(true);
  });

  it("refuses another user's photo without CONTROLE_DE_USUARIO × EDITAR; the administrator may", async () => {
    const admin = await idOf('admin');
    const vendedor = await idOf('vendedor');
    const res = await upload('vendedor', `/services/users/${admin}/image`, [{ name: 'x.png', data: PNG }]);
    expect(res.statusCode).toBe(403);
    expect((await call('vendedor', 'POST', `/services/users/${admin}/image/delete`)).statusCode).toBe(403);
    const ok = await upload('admin', `/services/users/${vendedor}/image`, [{ name: 'x.png', data: PNG }]);
    expect(ok.statusCode).toBe(200);
  });

  it('takes images only, checked by content', async () => {
    const me = await idOf('vendedor');
    for (const f of [
      { name: 'doc.pdf', data: Buffer.from('%PDF-1.4') },
      { name: 'texto.jpg', data: 'não é jpeg' },
    ]) {
      const res = await upload('vendedor', `/services/users/${me}/image`, [f]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.extensionNotAllowed);
    }
  });
});
