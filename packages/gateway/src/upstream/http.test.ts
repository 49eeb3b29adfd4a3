import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createHttp } from './http.js';

describe('upstream http', () => {
  it('answers UPSTREAM_UNAVAILABLE when the services do not answer', async () => {
    const http = createHttp({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500, logger: Fastify().log });
    await expect(http.request('GET', '/services/auth/me', 't')).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    await http.close();
  });
});
