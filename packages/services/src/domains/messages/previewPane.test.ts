import { describe, expect, it } from 'vitest';
import { testAppWith } from '../../test/testFile.js';

const { t, call } = testAppWith(['vendedor', 'aprovador', 'semperfil']);

describe('message board preview pane (PUT preview pane)', () => {
  it('is hidden until the user shows it; each user has his own', async () => {
    expect((await call('vendedor', 'GET', '/services/messages/previewPane')).json()).toEqual({
      previewPane: false,
    });
    const put = await call('vendedor', 'PUT', '/services/messages/previewPane', { previewPane: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ previewPane: true });
    expect((await call('vendedor', 'GET', '/services/messages/previewPane')).json()).toEqual({
      previewPane: true,
    });
    expect((await call('aprovador', 'GET', '/services/messages/previewPane')).json()).toEqual({
      previewPane: false,
    });
    await call('vendedor', 'PUT', '/services/messages/previewPane', { previewPane: false });
    expect((await call('vendedor', 'GET', '/services/messages/previewPane')).json().previewPane).toBe(false);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'messageBoardSettings'`,
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('refuses a body that is not a boolean and a user without the board', async () => {
    const bad = await call('vendedor', 'PUT', '/services/messages/previewPane', { previewPane: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await call('semperfil', 'GET', '/services/messages/previewPane')).statusCode).toBe(403);
  });
});
