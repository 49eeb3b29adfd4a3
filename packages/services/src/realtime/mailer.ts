import nodemailer from 'nodemailer';
import type { Db } from '../db/db.js';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Every mail is written to the outbox an administrator reads; with SMTP_URL it is also sent and
 * marked SENT (or FAILED with the reason), without it it stays NOT_SENT.
 */
export function createMailer(db: Db, smtpUrl?: string, from = 'Balcão <nao-responda@balcao.com.br>'): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const { rows } = await db.query<{ id: number }>(
        `insert into mail_outbox (to_address, subject, body, status) values ($1, $2, $3, $4) returning id`,
        [mail.to, mail.subject, mail.text, transport ? 'PENDING' : 'NOT_SENT'],
      );
      if (!transport) return;
      const id = rows[0]!.id;
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
        await db.query(`update mail_outbox set status = 'SENT' where id = $1`, [id]);
      } catch (err) {
        await db.query(`update mail_outbox set status = 'FAILED', error = $2 where id = $1`, [
          id,
          String((err as Error).message).slice(0, 500),
        ]);
      }
    },
  };
}
