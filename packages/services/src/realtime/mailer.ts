import nodemailer from 'nodemailer';
import type { Db } from '../db/db.js';
import { startPeriodic, type Periodic } from '../lib/once.js';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };
/** The mailer with its outbox's sending: run now (tests), stop (a graceful close). */
export type Outbox = Mailer & Pick<Periodic, 'runNow' | 'stop'>;

/** How often a node looks for mail the outbox still holds (another node's, or left by one that stopped). */
export const MAIL_POLL_MS = 5000;
const BATCH = 20;

/**
 * Every mail is written to the outbox an administrator reads; with SMTP_URL it is also sent and
 * marked SENT (or FAILED with the reason), without it it stays NOT_SENT. Sending is work of the
 * whole product (lib/once.ts): the outbox is emptied by one services node at a time, each row
 * claimed before it is sent, so that a mail is sent once however many nodes run. `send` returns
 * once the mail is in the outbox; the node then sends it, or the one emptying the outbox does.
 */
export function createMailer(
  db: Db,
  smtpUrl?: string,
  opts: { from?: string; pollMs?: number; log?: { warn: (o: object, m: string) => void } } = {},
): Outbox {
  const from = opts.from ?? 'Balcão <nao-responda@balcao.com.br>';
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function sendClaimed() {
    for (;;) {
      const { rows } = await db.query<{ id: number; to_address: string; subject: string; body: string }>(
        `update mail_outbox set claimed_at = now()
          where id in (select id from mail_outbox where status = 'PENDING' and claimed_at is null
                        order by id limit ${BATCH} for update skip locked)
          returning id, to_address, subject, body`,
      );
      if (rows.length === 0) return;
      for (const m of rows.sort((a, b) => a.id - b.id)) {
        try {
          await transport!.sendMail({ from, to: m.to_address, subject: m.subject, text: m.body });
          await db.query(`update mail_outbox set status = 'SENT' where id = $1`, [m.id]);
        } catch (err) {
          await db.query(`update mail_outbox set status = 'FAILED', error = $2 where id = $1`, [
            m.id,
            String((err as Error).message).slice(0, 500),
          ]);
        }
      }
    }
  }

  const outbox = transport
    ? startPeriodic(db, 'mail:outbox', opts.pollMs ?? MAIL_POLL_MS, sendClaimed, opts.log)
    : null;
  return {
    async send(mail) {
      await db.query(`insert into mail_outbox (to_address, subject, body, status) values ($1, $2, $3, $4)`, [
        mail.to,
        mail.subject,
        mail.text,
        transport ? 'PENDING' : 'NOT_SENT',
      ]);
      void outbox?.runNow();
    },
    runNow: () => outbox?.runNow() ?? Promise.resolve(),
    stop: () => outbox?.stop() ?? Promise.resolve(),
  };
}
