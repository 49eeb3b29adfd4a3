import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import type { MatrixApp } from './matrixApp.js';

/** Requests the fuzzing found answered with a 5xx or Fastify's own codes, kept as they are now answered. */
export const regressionsSuite = (app: () => MatrixApp) =>
  describe('malformed requests fuzzing found', () => {
    let m: MatrixApp;
    beforeAll(() => {
      m = app();
    });
    const send = (method: string, url: string, type: string, payload: string) =>
      m.t.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${m.tokens.admin}`, 'content-type': type },
      });

    it('a multipart body cut short is a 400 on every upload route', async () => {
      for (const url of [
        '/services/files/upload',
        '/services/files/upload-many',
        '/services/settings/login-image',
        '/services/customers/1/documents',
      ]) {
        const res = await send('POST', url, 'multipart/form-data; boundary=zz', '--zz\r\nbroken');
        expect([url, res.statusCode, res.json().message]).toEqual([url, 400, MSG.badRequest]);
      }
    });

    it('a reference to no record is a 400, not a database error', async () => {
      const res = await m.call('admin', 'POST', '/services/substitutes', {
        substituteId: 999999,
        startsAt: '2026-01-15T12:00:00Z',
        endsAt: '2026-01-16T12:00:00Z',
      });
      expect([res.statusCode, res.json().message]).toEqual([400, MSG.invalidValue]);
    });

    it("an overlong path or a content type no route reads is refused in pt-BR, without Fastify's codes", async () => {
      const long = await m.call('admin', 'GET', `/services/approval-modes/${'x'.repeat(300)}`);
      expect(long.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: MSG.badRequest });
      const odd = await send('POST', '/services/auth/login', 'application/x-fuzz', 'x');
      expect(odd.json()).toEqual({
        statusCode: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: MSG.unsupportedMediaType,
      });
    });
  });
