import { readdirSync } from 'node:fs';
import type { createTestApp } from '../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A 1×1 PNG and a 1×1 GIF: real images, so the content check sees what their names say. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A multipart body as a browser would send it (built by the platform's own FormData). */
export async function multipart(files: { field?: string; name: string; data: Buffer | string }[]) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'file', new Blob([f.data]), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

/** Signs in and uploads with the platform's multipart encoding. */
export async function uploader(t: TestApp, tokens: Record<string, string>) {
  return async (
    who: string,
    url: string,
    files: { field?: string; name: string; data: Buffer | string }[],
  ) => {
    const { payload, contentType } = await multipart(files);
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${tokens[who]}` },
    });
  };
}

/** Signs the demo users in: each one's bearer token, by user name. */
export async function tokensFor(t: TestApp, users: string[]) {
  const tokens: Record<string, string> = {};
  for (const u of users) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/services/auth/login',
      payload: { userName: u, password: 'demo1234' },
    });
    tokens[u] = res.json().accessToken;
  }
  return tokens;
}

export const storedFiles = (t: TestApp) => readdirSync(t.filesDir);
