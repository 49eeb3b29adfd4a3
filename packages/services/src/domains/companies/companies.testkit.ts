import type { createTestApp } from '../../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A demo company represented by `userName` (its lowest id); any company for who represents none. */
export async function companyOf(t: TestApp, userName: string) {
  const { rows } = await t.db.query<{ id: number }>(
    `select c.id from companies c left join users u on u.id = c.representative_id
      order by (u.user_name = $1) desc nulls last, c.id limit 1`,
    [userName],
  );
  return Number(rows[0]!.id);
}

/** A demo user's id. */
export async function userOf(t: TestApp, userName: string) {
  const { rows } = await t.db.query<{ id: number }>('select id from users where user_name = $1', [userName]);
  return Number(rows[0]!.id);
}
