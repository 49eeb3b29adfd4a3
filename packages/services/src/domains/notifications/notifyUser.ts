import type { Db } from '../../db/db.js';
import type { Mailer } from '../../realtime/mailer.js';
import type { Realtime } from '../../realtime/realtime.js';

/** What another domain needs to notify someone: the database, the channel and the mailer. */
export type NotifyDeps = { db: Db; realtime: Realtime; mailer: Mailer };

export type NotifyInput = {
  userId: number;
  /** Free classification shown by the web (INFO, TASK, ALERT…). */
  type?: string;
  title: string;
  content: string;
  /** A screen path to open, e.g. '/sales/negotiations'. */
  link?: string | null;
  /** Its query string, e.g. 'mode=edit&id=12&modeSave=conclude'. */
  param?: string | null;
  /** The process (NOTIFICATION_PROCESSES name, e.g. DEAL_BUDGET, VPCAP) the user's configuration applies to. */
  module?: string | null;
};

/**
 * Notifies one user: stores the notification, pushes his new count on the real-time channel and,
 * when his configuration for that process asks for it, sends (or records in the outbox) an e-mail.
 * The one entry point other domains use, e.g. a workflow task assigned to someone.
 *
 * @returns the new notification's id
 */
export async function notifyUser(deps: NotifyDeps, input: NotifyInput): Promise<number> {
  const { db } = deps;
  const id = await db.transaction(async (tx) => {
    const body = await tx.query<{ id: number }>(
      `insert into notification_bodies (title, content, link, param, module)
       values ($1, $2, $3, $4, $5) returning id`,
      [input.title, input.content, input.link ?? null, input.param ?? null, input.module ?? null],
    );
    const row = await tx.query<{ id: number }>(
      'insert into notifications (user_id, body_id, type) values ($1, $2, $3) returning id',
      [input.userId, body.rows[0]!.id, input.type ?? 'INFO'],
    );
    return Number(row.rows[0]!.id);
  });
  await deps.realtime.pushNotificationCount(input.userId);
  if (input.module) {
    const { rows } = await db.query<{ email: string }>(
      `select u.email from notification_configs c join users u on u.id = c.user_id
       where c.user_id = $1 and c.access_name = $2 and c.send_email and u.active`,
      [input.userId, input.module],
    );
    if (rows[0]) await deps.mailer.send({ to: rows[0].email, subject: input.title, text: input.content });
  }
  return id;
}
