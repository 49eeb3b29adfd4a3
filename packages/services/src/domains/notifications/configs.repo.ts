import { NOTIFICATION_PROCESSES, type NotificationConfigDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';

const SELECT = `id, access_name, instant_notice as "instantNotice", send_email as "sendEmail",
  hide_notifications as "hideNotifications", resend, resend_days_before as "resendDaysBefore",
  resend_hours_before as "resendHoursBefore", days_before_highlight as "daysBeforeHighlight"`;

type Row = Omit<NotificationConfigDTO, 'accesses'> & { access_name: string };

const labelOf = (name: string) => NOTIFICATION_PROCESSES.find((p) => p.name === name)?.label ?? name;
const asDto = ({ access_name, ...r }: Row): NotificationConfigDTO => ({
  ...r,
  accesses: { name: access_name, label: labelOf(access_name) },
});

/** Column of each field a client may change. */
export const CONFIG_COLUMNS = {
  instantNotice: 'instant_notice',
  sendEmail: 'send_email',
  hideNotifications: 'hide_notifications',
  resend: 'resend',
  resendDaysBefore: 'resend_days_before',
  resendHoursBefore: 'resend_hours_before',
  daysBeforeHighlight: 'days_before_highlight',
} as const;
export type ConfigChange = Partial<Record<keyof typeof CONFIG_COLUMNS, boolean | number>>;

export async function listConfigs(db: Db, userId: number) {
  const { rows } = await db.query<Row>(
    `select ${SELECT} from notification_configs where user_id = $1 order by access_name`,
    [userId],
  );
  return rows.map(asDto);
}

export async function findConfig(db: Db, userId: number, id: number) {
  const { rows } = await db.query<Row>(
    `select ${SELECT} from notification_configs where user_id = $1 and id = $2`,
    [userId, id],
  );
  return rows[0] ? asDto(rows[0]) : null;
}

/** A new row with everything off; null when the user already has one for that process. */
export async function createConfig(db: Db, userId: number, accessName: string) {
  const { rows } = await db.query<Row>(
    `insert into notification_configs (user_id, access_name) values ($1, $2)
     on conflict (user_id, access_name) do nothing returning ${SELECT}`,
    [userId, accessName],
  );
  return rows[0] ? asDto(rows[0]) : null;
}

export async function changeConfig(db: Db, userId: number, id: number, change: ConfigChange) {
  const entries = Object.entries(change).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k], i) => `${CONFIG_COLUMNS[k as keyof typeof CONFIG_COLUMNS]} = $${i + 3}`);
  const { rows } = await db.query<Row>(
    `update notification_configs set ${[...sets, 'updated_at = now()'].join(', ')}
     where user_id = $1 and id = $2 returning ${SELECT}`,
    [userId, id, ...entries.map(([, v]) => v)],
  );
  return rows[0] ? asDto(rows[0]) : null;
}

export async function deleteConfig(db: Db, userId: number, id: number) {
  const { rows } = await db.query(
    'delete from notification_configs where user_id = $1 and id = $2 returning id',
    [userId, id],
  );
  return rows.length > 0;
}

/** spec/01 §2: reset turns every boolean off and every number to 0, on every row of the user. */
export async function resetConfigs(db: Db, userId: number) {
  await db.query(
    `update notification_configs set instant_notice = false, send_email = false,
       hide_notifications = false, resend = false, resend_days_before = 0, resend_hours_before = 0,
       days_before_highlight = 0, updated_at = now() where user_id = $1`,
    [userId],
  );
  return listConfigs(db, userId);
}
