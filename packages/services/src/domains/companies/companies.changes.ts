import { COMPANY_CHANGE_WORKFLOW } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { registerChangeKind, type ChangeKind, type Fields } from '../changeRequests/changeRequests.js';
import { assertCompanyAccess, seesAll } from './access.js';
import * as repo from './companies.repo.js';

/** The company's own fields a registration change request may change (not its representative). */
const FIELDS = ['code', 'cnpj', 'corporateName', 'tradeName', 'stateRegistration', 'email', 'phone'] as const;

type Own = Record<(typeof FIELDS)[number], string>;

/** The fields of a company or of the form as text ('' for none), as CompanyInput takes them. */
const own = (c: Partial<Record<(typeof FIELDS)[number], string | null>>) =>
  Object.fromEntries(FIELDS.map((f) => [f, c[f] ?? ''])) as Own;

/** A company's fields as they are stored (the form's '' is null, the state registration in capitals). */
export function companyFields(c: Partial<Record<(typeof FIELDS)[number], string | null>>): Fields {
  const stored = repo.storedValues({ ...own(c), representativeId: null });
  return Object.fromEntries(FIELDS.map((f, i) => [f, (stored[i] as string | null) || null]));
}

/**
 * A company's registration change (ALTERACAO_CADASTRAL_EMPRESA): asked for by whoever sees only his
 * own companies, saved when the workflow completes (its uniqueness checked again then).
 */
export const COMPANY_CHANGES: ChangeKind = {
  entity: repo.COMPANY,
  workflowCode: COMPANY_CHANGE_WORKFLOW,
  fields: FIELDS,
  current: async (db, id) => companyFields(await repo.findCompany(db, id)),
  apply: async (tx: Db, id, values, actorId) => {
    const c = await repo.findCompany(tx, id);
    const input = own({ ...companyFields(c), ...values });
    await repo.updateCompany(tx, id, { ...input, representativeId: c.representative?.id ?? null }, actorId);
  },
  assertAccess: (db, caller, id) => assertCompanyAccess(db, caller, 'EMPRESAS', id),
  seesAll: (caller) => seesAll(caller, 'EMPRESAS'),
};
registerChangeKind(COMPANY_CHANGES);
