import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@balcao/schema';
import { tokensFor } from '../files/files.testkit.js';
import { anotherNode, createTestApp, signInAs, TEST_JWT_SECRET } from '../test/testApp.js';
import { createTokens } from './tokens.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  call = await signInAs(t, ['vendedor', 'financeiro']);
});
afterAll(() => t.close());

const userId = async (userName: string) =>
  Number(
    (await t.db.query<{ id: number }>('select id from users where user_name = $1', [userName])).rows[0]!.id,
  );

describe('a session on every request', () => {
  it('a token whose signature was checked once is still refused once it expires', async () => {
    const tokens = createTokens(TEST_JWT_SECRET, 1);
    const { token, exp } = await tokens.sign(1, 'admin');
    expect(await tokens.verify(token)).toMatchObject({ userId: 1, userName: 'admin', exp });
    expect(await tokens.verify(token)).toMatchObject({ userId: 1, exp });
    while (Math.floor(Date.now() / 1000) < exp) await new Promise((r) => setTimeout(r, 100));
    expect(await tokens.verify(token)).toBeNull();
    // Another key's token never verifies, first time or again.
    const other = await createTokens('another-secret-another-secret-1234', 60).sign(1, 'admin');
    expect(await tokens.verify(other.token)).toBeNull();
    expect(await tokens.verify(other.token)).toBeNull();
  });

  it("a user's profiles taken away and his deactivation apply on his next request", async () => {
    const id = await userId('vendedor');
    const { rows: kept } = await t.db.query<{ profile_id: number }>(
      'select profile_id from user_profiles where user_id = $1',
      [id],
    );
    const customers = () => call('vendedor', 'GET', '/services/customers?page=1&pageSize=1');
    const me = () => call('vendedor', 'GET', '/services/auth/me');
    expect((await customers()).statusCode).toBe(200);
    await t.db.query('delete from user_profiles where user_id = $1', [id]);
    try {
      const refused = await customers();
      expect([refused.statusCode, refused.json().message]).toEqual([403, MSG.noPermission]);
      expect((await me()).statusCode).toBe(200);
      await t.db.query('update users set active = false where id = $1', [id]);
      expect((await me()).statusCode).toBe(401);
    } finally {
      await t.db.query('update users set active = true where id = $1', [id]);
      for (const r of kept)
        await t.db.query('insert into user_profiles (user_id, profile_id) values ($1, $2)', [
          id,
          r.profile_id,
        ]);
    }
    expect((await customers()).statusCode).toBe(200);
  });

  it('records every call answered at once in the access log, each with its status', async () => {
    const id = await userId('financeiro');
    const logged = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from access_log where user_id = $1', [id]))
        .rows[0]!.n;
    await t.app.accessLogWritten();
    const before = await logged();
    // financeiro reads himself, and holds no CLIENTES: 30 answers 200 and 10 answers 403 at once.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call('financeiro', 'GET', i % 4 ? '/services/auth/me' : '/services/customers?page=1&pageSize=1'),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(30).fill(200), ...Array(10).fill(403)]);
    await t.app.accessLogWritten();
    const { rows } = await t.db.query<{ route: string; status: number; n: number }>(
      `select route, status, count(*)::int as n from (
         select route, status from access_log where user_id = $1 order by id offset $2) l
        group by route, status order by route`,
      [id, before],
    );
    expect(rows).toEqual([
      { route: '/services/auth/me', status: 200, n: 30 },
      { route: '/services/customers', status: 403, n: 10 },
    ]);
    expect(await logged()).toBe(before + 40);
  });

  it('a node keeps a session it checked until anything the check reads changes, on this node or another', async () => {
    const b = await anotherNode(t);
    const id = await userId('financeiro');
    try {
      const { financeiro: token } = await tokensFor(t, ['financeiro']);
      const me = async (node: typeof t) =>
        (
          await node.app.inject({
            method: 'GET',
            url: '/services/auth/me',
            headers: { authorization: `Bearer ${token}` },
          })
        ).statusCode;
      expect([await me(t), await me(b)]).toEqual([200, 200]);
      // Changed behind the nodes' backs (the notification off): both keep the session they checked.
      await t.db.query('alter table users disable trigger users_sessions_changed');
      try {
        await t.db.query('update users set active = false where id = $1', [id]);
      } finally {
        await t.db.query('alter table users enable trigger users_sessions_changed');
      }
      expect([await me(t), await me(b)]).toEqual([200, 200]);
      // Any notified change: this node forgets before its statement returns, the other as it hears it.
      await t.db.query('update users set active = false where id = $1', [id]);
      expect(await me(t)).toBe(401);
      await vi.waitFor(async () => expect(await me(b)).toBe(401), { timeout: 2000, interval: 5 });
      await t.db.query('update users set active = true where id = $1', [id]);
      expect(await me(t)).toBe(200);
      // A logout on the other node ends the session here on the next request.
      await vi.waitFor(async () => expect(await me(b)).toBe(200), { timeout: 2000, interval: 5 });
      const out = await b.app.inject({
        method: 'POST',
        url: '/services/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(out.statusCode).toBe(200);
      expect(await me(b)).toBe(401);
      await vi.waitFor(async () => expect(await me(t)).toBe(401), { timeout: 2000, interval: 5 });
    } finally {
      await t.db.query('update users set active = true where id = $1', [id]).catch(() => undefined);
      await b.close();
    }
  });
});
