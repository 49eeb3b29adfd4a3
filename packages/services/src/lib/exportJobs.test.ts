import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { createUser } from '../domains/users/users.service.js';
import { createTestApp, signInAs } from '../test/testApp.js';
import { sheetOf } from '../test/xlsx.js';

type Notice = { notification: { title: string; content: string; link: string | null } };

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  // Five demo users: above three rows an export goes to the background.
  t = await createTestApp({ app: { exportBackgroundAbove: 3 } });
  const { rows } = await t.db.query<{ id: number }>(`select id from profiles where name = 'Administrador'`);
  await createUser(t.db, {
    userName: 'admin2',
    name: 'Outro Administrador',
    email: 'admin2@balcao.com.br',
    phone: null,
    profiles: [Number(rows[0]!.id)],
    password: 'demo1234',
  });
  call = await signInAs(t, ['admin', 'admin2', 'vendedor']);
});
afterAll(() => t.close());

const notices = async (who: string) =>
  (await call(who, 'GET', '/services/notifications?page=1&pageSize=5')).json().rows as Notice[];

describe('background exports', () => {
  it('answers 202 above the threshold, stores the file and notifies the requester alone', async () => {
    const res = await call(
      'admin',
      'GET',
      '/services/users/export?format=xlsx&columns=userName,name&orderBy=userName&sort=ASC',
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ jobId: expect.any(Number), message: MSG.exportQueued });
    await t.app.exportJobs.idle();

    const [ready] = await notices('admin');
    expect(ready!.notification.title).toBe(MSG.exportReadyTitle);
    expect(ready!.notification.content).toMatch(/^Usuários \d\d-\d\d-\d{4}\.xlsx está pronto/);
    const link = ready!.notification.link!;
    expect(link).toMatch(/^\/files\/download\/[0-9a-f-]+\.xlsx$/);

    const file = await call('admin', 'GET', `/services${link}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const sheet = await sheetOf(file);
    const values = sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1));
    expect(values[0]).toEqual(['Usuário', 'Nome']);
    expect(values.slice(1).map((r) => r[0])).toEqual([
      'admin',
      'admin2',
      'aprovador',
      'financeiro',
      // The demo book's other representatives (seed/customers.seed.ts).
      'mcosta',
      'pnogueira',
      'ralmeida',
      'semperfil',
      'vendedor',
    ]);

    // Nobody else reads it: not another administrator, not a user without file access.
    expect((await call('admin2', 'GET', `/services${link}`)).statusCode).toBe(403);
    expect((await call('vendedor', 'GET', `/services${link}`)).statusCode).toBe(403);
    expect((await notices('admin2')).some((n) => n.notification.title === MSG.exportReadyTitle)).toBe(false);
  });

  it('streams at once at or below the threshold', async () => {
    const res = await call('admin', 'GET', '/services/users/export?format=csv&columns=userName&q=admin2');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('admin2');
  });

  it('a failed job notifies the requester with the spec text', async () => {
    const { rows } = await t.db.query<{ id: number }>(`select id from users where user_name = 'admin'`);
    async function* broken() {
      yield { name: 'x' };
      throw new Error('database went away');
    }
    await t.app.exportJobs.start({
      userId: Number(rows[0]!.id),
      list: 'users',
      title: 'Usuários',
      format: 'xlsx',
      columns: [{ title: 'Nome', type: 'text', value: (r: { name: string }) => r.name }],
      rows: broken(),
    });
    await t.app.exportJobs.idle();
    const [failed] = await notices('admin');
    expect(failed!.notification.title).toBe(MSG.fileGenerationFailed);
    const job = await t.db.query<{ status: string }>(
      'select status from export_jobs order by id desc limit 1',
    );
    expect(job.rows[0]!.status).toBe('failed');
  });
});
