import { REPRESENTATIVE_MSG, REPRESENTATIVE_OPEN_STATUSES, REPRESENTATIVE_WORKFLOW } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed, type FieldError } from '../../errors.js';
import type { ResourceStore } from '../../kit/store.js';
import type { Engine } from '../workflows/executions.service.js';
import { beforeExecutionStart, onExecutionEnd, recordAccess } from '../workflows/hooks.js';
import { registerIdOf, startFor } from '../workflows/requests.js';
import { assertRepresentativeAccess } from './access.js';

const idOf = (registerId: string) => registerIdOf(registerId, REPRESENTATIVE_MSG.notFound);

/** 400 unless his registration is still being filled (pre-registration or in consultation). */
export function assertOpen(status: unknown) {
  if (!REPRESENTATIVE_OPEN_STATUSES.includes(status as never))
    throw new HttpError(400, 'BAD_REQUEST', REPRESENTATIVE_MSG.notOpen);
}

/**
 * Whoever starts a registration workflow (conclude, or the engine's generic start): the
 * representative exists, the caller may see him, his registration is open, and it holds its
 * parameters and a contract.
 */
beforeExecutionStart(REPRESENTATIVE_WORKFLOW, async (tx, s) => {
  const id = idOf(s.registerId);
  await assertRepresentativeAccess(tx, { auth: { userId: s.userId }, accessSet: s.accessSet }, id);
  const { rows } = await tx.query<{ status: string; parameters: boolean; contracts: boolean }>(
    `select status,
            exists (select 1 from representative_parameters p where p.representative_id = r.id) as parameters,
            exists (select 1 from representative_contracts c where c.representative_id = r.id) as contracts
       from representatives r where id = $1`,
    [id],
  );
  const r = rows[0]!;
  assertOpen(r.status);
  const missing: FieldError[] = [];
  if (!r.parameters) missing.push({ field: 'parameters', messages: [REPRESENTATIVE_MSG.parametersMissing] });
  if (!r.contracts) missing.push({ field: 'contract', messages: [REPRESENTATIVE_MSG.contractMissing] });
  if (missing.length) throw validationFailed(missing);
});

/** A representative's registration workflow is read by those who may read him. */
recordAccess(REPRESENTATIVE_WORKFLOW, (db, reader, registerId) =>
  assertRepresentativeAccess(db, reader, idOf(registerId)),
);

/**
 * The registration workflow's effect on him, in the engine's transaction: approved → active;
 * deactivated → back in consultation, his registration open again. In his history, as the actor's.
 */
export function registerWorkflowEnd(store: ResourceStore) {
  onExecutionEnd(REPRESENTATIVE_WORKFLOW, async (tx, end) => {
    if (!/^\d+$/.test(end.registerId)) return;
    const id = Number(end.registerId);
    const { rows } = await tx.query<{ status: string }>(
      'select status from representatives where id = $1 for update',
      [id],
    );
    if (rows[0]?.status !== 'IN_APPROVAL') return;
    await store.set(
      tx,
      id,
      { status: end.status === 'COMPLETED' ? 'ACTIVE' : 'IN_CONSULTATION' },
      end.actorId,
    );
  });
}

/**
 * Concludes a pre-registration in one transaction: the registration workflow's start through the
 * engine (its start module and the rules above apply) and the representative in approval. Returns
 * the execution to announce after the commit.
 */
export async function conclude(tx: Db, engine: Engine, store: ResourceStore, caller: Caller, id: number) {
  await tx.query('select 1 from representatives where id = $1 for update', [id]);
  const execution = await startFor(tx, engine, caller, { workflowTypeCode: REPRESENTATIVE_WORKFLOW, id });
  await store.set(tx, id, { status: 'IN_APPROVAL' }, caller.auth.userId);
  return execution;
}

/** A part (parameters, contract) registered: a pre-registration is now in consultation. */
export async function partWritten(
  tx: Db,
  store: ResourceStore,
  representativeId: number,
  actor: number | null,
) {
  const { rows } = await tx.query<{ status: string }>(
    'select status from representatives where id = $1 for update',
    [representativeId],
  );
  assertOpen(rows[0]?.status);
  if (rows[0]!.status === 'PRE_REGISTRATION')
    await store.set(tx, representativeId, { status: 'IN_CONSULTATION' }, actor);
}
