import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';
import { sanitizeMessageHtml } from './sanitize.js';

const { t, call } = testAppWith(['admin', 'vendedor', 'semperfil']);
let vendedorId: number;
beforeAll(async () => {
  vendedorId = (await call('vendedor', 'GET', '/services/auth/me')).json().id;
});

const LIST = '/services/messages?orderBy=created_at&sort=DESC&pageSize=12&active=1&type=0&notRead=true';

describe('message board', () => {
  it('refuses every route to a user without MURAL_DE_RECADOS, and composing to a reader', async () => {
    const routes: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', LIST],
      ['GET', '/services/messages/count'],
      ['GET', '/services/messages/1'],
      ['GET', '/services/messages/1/read?page=1&pageSize=1000'],
      ['PUT', '/services/messages/1/markAsRead', { readed: true }],
      ['POST', '/services/messages/markAsRead', { ids: [1], readed: true }],
      ['PUT', '/services/messages/1/markAsPinned', { pinned: true, type: 0 }],
      ['POST', '/services/messages/upsert', { subject: 'a', content: 'b' }],
      ['POST', '/services/messages/status', { ids: [1], active: false }],
      ['DELETE', '/services/messages/received/1'],
      ['POST', '/services/messages/received/delete', { ids: [1] }],
      ['POST', '/services/messages/delete', { ids: [1] }],
      ['GET', '/services/messages/recipients'],
    ];
    for (const [method, url, body] of routes)
      expect((await call('semperfil', method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    for (const [method, url, body] of routes.slice(6).filter(([, u]) => !u.includes('received')))
      expect((await call('vendedor', method, url, body)).statusCode, `vendedor ${method} ${url}`).toBe(403);
  });

  it('lists unread with the panel query, marks read, and counts', async () => {
    const page = (await call('vendedor', 'GET', LIST)).json();
    expect(page.totalRegisters).toBe(2);
    expect(page.rows[0]).toMatchObject({
      subject: 'Manutenção programada',
      read: false,
      user: { userName: 'admin' },
    });
    const id = page.rows[0].id;
    const one = (await call('vendedor', 'GET', `/services/messages/${id}`)).json();
    expect(one.messagesSent[0].messageReceived[0].readingAt).toBeNull();
    expect(
      (await call('vendedor', 'PUT', `/services/messages/${id}/markAsRead`, { readed: true })).statusCode,
    ).toBe(200);
    expect(
      (await call('vendedor', 'GET', `/services/messages/${id}`)).json().messagesSent[0].messageReceived[0]
        .readingAt,
    ).toBeTruthy();
    expect((await call('vendedor', 'GET', '/services/messages/count')).json()).toEqual({ count: 1 });
    expect((await call('vendedor', 'GET', LIST)).json().totalRegisters).toBe(1);
    await call('vendedor', 'POST', '/services/messages/markAsRead', { ids: [id], readed: false });
    expect((await call('vendedor', 'GET', '/services/messages/count')).json()).toEqual({ count: 2 });
  });

  it('composes with 201, pins, changes status in bulk, shows who read, deletes', async () => {
    const created = await call('admin', 'POST', '/services/messages/upsert', {
      subject: 'Reunião',
      content: '<p>Às 10h</p>',
      recipients: [vendedorId],
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(
      (await call('admin', 'PUT', `/services/messages/${id}/markAsPinned`, { pinned: true, type: 0 }))
        .statusCode,
    ).toBe(200);
    expect((await call('vendedor', 'GET', `/services/messages/${id}`)).json()).toMatchObject({
      pinned: true,
      content: '<p>Às 10h</p>',
    });
    await call('vendedor', 'PUT', `/services/messages/${id}/markAsRead`, { readed: true });
    const readers = (await call('admin', 'GET', `/services/messages/${id}/read?page=1&pageSize=1000`)).json();
    expect(readers.rows).toHaveLength(1);
    expect(readers.rows[0]).toMatchObject({ user: { userName: 'vendedor' } });
    expect(readers.rows[0].readingAt).toBeTruthy();
    expect((await call('vendedor', 'GET', `/services/messages/${id}/read`)).statusCode).toBe(403);
    await call('admin', 'POST', '/services/messages/status', { ids: [id], active: false });
    expect(
      (await call('vendedor', 'GET', '/services/messages?active=1'))
        .json()
        .rows.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    expect(
      (
        await call('admin', 'POST', '/services/messages/upsert', {
          id,
          subject: 'Reunião adiada',
          content: '<p>11h</p>',
          active: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('vendedor', 'GET', `/services/messages/${id}`)).json().subject).toBe('Reunião adiada');
    expect((await call('vendedor', 'DELETE', `/services/messages/received/${id}`)).statusCode).toBe(200);
    expect((await call('vendedor', 'GET', `/services/messages/${id}`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', '/services/messages/delete', { ids: [id] })).statusCode).toBe(200);
    const history = await t.db.query<{ action: string }>(
      `select action from audit_log where entity = 'message' and entity_id = $1 order by id`,
      [id],
    );
    expect(history.rows.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
  });

  it('rejects an empty subject with VALIDATION_FAILED', async () => {
    const res = await call('admin', 'POST', '/services/messages/upsert', {
      subject: ' ',
      content: '<p>x</p>',
      recipients: [vendedorId],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'subject', messages: ['Este é um campo obrigatório'] }],
    });
  });

  it('strips script, event handlers and javascript: links on write', async () => {
    const dirty =
      '<p>Olá<script>window.pwned=1</script><img src="x" onerror="window.pwned=2"><a href="javascript:alert(1)">clique</a><a href="https://balcao.com.br">ok</a></p>';
    const clean = sanitizeMessageHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|javascript:|pwned/i);
    expect(clean).toContain('<a href="https://balcao.com.br"');
    const id = (
      await call('admin', 'POST', '/services/messages/upsert', {
        subject: 'XSS',
        content: dirty,
        recipients: [vendedorId],
      })
    ).json().id;
    const stored = (await call('vendedor', 'GET', `/services/messages/${id}`)).json().content;
    expect(stored).not.toMatch(/script|onerror|javascript:/i);
    expect(stored).toContain('Olá');
  });

  it('keeps pasted and own images, and drops any image an outside address would serve', () => {
    const clean = sanitizeMessageHtml(
      '<p><img src="http://rastreador.example/p.gif"><img src="//rastreador.example/q.gif">' +
        '<img src="https://rastreador.example/r.gif"><img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<img src="/files/download/0b7e1f3a-1111-4222-8333-944445555666.png"></p>',
    );
    expect(clean).not.toContain('rastreador');
    expect(clean).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(clean).toContain('src="/files/download/0b7e1f3a-1111-4222-8333-944445555666.png"');
  });
});
