import { can, COMPANY_CHANGE_WORKFLOW, MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type { ListSpec } from '../../lib/list.js';
import { participantRegisterIds } from '../workflows/participants.js';

export type { Caller } from '../../auth/caller.js';
import type { Caller } from '../../auth/caller.js';
import type { RecordRule } from '../../kit/rules.js';

/**
 * THE record-level rule for companies, and through them their bank accounts: a user without
 * ACESSO_A_INFORMACAO_CONFIDENCIAL on the module sees a company only when this holds: he
 * represents it or one of its customers, or takes part in one of its registration change
 * workflows. `c` is the company row, `:1` the user's id.
 */
const SEES_COMPANY = `(c.representative_id = :1
  or exists (select 1 from customers cu where cu.company_id = c.id and cu.representative_id = :1)
  or c.id::text in (${participantRegisterIds(COMPANY_CHANGE_WORKFLOW)}))`;

/** Confidential access on the module (or a global profile): every record. */
export const seesAll = (who: Caller, module: string) =>
  can(who.accessSet, module, 'ACESSO_A_INFORMACAO_CONFIDENCIAL');

/** The list condition on the companies (`c`) the user may see; none when he sees them all. */
export function visibleCompanies(who: Caller, module: string): NonNullable<ListSpec['where']> {
  return seesAll(who, module) ? [] : [{ sql: SEES_COMPANY, params: [who.auth.userId] }];
}

/** Whether he may see the company; null when there is no such company. */
async function companyVisible(db: Db, who: Caller, module: string, companyId: number) {
  // coalesce: a company nobody represents compares as null, which is a no here, not a missing company.
  const visible = seesAll(who, module) ? 'true' : `coalesce((${SEES_COMPANY.replaceAll(':1', '$2')}), false)`;
  const { rows } = await db.query<{ visible: boolean }>(
    `select ${visible} as visible from companies c where c.id = $1`,
    seesAll(who, module) ? [companyId] : [companyId, who.auth.userId],
  );
  return rows[0] ? rows[0].visible : null;
}

/** 404 when the company does not exist; 403 'Você não possui acesso a este cliente.' when hidden from him. */
export async function assertCompanyAccess(db: Db, who: Caller, module: string, companyId: number) {
  const visible = await companyVisible(db, who, module, companyId);
  if (visible === null) throw notFound(MSG.companyNotFound);
  if (!visible) throw forbidden(MSG.noClientAccess);
}

/** 404 when the account does not exist; 403 'Você não possui acesso a esta conta.' when hidden from him. */
export async function assertBankAccountAccess(db: Db, who: Caller, accountId: number) {
  const { rows } = await db.query<{ companyId: number }>(
    'select company_id as "companyId" from bank_accounts where id = $1',
    [accountId],
  );
  if (!rows[0]) throw notFound(MSG.bankAccountNotFound);
  if (!(await companyVisible(db, who, 'BANCOS', Number(rows[0].companyId))))
    throw forbidden(MSG.noAccountAccess);
}

/** A company's history: its own access rule; a deleted company's only for who sees every one. */
export async function assertCompanyHistoryAccess(db: Db, who: Caller, id: number) {
  const visible = await companyVisible(db, who, 'EMPRESAS', id);
  if (visible === false || (visible === null && !seesAll(who, 'EMPRESAS')))
    throw forbidden(MSG.noClientAccess);
}

/**
 * bankAccountOfVisibleCompany: an account is seen by who may see its company (the list joins it
 * aliased `c`); a deleted account's history only by who sees every one.
 */
export const bankAccountRule: RecordRule = {
  assert: assertBankAccountAccess,
  listWhere: (who) => visibleCompanies(who, 'BANCOS'),
  seesAll: (who) => seesAll(who, 'BANCOS'),
  history: async (db, who, id) => {
    const exists = (await db.query('select 1 from bank_accounts where id = $1', [id])).rows.length > 0;
    if (exists) await assertBankAccountAccess(db, who, id);
    else if (!seesAll(who, 'BANCOS')) throw forbidden(MSG.noAccountAccess);
  },
};

/** visibleCompany: a company is seen by who sees every one, or by the rule above (the list's `c`). */
export const companyRule: RecordRule = {
  assert: (db, who, id) => assertCompanyAccess(db, who, 'EMPRESAS', id),
  listWhere: (who) => visibleCompanies(who, 'EMPRESAS'),
  seesAll: (who) => seesAll(who, 'EMPRESAS'),
  history: assertCompanyHistoryAccess,
};
