import { BUYER_CHANGE_WORKFLOW } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { registerChangeKind, type ChangeKind, type Fields } from '../changeRequests/changeRequests.js';
import { seesAllCustomers } from '../customers/access.js';
import { assertBuyerAccess } from './access.js';
import * as repo from './buyers.repo.js';

/** The buyer's own fields a registration change request may change (not his customer). */
const FIELDS = ['name', 'cpf', 'email', 'phone', 'position', 'main', 'notes'] as const;
type Own = { name: string; cpf: string; email: string; phone: string | null; position: string | null };

/** A buyer's fields as a change request compares them: '' is null, `main` as 'true' / 'false'. */
export const buyerFields = (b: Own & { main: boolean; notes: string | null }): Fields => ({
  name: b.name,
  cpf: b.cpf,
  email: b.email,
  phone: b.phone || null,
  position: b.position || null,
  main: String(b.main),
  notes: b.notes || null,
});

/**
 * A buyer's registration change (ALTERACAO_CADASTRAL_COMPRADOR): asked for by whoever sees only his
 * own customers, saved when the workflow completes (the CPF checked again then).
 */
export const BUYER_CHANGES: ChangeKind = {
  entity: repo.BUYER,
  workflowCode: BUYER_CHANGE_WORKFLOW,
  fields: FIELDS,
  current: async (db, id) => buyerFields(await repo.findBuyer(db, id)),
  apply: async (tx: Db, id, values, actorId) => {
    const b = await repo.findBuyer(tx, id);
    const merged = { ...buyerFields(b), ...values };
    await repo.updateBuyer(
      tx,
      id,
      {
        customerId: b.customerId,
        name: merged.name ?? '',
        cpf: merged.cpf ?? '',
        email: merged.email ?? '',
        phone: merged.phone ?? '',
        position: merged.position ?? '',
        main: merged.main === 'true',
        notes: merged.notes ?? '',
      },
      actorId,
    );
  },
  assertAccess: (db, caller, id) => assertBuyerAccess(db, caller, id),
  seesAll: (caller) => seesAllCustomers(caller.accessSet),
};
registerChangeKind(BUYER_CHANGES);
