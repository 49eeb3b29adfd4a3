import type { NotificationDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { zoneSql } from '../../lib/zone.js';

/** What a user sees: not hidden, not snoozed, and not of a process he chose to hide. */
const VISIBLE = `n.user_id = $1 and not n.hidden and n.visible_at <= now()
  and not exists (select 1 from notification_configs c
                  where c.user_id = n.user_id and c.access_name = b.module and c.hide_notifications)`;

const select = () => `n.id, n.type, n.fixed, n.start_date as "startDate",
  to_char(n.start_date at time zone ${zoneSql()}, 'DD/MM/YYYY HH24:MI:SS') as "formattedDate",
  n.delay,
  json_build_object('title', b.title, 'content', b.content, 'link', b.link, 'param', b.param,
                    'module', b.module) as notification`;

export async function countVisible(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from notifications n join notification_bodies b on b.id = n.body_id
     where ${VISIBLE}`,
    [userId],
  );
  return rows[0]!.n;
}

/** Newest first, fixed ones on top; a snoozed one that came back counts as new. `q` searches title and text. */
export async function listVisible(db: Db, userId: number, page: number, pageSize: number, q?: string) {
  const search = q?.trim()
    ? `%${q
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  const where = `${VISIBLE} and ($2::text is null
    or f_unaccent(lower(b.title || ' ' || b.content)) like f_unaccent($2))`;
  const from = 'notifications n join notification_bodies b on b.id = n.body_id';
  const [rows, total] = await Promise.all([
    db.query<NotificationDTO>(
      `select ${select()} from ${from} where ${where}
       order by n.fixed desc, n.visible_at desc, n.id desc limit $3 offset $4`,
      [userId, search, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${from} where ${where}`, [userId, search]),
  ]);
  return { rows: rows.rows.map(asDto), totalRegisters: total.rows[0]!.n };
}

const asDto = (r: NotificationDTO): NotificationDTO => ({
  ...r,
  startDate: new Date(r.startDate).toISOString(),
});

export async function isMuted(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ muted: boolean }>(
    'select muted from notification_mute where user_id = $1',
    [userId],
  );
  return rows[0]?.muted ?? false;
}

export async function setMuted(db: Db, userId: number, muted: boolean) {
  await db.query(
    `insert into notification_mute (user_id, muted) values ($1, $2)
     on conflict (user_id) do update set muted = excluded.muted`,
    [userId, muted],
  );
  return muted;
}

/** Changes the user's own rows only; answers how many matched. */
export async function setFixed(db: Db, userId: number, id: number, fixed: boolean) {
  const { rows } = await db.query(
    'update notifications set fixed = $3 where id = $2 and user_id = $1 returning id',
    [userId, id, fixed],
  );
  return rows.length;
}

export async function hide(db: Db, userId: number, id: number) {
  const { rows } = await db.query(
    'update notifications set hidden = true where id = $2 and user_id = $1 returning id',
    [userId, id],
  );
  return rows.length;
}

export async function removeMany(db: Db, userId: number, ids: number[]) {
  const { rows } = await db.query(
    'delete from notifications where user_id = $1 and id = any($2) returning id',
    [userId, ids],
  );
  return rows.length;
}

/** Out of the list for `delay` minutes; `minuteMs` is a minute's length (shortened only in tests). */
export async function snooze(db: Db, userId: number, id: number, delay: number, minuteMs: number) {
  const { rows } = await db.query(
    `update notifications set delay = $3, visible_at = now() + ($4::int * interval '1 millisecond')
     where id = $2 and user_id = $1 and not hidden returning id`,
    [userId, id, delay, delay * minuteMs],
  );
  return rows.length;
}

/** Snoozes that are over: clears their delay and answers whose list changed (each once). */
export async function releaseDue(db: Db): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `update notifications set delay = null
     where delay is not null and visible_at <= now() and not hidden returning user_id`,
  );
  return [...new Set(rows.map((r) => Number(r.user_id)))];
}
