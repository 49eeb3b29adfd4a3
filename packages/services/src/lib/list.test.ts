import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, setBusinessTimeZone } from '@balcao/schema';
import { seedBulkUsers } from '../seed/bulk.js';
import { createTestApp, signInAs } from '../test/testApp.js';
import { recordNumberSql } from './list.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  await seedBulkUsers(t.db, 2000);
  call = await signInAs(t, ['admin']);
});
afterAll(() => t.close());

type Page = {
  rows: { id: number; name: string; userName: string; active: boolean; updatedAt: string }[];
  totalRegisters: number;
};
const get = async (qs: string) => {
  const res = await call('admin', 'GET', `/services/users?${qs}`);
  return {
    status: res.statusCode,
    body: res.json() as Page & { code?: string; details?: { field: string }[] },
  };
};

describe('the list helper, through the users list', () => {
  it('pages with a 1-based page and the total of the whole selection', async () => {
    // Every user the seeds made (the demo users, the representatives and the bulk ones).
    const total = (await t.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n;
    expect(total).toBeGreaterThan(2000);
    const first = await get('page=1&pageSize=25');
    const second = await get('page=2&pageSize=25');
    expect(first.body.rows).toHaveLength(25);
    expect(first.body.totalRegisters).toBe(total);
    const ids = new Set([...first.body.rows, ...second.body.rows].map((r) => r.id));
    expect(ids.size).toBe(50);
    const lastPage = Math.ceil(total / 25);
    expect((await get(`page=${lastPage}&pageSize=25`)).body.rows).toHaveLength(total - (lastPage - 1) * 25);
  });

  it('sorts by a declared column both ways, with ties kept in a stable order', async () => {
    const asc = (await get('pageSize=100&orderBy=userName&sort=asc')).body.rows.map((r) => r.userName);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = (await get('pageSize=100&orderBy=updatedAt&sort=DESC')).body.rows.map((r) => r.updatedAt);
    expect(desc).toEqual([...desc].sort().reverse());
    const twice = await Promise.all([
      get('page=3&pageSize=10&orderBy=active'),
      get('page=3&pageSize=10&orderBy=active'),
    ]);
    expect(twice[0].body.rows.map((r) => r.id)).toEqual(twice[1].body.rows.map((r) => r.id));
  });

  it('searches without regard to case or accents, and treats % and _ literally', async () => {
    const r = await get('q=JOAO%20simoes&pageSize=1000');
    expect(r.body.totalRegisters).toBe(5);
    expect(r.body.rows.every((u) => u.name.startsWith('João Simões'))).toBe(true);
    const joao = await get('q=joao&pageSize=1000');
    expect(joao.body.totalRegisters).toBe(100);
    expect(joao.body.rows.every((u) => u.name.startsWith('João'))).toBe(true);
    const simoes = await get('q=SIMOES&pageSize=1');
    expect(simoes.body.totalRegisters).toBeGreaterThan(0);
    expect((await get('q=%25&pageSize=1')).body.totalRegisters).toBe(0);
  });

  it('filters by equality, by several values and by range', async () => {
    const inactive = await get('active=false&pageSize=1');
    expect(inactive.body.totalRegisters).toBe(285); // every 7th of 2000
    const two = await get('userName=usuario.1,usuario.2');
    expect(two.body.rows.map((r) => r.userName).sort()).toEqual(['usuario.1', 'usuario.2']);
    const day = businessDay(new Date(Date.now() - 10 * 86400_000));
    const ranged = await get(`updatedAtFrom=${day}&updatedAtTo=${day}&pageSize=1000`);
    expect(ranged.body.totalRegisters).toBe(2);
  });

  it('answers VALIDATION_FAILED for an unknown filter, a bad value or an unsortable column', async () => {
    for (const qs of [
      'password_hash=x',
      'active=talvez',
      'updatedAtFrom=ontem',
      'orderBy=password_hash',
      'nameFrom=a',
      'sort=UP',
    ]) {
      const r = await get(qs);
      expect(r.status, qs).toBe(400);
      expect(r.body.code, qs).toBe('VALIDATION_FAILED');
    }
  });
});

describe('a period filter on an instant counts days in the business time zone', () => {
  // The evening of 30/11/2026 in São Paulo (UTC-3) is 1 December in UTC.
  const at = {
    'usuario.11': '2026-11-30 00:00:00-03', // the day's first instant
    'usuario.12': '2026-11-30 22:00:00-03',
    'usuario.13': '2026-11-30 23:30:00-03',
    'usuario.14': '2026-11-30 23:59:59.999-03',
    'usuario.15': '2026-11-29 23:59:59.999-03', // the day before
    'usuario.16': '2026-12-01 00:00:00-03', // the day after
  };
  beforeAll(async () => {
    for (const [userName, time] of Object.entries(at))
      await t.db.query('update users set updated_at = $2 where user_name = $1', [userName, time]);
  });
  afterEach(() => setBusinessTimeZone(undefined));
  const names = async (qs: string) =>
    (await get(`${qs}&q=usuario.1&pageSize=1000`)).body.rows
      .map((r) => r.userName)
      .filter((u) => u in at)
      .sort();

  it('a period ending on a day holds what happened until midnight of that day in São Paulo', async () => {
    const day = ['usuario.11', 'usuario.12', 'usuario.13', 'usuario.14'];
    expect(await names('updatedAtFrom=2026-11-30&updatedAtTo=2026-11-30')).toEqual(day);
    expect(await names('updatedAt=2026-11-30')).toEqual(day);
    expect(await names('updatedAtTo=2026-11-29')).toEqual(['usuario.15']);
    expect(await names('updatedAtFrom=2026-12-01&updatedAtTo=2026-12-31')).toEqual(['usuario.16']);
    expect(await names('updatedAt=2026-11-29,2026-12-01')).toEqual(['usuario.15', 'usuario.16']);
  });

  it('follows the configured zone', async () => {
    setBusinessTimeZone('UTC');
    expect(await names('updatedAtFrom=2026-12-01&updatedAtTo=2026-12-01')).toEqual([
      'usuario.12',
      'usuario.13',
      'usuario.14',
      'usuario.16',
    ]);
  });

  it('refuses a day the calendar does not have', async () => {
    const r = await get('updatedAtTo=2026-02-31');
    expect(r.status).toBe(400);
    expect(r.body.details?.map((d) => d.field)).toEqual(['updatedAtTo']);
  });
});

describe('record numbers', () => {
  it('pads the id to six digits and never cuts a longer one', async () => {
    const { rows } = await t.db.query<{ a: string; b: string }>(
      `select ${recordNumberSql('NEG', '123::bigint')} as a, ${recordNumberSql('NEG', '1234567::bigint')} as b`,
    );
    expect(rows[0]).toEqual({ a: 'NEG-000123', b: 'NEG-1234567' });
  });
});
