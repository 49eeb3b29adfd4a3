import { can, CUSTOMER_WORKFLOW, MSG, type AccessSet } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { participantRegisterIds } from '../workflows/participants.js';
import { forbidden, notFound } from '../../errors.js';

export type { Caller } from '../../auth/caller.js';
import type { Caller } from '../../auth/caller.js';

/** Whoever holds CLIENTES × ACESSO_A_INFORMACAO_CONFIDENCIAL (or a global profile) sees every customer. */
export const seesAllCustomers = (set: AccessSet) => can(set, 'CLIENTES', 'ACESSO_A_INFORMACAO_CONFIDENCIAL');

/**
 * The record-level rule as SQL over a customers row aliased `c`, with `:1` the user id (the
 * lib/list `where` form): the customer's representative, or someone who takes part in one of its
 * customer-registration executions (workflows/participants.ts). The executions part is one
 * uncorrelated subquery, not a lookup per customer row: a representative's counts over a large
 * book stay a single pass (tests/bench/customer-dashboard.mjs).
 */
export const CUSTOMER_ACCESS_SQL = `(c.representative_id = :1 or c.id::text in (
  ${participantRegisterIds(CUSTOMER_WORKFLOW)}))`;

/** The list condition for a caller: none when he sees everything. */
export const customerListWhere = (caller: Caller) =>
  seesAllCustomers(caller.accessSet) ? [] : [{ sql: CUSTOMER_ACCESS_SQL, params: [caller.auth.userId] }];

/** The rule as a plain WHERE condition with the user id as `$1` ('true' for who sees all). */
export const customerCondition = (caller: Caller) =>
  seesAllCustomers(caller.accessSet)
    ? { sql: 'true', params: [] as unknown[] }
    : { sql: `(${CUSTOMER_ACCESS_SQL.replaceAll(':1', '$1')})`, params: [caller.auth.userId] as unknown[] };

/**
 * 404 when the customer does not exist, 403 'Você não possui acesso a este cliente.' when the
 * caller may not see it. Every customer route calls this before reading or writing a record.
 */
export async function assertCustomerAccess(db: Db, caller: Caller, customerId: number) {
  const all = seesAllCustomers(caller.accessSet);
  const sql = all ? 'true' : CUSTOMER_ACCESS_SQL.replaceAll(':1', '$2');
  const { rows } = await db.query<{ allowed: boolean }>(
    `select (${sql}) as allowed from customers c where c.id = $1`,
    all ? [customerId] : [customerId, caller.auth.userId],
  );
  if (!rows[0]) throw notFound('Cliente não encontrado');
  if (!rows[0].allowed) throw forbidden(MSG.noClientAccess);
}

/** The record rule for the customer with this CNPJ (digits), when one of our customers has it. */
export async function assertCustomerAccessByCnpj(db: Db, caller: Caller, cnpj: string) {
  const { rows } = await db.query<{ id: number }>('select id from customers where cnpj = $1', [cnpj]);
  if (rows[0]) await assertCustomerAccess(db, caller, Number(rows[0].id));
}

/**
 * A matrix (company) is the caller's when he sees every customer, owns the company, or represents
 * one of its customers.
 */
export async function mayUseCompany(db: Db, caller: Caller, companyId: number) {
  if (seesAllCustomers(caller.accessSet)) return true;
  const { rows } = await db.query(
    `select 1 from companies co where co.id = $1 and (co.representative_id = $2
       or exists (select 1 from customers c where c.company_id = co.id and c.representative_id = $2))`,
    [companyId, caller.auth.userId],
  );
  return rows.length > 0;
}

/** Module × action on any of several modules (a route several screens share). */
export function requireAny(caller: Caller, modules: string[], action: Parameters<typeof can>[2]) {
  if (!can(caller.accessSet, modules, action)) throw forbidden();
}
