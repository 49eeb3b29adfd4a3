import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@balcao/schema';
import { anotherNode, createTestApp, signInAs } from '../test/testApp.js';
import { startSmtpServer } from '../test/smtpServer.js';

/**
 * Background exports and mail with two services nodes over one database (see once.test.ts): an
 * export is built once, by the node that accepted it, and one cut short by a stopped node is
 * failed once; each mail of the outbox is sent once.
 */
type T = Awaited<ReturnType<typeof createTestApp>>;

describe('background exports, two nodes', () => {
  let a: T;
  let b: T;
  beforeAll(async () => {
    a = await createTestApp();
    // The second node sweeps every pending job at once, and stores its files where the first does.
    b = await anotherNode(a, {
      app: { exportOrphanAfterMs: 0, files: { dir: a.filesDir, maxBytes: 1024 * 1024 } },
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const userId = async () =>
    Number((await a.db.query<{ id: number }>(`select id from users where user_name = 'admin'`)).rows[0]!.id);
  const notices = async (user: number, title: string) =>
    (
      await a.db.query<{ n: number }>(
        `select count(*)::int as n from notifications n join notification_bodies b on b.id = n.body_id
          where n.user_id = $1 and b.title = $2`,
        [user, title],
      )
    ).rows[0]!.n;

  it('is built once, by the node that accepted it, while the other sweeps; the other serves its file', async () => {
    const admin = await userId();
    const readyBefore = await notices(admin, MSG.exportReadyTitle);
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    async function* rows() {
      yield { n: 1 };
      await gate;
      yield { n: 2 };
    }
    const jobId = await a.app.exportJobs.start({
      userId: admin,
      list: 'users',
      title: 'Teste entre nós',
      format: 'csv',
      columns: [{ title: 'N', type: 'number', value: (r: { n: number }) => r.n }],
      rows: rows(),
    });
    // Node B looks for orphans while A builds: the job is held, B leaves it.
    await b.app.exportJobs.sweep();
    const during = await b.db.query<{ status: string }>('select status from export_jobs where id = $1', [
      jobId,
    ]);
    expect(during.rows[0]!.status).toBe('pending');
    open();
    await a.app.exportJobs.idle();
    await b.app.exportJobs.sweep();
    const job = await b.db.query<{ status: string; path: string }>(
      'select j.status, f.path from export_jobs j join files f on f.id = j.file_id where j.id = $1',
      [jobId],
    );
    expect(job.rows[0]!.status).toBe('done');
    expect(await notices(admin, MSG.exportReadyTitle)).toBe(readyBefore + 1);
    const call = await signInAs(b, ['admin']);
    const file = await call('admin', 'GET', `/services/files/download/${job.rows[0]!.path}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('N');
  });

  it('cut short by a node that stopped, is failed once however many nodes sweep', async () => {
    const admin = await userId();
    const failedBefore = await notices(admin, MSG.fileGenerationFailed);
    // A job a stopped node left pending: no one holds it.
    const { rows } = await a.db.query<{ id: number }>(
      `insert into export_jobs (user_id, list, format, created_at)
       values ($1, 'users', 'csv', now() - interval '2 minutes') returning id`,
      [admin],
    );
    await Promise.all([b.app.exportJobs.sweep(), b.app.exportJobs.sweep(), a.app.exportJobs.sweep()]);
    await b.app.exportJobs.sweep();
    const job = await a.db.query<{ status: string }>('select status from export_jobs where id = $1', [
      rows[0]!.id,
    ]);
    expect(job.rows[0]!.status).toBe('failed');
    expect(await notices(admin, MSG.fileGenerationFailed)).toBe(failedBefore + 1);
  });
});

describe('mail, two nodes', () => {
  it('each mail of the outbox is sent once, whichever node sends it', async () => {
    const smtp = await startSmtpServer();
    const app = { smtpUrl: smtp.url };
    const a = await createTestApp({ app });
    const b = await anotherNode(a, { app });
    try {
      // Mail a stopped node left in the outbox, then mail each node sends while both empty it.
      await a.db.query(
        `insert into mail_outbox (to_address, subject, body, status)
         select 'vendedor@balcao.com.br', 'Pendente ' || i, 'corpo', 'PENDING' from generate_series(1, 15) i`,
      );
      const sends = Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).app.mailOutbox.send({ to: 'admin@balcao.com.br', subject: `Novo ${i}`, text: 'olá' }),
      );
      await Promise.all([...sends, a.app.mailOutbox.runNow(), b.app.mailOutbox.runNow()]);
      for (let i = 0; i < 50; i++) {
        const { rows } = await a.db.query<{ n: number }>(
          `select count(*)::int as n from mail_outbox where status = 'PENDING'`,
        );
        if (rows[0]!.n === 0) break;
        await Promise.all([a.app.mailOutbox.runNow(), b.app.mailOutbox.runNow()]);
        await new Promise((r) => setTimeout(r, 50));
      }
      const subjects = smtp.subjects();
      expect(subjects).toHaveLength(25);
      expect(new Set(subjects).size).toBe(25);
      const sent = await a.db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where status = 'SENT'`,
      );
      expect(sent.rows[0]!.n).toBe(25);
    } finally {
      await b.close();
      await a.close();
      await smtp.close();
    }
  });
});
