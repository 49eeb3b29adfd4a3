import type { Db } from '../db/db.js';

export type AuditAction = 'create' | 'update' | 'delete';
type Values = Record<string, unknown>;

/** Fields never written to the history: derived or bookkeeping values, and secrets. */
const SKIP = new Set([
  'id',
  'updatedAt',
  'createdAt',
  'daysPasswordExpired',
  'userCount',
  'password',
  'passwordHash',
]);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed between two versions of a record: `{ field: { from, to } }`. For a create only `to`
 * values, for a delete only `from`. A password change is recorded as `{ password: { changed: true } }`.
 */
export function diff(before: Values | null, after: Values | null, extra: Values = {}): Values {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Values = {};
  for (const k of keys) {
    if (SKIP.has(k)) continue;
    const from = before?.[k];
    const to = after?.[k];
    if (before && after && same(from, to)) continue;
    changes[k] =
      before && after
        ? { from: from ?? null, to: to ?? null }
        : after
          ? { to: to ?? null }
          : { from: from ?? null };
  }
  return { ...changes, ...extra };
}

/** Writes one history entry, in the caller's transaction; an update that changed nothing writes none. */
export async function recordChange(
  db: Db,
  e: {
    entity: string;
    entityId: number;
    action: AuditAction;
    userId: number | null;
    before?: Values | null;
    after?: Values | null;
    extra?: Values;
  },
) {
  const changes = diff(e.before ?? null, e.after ?? null, e.extra);
  if (e.action === 'update' && Object.keys(changes).length === 0) return;
  await db.query(
    'insert into audit_log (entity, entity_id, action, user_id, changes) values ($1, $2, $3, $4, $5)',
    [e.entity, e.entityId, e.action, e.userId, JSON.stringify(changes)],
  );
}
