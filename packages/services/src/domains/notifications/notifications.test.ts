import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs } from '../../test/testApp.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp({ app: { snoozeMinuteMs: 200, snoozePollMs: 50 } });
  call = await signInAs(t, ['admin', 'vendedor', 'financeiro', 'semperfil']);
});
afterAll(() => t.close());

const ROUTES: [Parameters<typeof call>[1], string, object?][] = [
  ['GET', '/services/notifications'],
  ['GET', '/services/notifications/count'],
  ['GET', '/services/notifications/mute'],
  ['PUT', '/services/notifications/mute', { muted: true }],
  ['PUT', '/services/notifications/1/fixed', { fixed: true }],
  ['PUT', '/services/notifications/1/hide'],
  ['POST', '/services/notifications/delete', { ids: [1] }],
  ['PUT', '/services/notifications/1/schedule', { delay: 5 }],
  ['GET', '/services/notifications/configurations'],
  ['GET', '/services/notifications/processes'],
  ['POST', '/services/notifications/configurations', { accessesId: 'DEAL_BUDGET' }],
  ['PUT', '/services/notifications/configurations/1', { resend: true }],
  ['DELETE', '/services/notifications/configurations/1'],
  ['POST', '/services/notifications/configurations/reset'],
];

describe('notifications', () => {
  it('refuses every route to a user without NOTIFICACOES', async () => {
    for (const [method, url, body] of ROUTES) {
      const res = await call('semperfil', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Sending and the outbox are beyond VISUALIZAR.
    expect(
      (await call('vendedor', 'POST', '/services/notifications', { userId: 1, title: 'x', content: 'y' }))
        .statusCode,
    ).toBe(403);
    expect((await call('vendedor', 'GET', '/services/notifications/outbox')).statusCode).toBe(403);
  });

  it('finds by a word of the title or the text, accents and case aside, and the count follows', async () => {
    type Row = { notification: { title: string; content: string } };
    const search = async (q: string) =>
      (
        await call('financeiro', 'GET', `/services/notifications?pageSize=100&q=${encodeURIComponent(q)}`)
      ).json<{
        rows: Row[];
        totalRegisters: number;
      }>();
    const all = await search('');
    expect(all.totalRegisters).toBe(3);
    // 'Negociação aguardando conclusão', typed without its accents and in capitals.
    const found = await search('NEGOCIACAO AGUARDANDO');
    expect(found.totalRegisters).toBeGreaterThan(0);
    expect(found.totalRegisters).toBeLessThan(all.totalRegisters);
    expect(found.rows.length).toBe(found.totalRegisters);
    for (const r of found.rows)
      expect(`${r.notification.title} ${r.notification.content}`.toLowerCase()).toContain(
        'negociação aguardando',
      );
    expect((await search('nada-corresponde-a-isto')).totalRegisters).toBe(0);
    // A LIKE wildcard is a character like any other.
    expect((await search('%')).totalRegisters).toBe(0);
  });

  // financeiro: the demo's workflows notify her of nothing, so she holds the seeded three only.
  it('lists 5 for the panel, pages the rest, fixes, hides and deletes in bulk', async () => {
    const page = (await call('financeiro', 'GET', '/services/notifications?pageSize=5')).json();
    expect(page.totalRegisters).toBe(3);
    expect(page.rows[0]).toMatchObject({
      fixed: false,
      notification: {
        title: 'Negociação aguardando conclusão',
        link: '/sales/negotiations',
        module: 'DEAL_BUDGET',
      },
    });
    expect(page.rows[0].formattedDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const [a, b, c] = page.rows.map((r: { id: number }) => r.id);
    expect(
      (await call('financeiro', 'PUT', `/services/notifications/${c}/fixed`, { fixed: true })).statusCode,
    ).toBe(200);
    expect((await call('financeiro', 'GET', '/services/notifications')).json().rows[0].id).toBe(c);
    expect((await call('financeiro', 'PUT', `/services/notifications/${a}/hide`)).statusCode).toBe(200);
    expect(
      (await call('financeiro', 'POST', '/services/notifications/delete', { ids: [b] })).statusCode,
    ).toBe(200);
    expect((await call('financeiro', 'GET', '/services/notifications/count')).json()).toEqual({ count: 1 });
    // Someone else's notification is not found for her.
    const adminFirst = (await call('admin', 'GET', '/services/notifications')).json().rows[0].id;
    expect((await call('financeiro', 'PUT', `/services/notifications/${adminFirst}/hide`)).statusCode).toBe(
      404,
    );
  });

  it('keeps the mute flag', async () => {
    expect((await call('admin', 'GET', '/services/notifications/mute')).json()).toEqual({ muted: false });
    await call('admin', 'PUT', '/services/notifications/mute', { muted: true });
    expect((await call('admin', 'GET', '/services/notifications/mute')).json()).toEqual({ muted: true });
  });

  it('rejects a snooze outside 1–60 minutes with VALIDATION_FAILED', async () => {
    const id = (await call('admin', 'GET', '/services/notifications')).json().rows[0].id;
    for (const delay of [0, 61, 1.5]) {
      const res = await call('admin', 'PUT', `/services/notifications/${id}/schedule`, { delay });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'delay' }] });
    }
  });

  it('brings a snoozed notification back after its delay, with no request arriving', async () => {
    const before = (await call('admin', 'GET', '/services/notifications')).json();
    const id = before.rows[0].id;
    expect(
      (await call('admin', 'PUT', `/services/notifications/${id}/schedule`, { delay: 2 })).statusCode,
    ).toBe(200);
    const during = (await call('admin', 'GET', '/services/notifications')).json();
    expect(during.totalRegisters).toBe(before.totalRegisters - 1);
    expect(during.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    await new Promise((r) => setTimeout(r, 2 * 200 + 300));
    // The scheduler cleared the delay on its own (the list read does not do it).
    const { rows } = await t.db.query<{ delay: number | null }>(
      'select delay from notifications where id = $1',
      [id],
    );
    expect(rows[0]!.delay).toBeNull();
    const after = (await call('admin', 'GET', '/services/notifications')).json();
    expect(after.rows.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('sends through notifyUser, hides a process, and records mail in the outbox without SMTP', async () => {
    const vendedor = (await call('vendedor', 'GET', '/services/auth/me')).json().id;
    const created = (
      await call('vendedor', 'POST', '/services/notifications/configurations', { accessesId: 'DEAL_BUDGET' })
    ).json();
    await call('vendedor', 'PUT', `/services/notifications/configurations/${created.id}`, {
      sendEmail: true,
    });
    const send = (title: string) =>
      call('admin', 'POST', '/services/notifications', {
        userId: vendedor,
        title,
        content: 'corpo',
        module: 'DEAL_BUDGET',
      });
    expect((await send('Verba liberada')).statusCode).toBe(201);
    const outbox = (await call('admin', 'GET', '/services/notifications/outbox')).json();
    expect(outbox.rows[0]).toMatchObject({
      to: 'carlos@balcao.com.br',
      subject: 'Verba liberada',
      status: 'NOT_SENT',
    });
    const count = (await call('vendedor', 'GET', '/services/notifications/count')).json().count;
    await call('vendedor', 'PUT', `/services/notifications/configurations/${created.id}`, {
      hideNotifications: true,
    });
    // This one and the seeded 'Negociação aguardando conclusão', both of that process.
    expect((await call('vendedor', 'GET', '/services/notifications/count')).json().count).toBe(count - 2);
  });
});

describe('notification configuration', () => {
  it('creates, changes one field or a row, deletes and resets, within the bounds', async () => {
    expect(
      (await call('admin', 'GET', '/services/notifications/processes'))
        .json()
        .map((p: { name: string }) => p.name),
    ).toContain('VPCAP');
    const created = await call('admin', 'POST', '/services/notifications/configurations', {
      accessesId: 'VPCAP',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      accesses: { name: 'VPCAP' },
      resendDaysBefore: 0,
      sendEmail: false,
    });
    // Configuring the same process again answers its configuration, never a stale-write conflict.
    const again = await call('admin', 'POST', '/services/notifications/configurations', {
      accessesId: 'VPCAP',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created.json());
    expect(
      (await call('admin', 'POST', '/services/notifications/configurations', { accessesId: 'NOPE' })).json()
        .code,
    ).toBe('VALIDATION_FAILED');
    const row = {
      instantNotice: true,
      resend: true,
      resendDaysBefore: 10,
      resendHoursBefore: 24,
      daysBeforeHighlight: 10,
    };
    expect(
      (await call('admin', 'PUT', `/services/notifications/configurations/${id}`, row)).json(),
    ).toMatchObject(row);
    for (const bad of [
      { resendDaysBefore: 11 },
      { resendHoursBefore: 25 },
      { daysBeforeHighlight: -1 },
      { resendDaysBefore: 11, resendHoursBefore: 25 },
    ]) {
      const res = await call('admin', 'PUT', `/services/notifications/configurations/${id}`, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(
        res
          .json()
          .details.map((d: { field: string }) => d.field)
          .sort(),
      ).toEqual(Object.keys(bad).sort());
    }
    const reset = (await call('admin', 'POST', '/services/notifications/configurations/reset')).json();
    expect(reset.find((c: { id: number }) => c.id === id)).toMatchObject({
      instantNotice: false,
      sendEmail: false,
      hideNotifications: false,
      resend: false,
      resendDaysBefore: 0,
      resendHoursBefore: 0,
      daysBeforeHighlight: 0,
    });
    expect((await call('admin', 'DELETE', `/services/notifications/configurations/${id}`)).statusCode).toBe(
      200,
    );
    expect((await call('admin', 'DELETE', `/services/notifications/configurations/${id}`)).statusCode).toBe(
      404,
    );
  });
});
