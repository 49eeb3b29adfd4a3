import { can, PRODUCT_RELEASE_WORKFLOW, RELEASE_MSG, businessDay } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden, HttpError, notFound } from '../../errors.js';
import type { ResourceArea } from '../../kit/area.js';
import { act, type Engine } from '../workflows/executions.service.js';
import { beforeExecutionStart, onExecutionEnd, recordAccess } from '../workflows/hooks.js';
import { registerIdOf } from '../workflows/requests.js';
import { productsArea } from './products.area.js';

const M = 'LIBERACAO_DE_PRODUTOS';
const idOf = (registerId: string) => registerIdOf(registerId, RELEASE_MSG.notFound);

async function releaseOf(db: Db, id: number) {
  const { rows } = await db.query<{ status: string; items: number; orderGroup: string }>(
    `select status, order_group as "orderGroup",
            (select count(*)::int from product_release_items where release_id = r.id) as items
       from product_releases r where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound(RELEASE_MSG.notFound);
  return rows[0];
}

/** A release changes (its data, its products) only while it is a draft (400 in the product's words). */
export async function assertDraft(db: Db, id: number) {
  if ((await releaseOf(db, id)).status !== 'RASCUNHO')
    throw new HttpError(400, 'BAD_REQUEST', RELEASE_MSG.notDraft);
}

/** Whoever starts a release's approval: it exists, is a draft, and holds at least one product. */
beforeExecutionStart(PRODUCT_RELEASE_WORKFLOW, async (tx, s) => {
  const r = await releaseOf(tx, idOf(s.registerId));
  if (r.status !== 'RASCUNHO') throw new HttpError(400, 'BAD_REQUEST', RELEASE_MSG.notDraft);
  if (!r.items) throw new HttpError(400, 'BAD_REQUEST', RELEASE_MSG.noItems);
});

/** A release's approval is read by whoever sees the releases. */
recordAccess(PRODUCT_RELEASE_WORKFLOW, async (db, reader, registerId) => {
  if (!can(reader.accessSet, M, 'VISUALIZAR')) throw forbidden();
  await releaseOf(db, idOf(registerId));
});

/** Sets the products of a release, each through the catalogue's store (so each keeps its history). */
async function setProducts(tx: Db, id: number, values: Record<string, unknown>, actor: number) {
  const { rows } = await tx.query<{ productId: number }>(
    'select product_id as "productId" from product_release_items where release_id = $1 order by product_id',
    [id],
  );
  for (const { productId } of rows) await productsArea.store.set(tx, Number(productId), values, actor);
}

/** Its products go to approval with it. */
export async function releaseSent(tx: Db, area: ResourceArea, id: number, actor: number) {
  await setProducts(tx, id, { releaseStatus: 'EM_APROVACAO' }, actor);
  return area.store.set(tx, id, { status: 'EM_APROVACAO' }, actor);
}

/**
 * The approval's effect, in the engine's transaction: approved → every product LIBERADO with the
 * release's order group, the release APROVADA on the business's day; deactivated → the products
 * back to PENDENTE and the release a draft again.
 */
export function onReleaseEnd(area: ResourceArea) {
  onExecutionEnd(PRODUCT_RELEASE_WORKFLOW, async (tx, end) => {
    if (!/^\d+$/.test(end.registerId)) return;
    const id = Number(end.registerId);
    const r = await releaseOf(tx, id);
    if (r.status !== 'EM_APROVACAO') return;
    if (end.status === 'COMPLETED') {
      await setProducts(tx, id, { releaseStatus: 'LIBERADO', orderGroup: r.orderGroup }, end.actorId);
      await area.store.set(tx, id, { status: 'APROVADA', releasedAt: businessDay() }, end.actorId);
    } else {
      await setProducts(tx, id, { releaseStatus: 'PENDENTE' }, end.actorId);
      await area.store.set(tx, id, { status: 'RASCUNHO' }, end.actorId);
    }
  });
}

/**
 * Approves all the release's products at once: its open approval task answered with the task's
 * approving action. The engine decides whether `actorId` may answer it (403 otherwise).
 */
export async function approveRelease(engine: Engine, id: number, actorId: number) {
  const { rows } = await engine.db.query<{ id: number }>(
    `select e.id from workflow_executions e join workflow_types t on t.id = e.type_id
      where t.code = $1 and e.register_id = $2 and e.status = 'IN_PROGRESS'`,
    [PRODUCT_RELEASE_WORKFLOW, String(id)],
  );
  if (!rows[0]) throw new HttpError(400, 'BAD_REQUEST', RELEASE_MSG.notInApproval);
  await act(engine, Number(rows[0].id), actorId, (l) => {
    const step = l.state.steps.length - 1;
    const task = l.state.tasks[l.state.steps[step]?.taskIndex ?? 0]!;
    const approve = task.actions.find((a) => a.effect === 'ADVANCE');
    if (!approve) throw new HttpError(403, 'FORBIDDEN', RELEASE_MSG.noTask);
    return { kind: 'ANSWER', step, actionId: approve.id };
  });
}
