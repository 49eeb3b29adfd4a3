import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import type { Stack } from './matrix.suite.js';

/** Fastify's default request body limit, which the gateway keeps. */
const BODY_LIMIT = 1024 * 1024;
/** The stack's services accept uploads up to 1 MB (createTestApp). */
const FILE_LIMIT = 1024 * 1024;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A real PNG grown to `size` bytes (trailing bytes after its end, as some encoders leave). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

/**
 * Every limit at the limit and one past it (graphql/apollo.ts armorProtection, Fastify's body
 * limit, the services' upload checks and sign-in throttling), through the gateway.
 */
export const limitsSuite = (stack: () => Stack) =>
  describe('limits, at the limit and one past it', () => {
    let s: Stack;
    let token = '';
    beforeAll(async () => {
      s = stack();
      token = await s.login('admin');
    });
    const send = (payload: string | object) =>
      s.gateway.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
    /** The answer at the limit is data; past it, a 400 naming the limit. */
    async function atAndPast(at: string, past: string, limit: RegExp) {
      const ok = await send({ query: at });
      expect([ok.statusCode, ok.json().errors]).toEqual([200, undefined]);
      const refused = await send({ query: past });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0]).toMatchObject({
        message: expect.stringMatching(limit),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      });
    }

    it('aliases: 15 answered, 16 refused', async () => {
      const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: health`).join(' ')} }`;
      await atAndPast(aliases(15), aliases(16), /alias/i);
    });

    it('depth: 8 answered, 9 refused', async () => {
      // Each inline fragment is a level: `{ health }` is depth 1.
      const deep = (n: number) => `{ ${'... on Query { '.repeat(n - 1)}health${' }'.repeat(n - 1)} }`;
      await atAndPast(deep(8), deep(9), /depth limit of 8/);
    });

    it('tokens: 2,000 answered, 2,001 refused', async () => {
      // `{ health }` is 3 tokens, each inline fragment 6: few fields, so only the token count speaks.
      const tokens = (n: number) => {
        const k = Math.floor((n - 3) / 6);
        return `{ health ${'... on Query { __typename } '.repeat(k)}${'__typename '.repeat(n - 3 - 6 * k)}}`;
      };
      await atAndPast(tokens(2000), tokens(2001), /Token limit of 2000/);
    });

    it('body: 1 MiB answered, one byte more refused with 413 in pt-BR', async () => {
      // Blanks are no tokens: the document stays `{ health }`.
      const body = (size: number) => {
        const bare = JSON.stringify({ query: '{ health }' });
        return JSON.stringify({ query: `{ health }${' '.repeat(size - bare.length)}` });
      };
      const ok = await send(body(BODY_LIMIT));
      expect([ok.statusCode, ok.json().data]).toEqual([200, { health: true }]);
      const past = await send(body(BODY_LIMIT + 1));
      expect([past.statusCode, past.json().message]).toEqual([413, MSG.bodyTooLarge]);
    });

    /** One file through the gateway's upload route: the status and message it answers. */
    async function upload(name: string, data: Buffer | string) {
      const res = await s.upload(token, name, data);
      return { status: res.statusCode, message: res.json<{ message?: string }>().message };
    }

    it('upload type: a PNG is kept, a PDF named .png and an .exe are refused', async () => {
      expect((await upload('foto.png', PNG)).status).toBe(201);
      const refused = { status: 400, message: MSG.extensionNotAllowed };
      expect(await upload('foto.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n'))).toEqual(refused);
      expect(await upload('programa.exe', Buffer.from('MZ\x90\x00'))).toEqual(refused);
    });

    it('upload size: 1 MB is kept, one byte more is refused with 413', async () => {
      expect((await upload('grande.png', pngOf(FILE_LIMIT))).status).toBe(201);
      expect(await upload('grande.png', pngOf(FILE_LIMIT + 1))).toEqual({
        status: 413,
        message: MSG.fileTooLarge('1 MB'),
      });
    });

    it('upload emptiness: one byte is kept, none is refused at once', async () => {
      expect((await upload('nota.txt', 'x')).status).toBe(201);
      expect(await upload('nota.txt', '')).toEqual({ status: 400, message: MSG.fileEmpty });
    });

    it('sign-in throttling: 4 wrong passwords leave the account open, 5 close it to that address', async () => {
      const signIn = (userName: string, password: string) =>
        s.gql<{ login: { accessToken: string } }>(
          'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
          { u: userName, p: password },
        );
      const fail = async (userName: string, times: number) => {
        for (let i = 0; i < times; i++)
          expect((await signIn(userName, 'errada123')).errors?.[0]?.message).toBe(MSG.invalidCredentials);
      };
      await fail('pnogueira', 4);
      expect((await signIn('pnogueira', 'demo1234')).data?.login.accessToken).toEqual(expect.any(String));
      await fail('mcosta', 5);
      const locked = await signIn('mcosta', 'demo1234');
      expect([locked.data?.login, locked.errors?.[0]?.message]).toEqual([undefined, MSG.tooManyAttempts]);
    });
  });
