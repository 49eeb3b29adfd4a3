import { MSG, type ChangeRequestDTO } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, notFound, validationFailed } from '../../errors.js';
import { notifyStarted, startIn, type Engine } from '../workflows/executions.service.js';
import { beforeExecutionStart, onExecutionEnd, recordAccess } from '../workflows/hooks.js';

/** A record's own fields as a change request compares them: text or null (empty is null). */
export type Fields = Record<string, string | null>;

/**
 * A kind of record whose registration changes through approval. The domain says how to read its
 * fields, how to save approved ones and who may see the record; this module keeps the request,
 * starts its workflow and saves the values when the workflow completes.
 */
export type ChangeKind = {
  /** The history's entity name ('company'). */
  entity: string;
  /** The workflow type the requests go through. */
  workflowCode: string;
  /** The fields a request may change, in the order the record's page shows them. */
  fields: readonly string[];
  /** Those fields as they are now. */
  current(db: Db, id: number): Promise<Fields>;
  /** Saves approved values (the changed fields only) as `actorId`, inside the engine's transaction. */
  apply(tx: Db, id: number, values: Fields, actorId: number): Promise<void>;
  /** The record rule: 404 / 403 as the domain words them. */
  assertAccess(db: Db, caller: Caller, id: number): Promise<void>;
  /** Whoever sees every record of the kind (confidential access) saves directly. */
  seesAll(caller: Caller): boolean;
};

/**
 * Whether this caller's changes to an existing record go through approval: he sees only his own
 * records and the kind's workflow type is active (an administrator who deactivates it in the
 * workflow panel lets them save directly again).
 */
export async function changeByRequest(db: Db, kind: ChangeKind, caller: Caller) {
  if (kind.seesAll(caller)) return false;
  const { rows } = await db.query<{ active: boolean }>('select active from workflow_types where code = $1', [
    kind.workflowCode,
  ]);
  return rows[0]?.active === true;
}

/** A record as its page reads it: with its pending request and whether this caller's changes are requests. */
export async function withChangeState<T extends object>(
  db: Db,
  kind: ChangeKind,
  caller: Caller,
  id: number,
  record: T,
) {
  return {
    ...record,
    pendingChange: await pendingChange(db, kind, id, caller.auth.userId),
    changeByRequest: await changeByRequest(db, kind, caller),
  };
}

type Changes = Record<string, { from: string | null; to: string | null }>;

async function pendingRow(db: Db, kind: ChangeKind, id: number, lock = false) {
  const { rows } = await db.query<{ id: number; changes: Changes; requestedBy: number }>(
    `select id, changes, requested_by as "requestedBy" from change_requests
      where entity = $1 and record_id = $2 and status = 'PENDING'${lock ? ' for update' : ''}`,
    [kind.entity, id],
  );
  return rows[0] ?? null;
}

/**
 * Registers the kind's workflow hooks: its executions start only on a record with a pending
 * request the starter may see (so the generic start route cannot open an empty one); completed,
 * the request's values are saved; deactivated, the request is cancelled.
 */
export function registerChangeKind(kind: ChangeKind) {
  beforeExecutionStart(kind.workflowCode, async (tx, s) => {
    if (!/^\d{1,15}$/.test(s.registerId))
      throw validationFailed([{ field: 'registerId', messages: [MSG.changeRequestMissing] }]);
    const id = Number(s.registerId);
    await kind.assertAccess(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
    if (!(await pendingRow(tx, kind, id)))
      throw validationFailed([{ field: 'registerId', messages: [MSG.changeRequestMissing] }]);
  });
  recordAccess(kind.workflowCode, async (db, reader, registerId) => {
    if (!/^\d{1,15}$/.test(registerId)) throw notFound();
    await kind.assertAccess(db, reader, Number(registerId));
  });
  onExecutionEnd(kind.workflowCode, async (tx, end) => {
    if (!/^\d{1,15}$/.test(end.registerId)) return;
    const id = Number(end.registerId);
    const pending = await pendingRow(tx, kind, id, true);
    if (!pending) return;
    if (end.status === 'COMPLETED') {
      const values = Object.fromEntries(Object.entries(pending.changes).map(([k, v]) => [k, v.to]));
      await kind.apply(tx, id, values, end.actorId);
    }
    await tx.query(`update change_requests set status = $2, decided_at = now() where id = $1`, [
      pending.id,
      end.status === 'COMPLETED' ? 'APPLIED' : 'CANCELLED',
    ]);
  });
}

/**
 * Asks for a registration change: the fields of `proposed` that differ from the record's. A new
 * request starts the kind's workflow (its start module and rules apply); the requester correcting
 * his pending request (returned to him, or before anyone answers) replaces its values; someone
 * else's pending request is a 409.
 */
export async function requestChange(
  engine: Engine,
  caller: Caller,
  kind: ChangeKind,
  id: number,
  proposed: Fields,
): Promise<void> {
  await kind.assertAccess(engine.db, caller, id);
  // The request and its workflow's start are one write: a start the engine refuses (no
  // permission, no version, a running execution) leaves no request behind, nor does a crash.
  const started = await engine.db.transaction(async (tx) => {
    const now = await kind.current(tx, id);
    const changes: Changes = {};
    for (const [field, to] of Object.entries(proposed))
      if (kind.fields.includes(field) && (now[field] ?? null) !== (to ?? null))
        changes[field] = { from: now[field] ?? null, to: to ?? null };
    const pending = await pendingRow(tx, kind, id, true);
    if (pending && Number(pending.requestedBy) !== caller.auth.userId) throw pendingConflict();
    if (!Object.keys(changes).length) throw new HttpError(400, 'VALIDATION_FAILED', MSG.changeRequestNothing);
    if (pending) {
      await tx.query('update change_requests set changes = $2, requested_at = now() where id = $1', [
        pending.id,
        JSON.stringify(changes),
      ]);
      return null;
    }
    // Another request inserted meanwhile: the partial unique index lets one in.
    const { rows } = await tx.query<{ id: number }>(
      `insert into change_requests (entity, record_id, changes, requested_by) values ($1, $2, $3, $4)
       on conflict do nothing returning id`,
      [kind.entity, id, JSON.stringify(changes), caller.auth.userId],
    );
    if (!rows[0]) throw pendingConflict();
    return startIn(
      tx,
      engine,
      { userId: caller.auth.userId, accessSet: caller.accessSet },
      { workflowTypeCode: kind.workflowCode, registerId: String(id) },
    );
  });
  if (started !== null) await notifyStarted(engine, started);
}

const pendingConflict = () => new HttpError(409, 'CONFLICT', MSG.changeRequestPending);

/** The record's pending request as `callerId`'s page shows it; null when there is none. */
export async function pendingChange(
  db: Db,
  kind: ChangeKind,
  id: number,
  callerId: number,
): Promise<ChangeRequestDTO | null> {
  const { rows } = await db.query<{
    id: number;
    changes: Changes;
    requestedAt: Date | string;
    userId: number;
    userName: string;
  }>(
    `select r.id, r.changes, r.requested_at as "requestedAt", u.id as "userId", u.name as "userName"
       from change_requests r join users u on u.id = r.requested_by
      where r.entity = $1 and r.record_id = $2 and r.status = 'PENDING'`,
    [kind.entity, id],
  );
  const r = rows[0];
  if (!r) return null;
  // The record as it is now: a direct save may have changed an asked field since the request.
  const now = await kind.current(db, id);
  return {
    id: Number(r.id),
    requestedBy: { id: Number(r.userId), name: r.userName },
    requestedAt: new Date(r.requestedAt).toISOString(),
    mine: Number(r.userId) === callerId,
    // jsonb keeps its keys in its own order: the record's is the kind's.
    changes: kind.fields
      .filter((f) => f in r.changes)
      .map((field) => ({
        field,
        before: r.changes[field]!.from,
        after: r.changes[field]!.to,
        current: now[field] ?? null,
      })),
  };
}
