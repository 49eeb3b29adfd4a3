import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherNode, createTestApp } from '../test/testApp.js';
import { fileStoreKindFromEnv } from './files.store.js';
import { PNG, tokensFor, uploader } from './files.testkit.js';

/**
 * Uploads across services nodes: every node is given the same FILES_DIR (storage they all mount),
 * so that a file one node stored is served by another.
 */
type T = Awaited<ReturnType<typeof createTestApp>>;
let a: T;
let b: T;

beforeAll(async () => {
  a = await createTestApp();
  b = await anotherNode(a, { app: { files: { dir: a.filesDir, maxBytes: 1024 * 1024 } } });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('files on several nodes', () => {
  it('node B serves, and removes, a file node A stored', async () => {
    const tokens = await tokensFor(a, ['admin']);
    const upload = await uploader(a, tokens);
    const stored = await upload('admin', '/services/files/upload', [{ name: 'fachada.png', data: PNG }]);
    expect(stored.statusCode).toBe(201);
    const { id, path } = stored.json() as { id: number; path: string };
    const asAdmin = { authorization: `Bearer ${tokens.admin}` };
    const got = await b.app.inject({
      method: 'GET',
      url: `/services/files/download/${path}`,
      headers: asAdmin,
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PNG)).toBe(true);
    const removed = await b.app.inject({ method: 'DELETE', url: `/services/files/${id}`, headers: asAdmin });
    expect(removed.statusCode).toBe(200);
    const gone = await a.app.inject({
      method: 'GET',
      url: `/services/files/download/${path}`,
      headers: asAdmin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('knows the stores FILES_STORE may name, and refuses another', () => {
    expect(fileStoreKindFromEnv(undefined)).toBe('dir');
    expect(fileStoreKindFromEnv('dir')).toBe('dir');
    expect(() => fileStoreKindFromEnv('s3')).toThrow('FILES_STORE desconhecido: s3');
  });
});
