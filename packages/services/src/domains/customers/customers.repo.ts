import { CUSTOMER_MSG, customerDisplay, MSG } from '@balcao/schema';
import type { CustomerValues } from '@balcao/schema/customerFields';
import type { Db } from '../../db/db.js';
import { diff, recordChange } from '../../lib/audit.js';
import { notFound, validationFailed, type FieldError } from '../../errors.js';
import type { ListSpec } from '../../lib/list.js';
import { todaySql } from '../../lib/zone.js';
import { columnOf, CUSTOMER_FIELDS, CUSTOMER_SELECT } from './customers.columns.js';

export type Customer = Record<string, unknown> & {
  id: number;
  status: string;
  companyId: number;
  representativeId: number | null;
  updatedAt: string;
};

const FROM = 'customers c join companies co on co.id = c.company_id';
export const CUSTOMER_LIST: ListSpec = {
  select: `c.id, c.status, c.person_type as "personType", c.cnpj, c.cpf, c.corporate_name as "corporateName",
    c.short_name as "shortName", c.city, c.uf, co.code as "companyCode", co.corporate_name as "companyName",
    c.representative_id as "representativeId",
    (select u.name from users u where u.id = c.representative_id) as "representativeName",
    to_json(c.updated_at) #>> '{}' as "updatedAt"`,
  from: FROM,
  columns: {
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    shortName: { sql: 'lower(c.short_name)', type: 'text', search: true, sort: true },
    cnpj: { sql: 'c.cnpj', type: 'text', search: true, sort: true },
    cpf: { sql: 'c.cpf', type: 'text', filter: true },
    city: { sql: 'c.city', type: 'text', search: true, sort: true },
    uf: { sql: 'c.uf', type: 'text', sort: true, filter: true },
    status: { sql: 'c.status', type: 'enum', sort: true, filter: true },
    companyId: { sql: 'c.company_id', type: 'number', filter: true },
    representativeId: { sql: 'c.representative_id', type: 'number', filter: true },
    updatedAt: { sql: 'c.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
};

/** References the history keeps by name (the record carries both): the id beside each name. */
const NAMED_REFS = ['companyId', 'representativeId', 'priceTableId', 'priceTableRelatedId'];
/**
 * A customer as its history keeps it: values as people read them ('Em aprovação', masked CNPJ,
 * R$ 1.234,56, dd/mm/aaaa), never codes or bare digits, and its references by their names ('TP-VAR — Tabela Varejo'), never their ids.
 */
export const audited = <C extends { status?: string }>(c: C): C =>
  Object.fromEntries(
    Object.entries(c)
      .filter(([k]) => !NAMED_REFS.includes(k))
      .map(([k, v]) => [k, customerDisplay(k, v)]),
  ) as C;

/**
 * The first history entry of each customer written in bulk (the demo book), as if the system had
 * made it: the whole record, like a create through the route.
 */
export async function customerHistoryForUntracked(db: Db) {
  const { rows } = await db.query<{ id: number }>(
    `select id from customers c where not exists
       (select 1 from audit_log a where a.entity = 'customer' and a.entity_id = c.id) order by id`,
  );
  for (let i = 0; i < rows.length; i += 500) {
    const ids = rows.slice(i, i + 500).map((r) => Number(r.id));
    const found = await db.query<Customer>(
      `select ${CUSTOMER_SELECT} from ${FROM} where c.id = any($1::bigint[])`,
      [ids],
    );
    await db.query(
      `insert into audit_log (entity, entity_id, action, user_id, changes)
       select 'customer', unnest($1::bigint[]), 'create', null, unnest($2::jsonb[])`,
      [found.rows.map((r) => r.id), found.rows.map((r) => JSON.stringify(diff(null, audited(r))))],
    );
  }
}

export async function findCustomer(db: Db, id: number): Promise<Customer> {
  const { rows } = await db.query<Customer>(`select ${CUSTOMER_SELECT} from ${FROM} where c.id = $1`, [id]);
  if (!rows[0]) throw notFound(CUSTOMER_MSG.notFound);
  return rows[0];
}

/** The customer as a write in `tx` left it, its change from `before` recorded in its history. */
export async function recordedUpdate(tx: Db, id: number, before: Customer, userId: number) {
  const after = await findCustomer(tx, id);
  await recordChange(tx, {
    entity: 'customer',
    entityId: id,
    action: 'update',
    userId,
    before: audited(before),
    after: audited(after),
  });
  return after;
}

/** Checks that need the database: the matrix, the CNPJ root, CNPJ and CPF already registered. */
async function check(db: Db, id: number | null, v: CustomerValues) {
  const errors: FieldError[] = [];
  const field = v.personType === 'PJ' ? 'cnpj' : 'cpf';
  if (!v.companyId) errors.push({ field, messages: [CUSTOMER_MSG.matrixRequired] });
  else {
    const co = await db.query<{ cnpj: string }>('select cnpj from companies where id = $1', [v.companyId]);
    if (!co.rows[0]) errors.push({ field: 'cnpj', messages: [MSG.cnpjNoMatrix] });
    else if (v.personType === 'PJ' && v.cnpj && v.cnpj.slice(0, 8) !== co.rows[0].cnpj.slice(0, 8))
      errors.push({ field: 'cnpj', messages: [MSG.cnpjNoMatrix] });
  }
  if (v.personType === 'PJ' && v.cnpj) {
    const dup = await db.query('select 1 from customers where cnpj = $1 and id <> $2', [v.cnpj, id ?? 0]);
    if (dup.rows.length) errors.push({ field: 'cnpj', messages: [CUSTOMER_MSG.cnpjTaken] });
  }
  if (v.personType === 'PF' && v.cpf) {
    const dup = await db.query<{ company_id: number }>(
      'select company_id from customers where cpf = $1 and id <> $2',
      [v.cpf, id ?? 0],
    );
    if (dup.rows.some((r) => Number(r.company_id) !== v.companyId))
      errors.push({ field: 'cpf', messages: [MSG.cpfInOtherMatrix] });
    else if (dup.rows.length) errors.push({ field: 'cpf', messages: [CUSTOMER_MSG.cpfTaken] });
  }
  if (v.representativeId) {
    const rep = await db.query('select 1 from users where id = $1 and active', [v.representativeId]);
    if (!rep.rows.length)
      errors.push({ field: 'representativeId', messages: [CUSTOMER_MSG.representativeNotFound] });
  }
  errors.push(...(await priceTableErrors(db, id, v)));
  if (errors.length) throw validationFailed(errors);
}

/**
 * The customer's price tables exist; one newly given is active and its validity has not ended (a
 * table he already has may stay after it is inactivated, until someone changes it).
 */
async function priceTableErrors(db: Db, id: number | null, v: CustomerValues) {
  const chosen = (['priceTableId', 'priceTableRelatedId'] as const).filter((f) => v[f]);
  if (!chosen.length) return [];
  const { rows } = await db.query<{ id: string; usable: boolean; kept: boolean }>(
    `select t.id, t.active and t.valid_to >= ${todaySql()} as usable,
            exists (select 1 from customers c where c.id = $2 and t.id in (c.price_table_id, c.price_table_related_id)) as kept
       from price_tables t where t.id = any($1::bigint[])`,
    [chosen.map((f) => v[f]), id ?? 0],
  );
  return chosen.flatMap((field): FieldError[] => {
    const t = rows.find((r) => Number(r.id) === v[field]);
    if (!t) return [{ field, messages: [CUSTOMER_MSG.priceTableNotFound] }];
    return t.usable || t.kept ? [] : [{ field, messages: [CUSTOMER_MSG.priceTableNotValid] }];
  });
}

const valuesOf = (v: CustomerValues) =>
  CUSTOMER_FIELDS.map((f) => {
    const value = (v as Record<string, unknown>)[f];
    if (f === 'cnpj') return v.personType === 'PJ' ? (value ?? null) : null;
    if (f === 'cpf') return v.personType === 'PF' ? (value ?? null) : null;
    return value ?? null;
  });

/** Inserts or updates the registration fields; returns the customer id. */
export async function writeCustomer(
  db: Db,
  id: number | null,
  v: CustomerValues,
  extra: { representativeId: number | null; userId: number },
) {
  await check(db, id, v);
  const values = valuesOf(v);
  if (id === null) {
    const cols = [...CUSTOMER_FIELDS.map(columnOf), 'representative_id', 'created_by'];
    const { rows } = await db.query<{ id: number }>(
      `insert into customers (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      [...values, extra.representativeId, extra.userId],
    );
    return Number(rows[0]!.id);
  }
  const sets = CUSTOMER_FIELDS.map((f, i) => `${columnOf(f)} = $${i + 2}`);
  await db.query(
    `update customers set ${sets.join(', ')}, representative_id = $${values.length + 2}, updated_at = now()
      where id = $1`,
    [id, ...values, extra.representativeId],
  );
  return id;
}

export async function setStatus(db: Db, id: number, status: string) {
  await db.query('update customers set status = $2, updated_at = now() where id = $1', [id, status]);
}
