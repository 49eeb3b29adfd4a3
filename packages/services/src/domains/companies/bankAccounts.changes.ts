import { BANK_ACCOUNT_CHANGE_WORKFLOW } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { registerChangeKind, type ChangeKind, type Fields } from '../changeRequests/changeRequests.js';
import { assertBankAccountAccess, seesAll } from './access.js';
import * as repo from './bankAccounts.repo.js';

/** A bank account's data a registration change request may change (not its company). */
const FIELDS = ['bankCode', 'bankName', 'agencyCode', 'accountCode'] as const;
type Own = Record<(typeof FIELDS)[number], string>;

export const bankAccountFields = (b: Own): Fields => Object.fromEntries(FIELDS.map((f) => [f, b[f]]));

/**
 * A bank account's registration change (ALTERACAO_CADASTRAL_CONTA): asked for by whoever sees only
 * his own companies, saved when the workflow completes (its uniqueness checked again then). An
 * account deleted meanwhile has nothing left to save.
 */
export const BANK_ACCOUNT_CHANGES: ChangeKind = {
  entity: repo.BANK_ACCOUNT,
  workflowCode: BANK_ACCOUNT_CHANGE_WORKFLOW,
  fields: FIELDS,
  current: async (db, id) => bankAccountFields(await repo.findBankAccount(db, id)),
  apply: async (tx: Db, id, values, actorId) => {
    if (!(await tx.query('select 1 from bank_accounts where id = $1', [id])).rows.length) return;
    const b = await repo.findBankAccount(tx, id);
    const merged = { ...bankAccountFields(b), ...values } as Own;
    await repo.updateBankAccount(tx, id, { ...merged, companyId: b.companyId }, actorId);
  },
  assertAccess: (db, caller, id) => assertBankAccountAccess(db, caller, id),
  seesAll: (caller) => seesAll(caller, 'BANCOS'),
};
registerChangeKind(BANK_ACCOUNT_CHANGES);
