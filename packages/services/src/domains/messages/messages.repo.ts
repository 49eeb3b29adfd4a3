import type { MessageDTO, MessageReaderDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { list, type ListQuery, type ListSpec } from '../../lib/list.js';

const FROM = `messages_received r join messages_sent s on s.id = r.sent_id
  join messages m on m.id = s.message_id join users u on u.id = m.sender_id`;

const SELECT = `m.id, r.id as "receivedId", m.subject, m.content, (r.reading_at is not null) as read,
  m.type, m.active, m.pinned, m.created_at, m.updated_at as "updatedAt",
  json_build_object('id', u.id, 'userName', u.user_name, 'name', u.name) as user,
  json_build_array(json_build_object('id', s.id, 'messageReceived',
    json_build_array(json_build_object('id', r.id, 'readingAt', r.reading_at)))) as "messagesSent"`;

/** The messages a user received (his copies); spec/01 §7 asks with active=1, type=0, notRead=true. */
export const receivedList = (userId: number): ListSpec => ({
  select: SELECT,
  from: FROM,
  columns: {
    created_at: { sql: 'm.created_at', type: 'date', sort: true, filter: true },
    subject: { sql: 'm.subject', type: 'text', sort: true, search: true },
    sender: { sql: 'u.name', type: 'text', sort: true, search: true },
    pinned: { sql: 'm.pinned', type: 'boolean', sort: true, filter: true },
    active: { sql: 'm.active', type: 'boolean', filter: true },
    type: { sql: 'm.type', type: 'number', filter: true },
    notRead: { sql: '(r.reading_at is null)', type: 'boolean', filter: true },
    readingAt: { sql: 'r.reading_at', type: 'date', sort: true },
  },
  defaultOrder: { by: 'created_at', sort: 'DESC' },
  tieBreaker: 'r.id',
  where: [{ sql: 'r.user_id = :1 and not r.deleted', params: [userId] }],
});

const fix = (r: MessageDTO): MessageDTO => ({
  ...r,
  created_at: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

export async function listReceived(db: Db, userId: number, query: ListQuery) {
  const page = await list<MessageDTO>(db, receivedList(userId), query);
  return { ...page, rows: page.rows.map(fix) };
}

export async function countUnread(db: Db, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from ${FROM}
     where r.user_id = $1 and not r.deleted and r.reading_at is null and m.active`,
    [userId],
  );
  return rows[0]!.n;
}

export async function countUnreadMany(db: Db, userIds: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ user_id: number; n: number }>(
    `select r.user_id, count(*)::int as n from ${FROM}
     where r.user_id = any($1) and not r.deleted and r.reading_at is null and m.active
     group by r.user_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.n]));
}

/** One message as the user sees it: his own received copy, or none when he is only its sender. */
export async function findForUser(db: Db, userId: number, id: number): Promise<MessageDTO | null> {
  const { rows } = await db.query<MessageDTO>(
    `select ${SELECT} from ${FROM} where m.id = $2 and r.user_id = $1 and not r.deleted
     order by r.id limit 1`,
    [userId, id],
  );
  return rows[0] ? fix(rows[0]) : null;
}

/** Marks the user's copies read (now) or unread; answers the ids of the copies changed. */
export async function setRead(db: Db, userId: number, messageIds: number[], read: boolean) {
  const { rows } = await db.query(
    `update messages_received r set reading_at = ${read ? 'coalesce(r.reading_at, now())' : 'null'}
     from messages_sent s where s.id = r.sent_id and s.message_id = any($2) and r.user_id = $1
       and not r.deleted returning r.id`,
    [userId, messageIds],
  );
  return rows.length;
}

export async function removeCopies(db: Db, userId: number, messageIds: number[]) {
  const { rows } = await db.query(
    `update messages_received r set deleted = true from messages_sent s
     where s.id = r.sent_id and s.message_id = any($2) and r.user_id = $1 and not r.deleted returning r.id`,
    [userId, messageIds],
  );
  return rows.length;
}

/** Everyone who holds a live copy of these messages (their badges change with them). */
export async function recipientsOf(db: Db, messageIds: number[]): Promise<number[]> {
  const { rows } = await db.query<{ user_id: number }>(
    `select distinct r.user_id from messages_received r join messages_sent s on s.id = r.sent_id
     where s.message_id = any($1) and not r.deleted`,
    [messageIds],
  );
  return rows.map((r) => Number(r.user_id));
}

/** Who received a message and when each read it (spec/01 §9: page 1, pageSize 1000). */
export async function readers(db: Db, messageId: number, page: number, pageSize: number) {
  const where = `s.message_id = $1 and not r.deleted`;
  const [rows, total] = await Promise.all([
    db.query<MessageReaderDTO>(
      `select r.id, json_build_object('id', u.id, 'userName', u.user_name, 'name', u.name) as user,
         r.reading_at as "readingAt"
       from messages_received r join messages_sent s on s.id = r.sent_id join users u on u.id = r.user_id
       where ${where} order by r.reading_at desc nulls last, u.name limit $2 offset $3`,
      [messageId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from messages_received r join messages_sent s on s.id = r.sent_id where ${where}`,
      [messageId],
    ),
  ]);
  return { rows: rows.rows, totalRegisters: total.rows[0]!.n };
}
