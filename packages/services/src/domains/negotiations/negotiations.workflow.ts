import { NEGOTIATION_MSG, NEGOTIATION_WORKFLOW } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed } from '../../errors.js';
import type { Engine } from '../workflows/executions.service.js';
import { beforeExecutionStart, onExecutionEnd, recordAccess } from '../workflows/hooks.js';
import { registerIdOf, startFor } from '../workflows/requests.js';
import { assertNegotiationAccess } from './access.js';
import { ITEM_SQL } from './negotiations.sql.js';

const idOf = (registerId: string) => registerIdOf(registerId, NEGOTIATION_MSG.notFound);

/**
 * Whoever starts an approval of a negotiation (its send route, or the engine's generic start): the
 * deal exists, the caller may see it, and it is a draft, not blocked, with at least one item.
 */
beforeExecutionStart(NEGOTIATION_WORKFLOW, async (tx, s) => {
  const id = idOf(s.registerId);
  await assertNegotiationAccess(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
  const { rows } = await tx.query<{ status: string; blocked: boolean; items: number }>(
    `select status, blocked, (select count(*)::int from negotiation_items where negotiation_id = n.id) as items
       from negotiations n where id = $1`,
    [id],
  );
  const n = rows[0]!;
  if (n.blocked) throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.blocked);
  if (n.status !== 'DRAFT') throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.notDraft);
  if (!n.items) throw validationFailed([{ field: 'registerId', messages: [NEGOTIATION_MSG.noItems] }]);
});

/** A negotiation's approval is read by those who may read the negotiation. */
recordAccess(NEGOTIATION_WORKFLOW, (db, reader, registerId) =>
  assertNegotiationAccess(db, reader, idOf(registerId)),
);

/**
 * The approval's effect on the deal, in the engine's transaction: approved → APPROVED (kept
 * read-only); deactivated → back to a draft.
 */
onExecutionEnd(NEGOTIATION_WORKFLOW, async (tx, end) => {
  if (!/^\d+$/.test(end.registerId)) return;
  const next = end.status === 'COMPLETED' ? 'APPROVED' : 'DRAFT';
  await tx.query(
    `update negotiations set status = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond')
      where id = $1 and status = 'IN_APPROVAL'`,
    [Number(end.registerId), next],
  );
});

/** The one regional manager of the items' families; 400 when there are several, or none. */
async function regionalManager(tx: Db, id: number) {
  const { rows } = await tx.query<{ userId: number }>(
    `select distinct f.user_id as "userId" from negotiation_items i
       join products p on p.id = i.product_id
       join family_regional_managers f on f.family = p.family
      where i.negotiation_id = $1`,
    [id],
  );
  if (rows.length > 1) throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.manyRegionalManagers);
  if (!rows.length) throw new HttpError(400, 'BAD_REQUEST', NEGOTIATION_MSG.noRegionalManager);
  return Number(rows[0]!.userId);
}

/**
 * The amount the alçadas route the deal by: its total with IPI; when an item's discount passes the
 * representative's own, the lowest amount of the next alçada above the one the total falls in (the
 * approval climbs one level), when there is one.
 */
export async function routingAmount(tx: Db, id: number) {
  const { rows } = await tx.query<{ total: string; past: boolean; next: string | null }>(
    `with t as (
       select coalesce(sum(${ITEM_SQL.totalValue}), 0) as total, coalesce(bool_or(${ITEM_SQL.pastRepDiscount}), false) as past
         from negotiation_items i where i.negotiation_id = $1)
     select t.total::text as total, t.past,
            (select min(j.min_amount)::text from workflow_jurisdictions j
               join workflow_types wt on wt.id = j.type_id and wt.code = $2
              where j.active and j.min_amount > t.total) as next
       from t`,
    [id, NEGOTIATION_WORKFLOW],
  );
  const r = rows[0]!;
  return r.past && r.next ? r.next : r.total;
}

/**
 * Sends a draft to approval in one transaction: its regional manager (one for the items'
 * families), the engine's start with the routing amount (the alçada picks the approvers), and the
 * deal in approval with who approves it. Returns the execution to announce after the commit.
 */
export async function sendToApproval(tx: Db, engine: Engine, caller: Caller, id: number) {
  await tx.query('select 1 from negotiations where id = $1 for update', [id]);
  await assertNegotiationAccess(tx, caller, id);
  const manager = await regionalManager(tx, id);
  const amount = await routingAmount(tx, id);
  const execution = await startFor(tx, engine, caller, {
    workflowTypeCode: NEGOTIATION_WORKFLOW,
    id,
    amount,
  });
  await tx.query(
    `update negotiations n set status = 'IN_APPROVAL', regional_manager_id = $2,
            responsible_approval = (select m.description from workflow_executions e
                                      join approval_modes m on m.id = e.approval_mode_id where e.id = $3),
            updated_at = greatest(now(), n.updated_at + interval '1 millisecond')
      where n.id = $1`,
    [id, manager, execution],
  );
  return execution;
}
