import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { sanitizeMessageHtml } from './sanitize.js';

export type UpsertMessage = {
  id?: number;
  subject: string;
  content: string;
  type: number;
  active: boolean;
  pinned?: boolean;
  recipients?: number[];
  allUsers?: boolean;
};

const ENTITY = 'message';

/** A new message sent to its recipients: one messages_sent row and one received copy each. */
export async function createMessage(db: Db, senderId: number, m: UpsertMessage) {
  return db.transaction(async (tx) => {
    const content = sanitizeMessageHtml(m.content);
    const { rows } = await tx.query<{ id: number }>(
      `insert into messages (sender_id, subject, content, type, active, pinned)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [senderId, m.subject, content, m.type, m.active, m.pinned ?? false],
    );
    const id = Number(rows[0]!.id);
    const sent = await tx.query<{ id: number }>(
      'insert into messages_sent (message_id) values ($1) returning id',
      [id],
    );
    const recipients = await tx.query<{ user_id: number }>(
      `insert into messages_received (sent_id, user_id)
       select $1, u.id from users u where u.active and ($2 or u.id = any($3))
       returning user_id`,
      [sent.rows[0]!.id, m.allUsers ?? false, m.recipients ?? []],
    );
    await recordChange(tx, {
      entity: ENTITY,
      entityId: id,
      action: 'create',
      userId: senderId,
      after: { subject: m.subject, content, type: m.type, active: m.active },
      extra: { recipients: recipients.rows.length },
    });
    return { id, recipients: recipients.rows.map((r) => Number(r.user_id)) };
  });
}

/** Changes subject, content, type or status; recipients stay as they were. */
export async function updateMessage(
  db: Db,
  actor: number,
  { id, subject, content, type, active, pinned }: NonNullable<Awaited<ReturnType<typeof findOwn>>>,
  m: UpsertMessage,
) {
  const before = { id, subject, content, type, active, pinned };
  const after = {
    subject: m.subject,
    content: sanitizeMessageHtml(m.content),
    type: m.type,
    active: m.active,
    pinned: m.pinned ?? before.pinned,
  };
  await db.transaction(async (tx) => {
    await tx.query(
      `update messages set subject = $2, content = $3, type = $4, active = $5, pinned = $6,
       updated_at = now() where id = $1`,
      [before.id, after.subject, after.content, after.type, after.active, after.pinned],
    );
    await recordChange(tx, {
      entity: ENTITY,
      entityId: before.id,
      action: 'update',
      userId: actor,
      before,
      after,
    });
  });
}

/**
 * Sets one yes/no flag of messages (`active`, `pinned`) and writes, for each message it changed,
 * one history entry from the other value to this one; answers how many it changed.
 */
async function setFlag(db: Db, actor: number, ids: number[], flag: 'active' | 'pinned', value: boolean) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `update messages set ${flag} = $2, updated_at = now() where id = any($1) and ${flag} <> $2 returning id`,
      [ids, value],
    );
    for (const r of rows)
      await recordChange(tx, {
        entity: ENTITY,
        entityId: Number(r.id),
        action: 'update',
        userId: actor,
        before: { [flag]: !value },
        after: { [flag]: value },
      });
    return rows.length;
  });
}

export async function setStatus(db: Db, actor: number, ids: number[], active: boolean) {
  return setFlag(db, actor, ids, 'active', active);
}

export async function setPinned(db: Db, actor: number, id: number, pinned: boolean) {
  return setFlag(db, actor, [id], 'pinned', pinned);
}

export async function deleteMessages(db: Db, actor: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; subject: string }>(
      'delete from messages where id = any($1) returning id, subject',
      [ids],
    );
    for (const r of rows)
      await recordChange(tx, {
        entity: ENTITY,
        entityId: Number(r.id),
        action: 'delete',
        userId: actor,
        before: { subject: r.subject },
      });
    return rows.length;
  });
}

export async function findOwn(db: Db, id: number) {
  const { rows } = await db.query<{
    id: number;
    senderId: number;
    subject: string;
    content: string;
    type: number;
    active: boolean;
    pinned: boolean;
  }>(
    'select id, sender_id as "senderId", subject, content, type, active, pinned from messages where id = $1',
    [id],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id), senderId: Number(rows[0].senderId) } : null;
}
