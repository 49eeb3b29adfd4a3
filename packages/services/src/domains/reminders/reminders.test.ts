import { describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { testAppWith } from '../../test/testFile.js';

const { call } = testAppWith(['vendedor', 'aprovador', 'semperfil']);

describe('reminders', () => {
  it('creates (201), lists, changes (200) and removes (200) the user’s own notes', async () => {
    const created = await call('vendedor', 'POST', '/services/reminders', {
      content: 'Ligar para o cliente',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const changed = await call('vendedor', 'PUT', `/services/reminders/${id}`, { content: 'Ligar às 15h' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ content: 'Ligar às 15h', showContent: true });
    const minimized = await call('vendedor', 'PUT', `/services/reminders/${id}`, { showContent: false });
    expect(minimized.json()).toMatchObject({ content: 'Ligar às 15h', showContent: false });
    const list = await call('vendedor', 'GET', '/services/reminders');
    expect(list.json()).toEqual([expect.objectContaining({ id, content: 'Ligar às 15h' })]);
    expect((await call('aprovador', 'GET', '/services/reminders')).json()).toEqual([]);
    expect((await call('vendedor', 'DELETE', `/services/reminders/${id}`)).statusCode).toBe(200);
    expect((await call('vendedor', 'GET', '/services/reminders')).json()).toEqual([]);
  });

  it('takes 4000 characters and refuses 4001 with VALIDATION_FAILED on content', async () => {
    const ok = await call('vendedor', 'POST', '/services/reminders', { content: 'a'.repeat(4000) });
    expect(ok.statusCode).toBe(201);
    const res = await call('vendedor', 'PUT', `/services/reminders/${ok.json().id}`, {
      content: 'a'.repeat(4001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'content', messages: [MSG.maxLength(4000)] }],
    });
    expect(
      (await call('vendedor', 'POST', '/services/reminders', { content: 'b'.repeat(4001) })).statusCode,
    ).toBe(400);
  });

  it("answers 403 on someone else's note and to a user without LEMBRETES", async () => {
    const id = (await call('vendedor', 'POST', '/services/reminders', { content: 'meu' })).json().id;
    expect((await call('aprovador', 'PUT', `/services/reminders/${id}`, { content: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call('aprovador', 'DELETE', `/services/reminders/${id}`)).statusCode).toBe(403);
    for (const [method, url] of [
      ['GET', '/services/reminders'],
      ['POST', '/services/reminders'],
      ['PUT', `/services/reminders/${id}`],
      ['DELETE', `/services/reminders/${id}`],
    ] as const) {
      const res = await call(
        'semperfil',
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { content: 'x' },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
