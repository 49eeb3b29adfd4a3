import { MSG, type CompanyDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { assertFresh, notFound, validationFailed, type FieldError } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import type { ListSpec } from '../../lib/list.js';

export const COMPANY = 'company';

const COLUMNS = `c.id, c.code, c.cnpj, c.corporate_name as "corporateName", c.trade_name as "tradeName",
  c.state_registration as "stateRegistration", c.email, c.phone,
  case when r.id is null then null else json_build_object('id', r.id, 'name', r.name) end as representative,
  c.active, (select count(*)::int from bank_accounts b where b.company_id = c.id) as "bankAccountCount",
  c.updated_at as "updatedAt"`;
const FROM = 'companies c left join users r on r.id = c.representative_id';

/** The companies list: search by code, CNPJ and names; filters by status, representative and code. */
export const COMPANY_LIST: ListSpec = {
  select: COLUMNS,
  from: FROM,
  columns: {
    code: { sql: 'c.code', type: 'text', search: true, sort: true, filter: true },
    cnpj: { sql: 'c.cnpj', type: 'text', search: true, sort: true, filter: true },
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    tradeName: { sql: "coalesce(c.trade_name, '')", type: 'text', search: true, sort: true },
    representative: { sql: 'r.name', type: 'text', sort: true },
    representativeId: { sql: 'c.representative_id', type: 'number', filter: true },
    active: { sql: 'c.active', type: 'boolean', sort: true, filter: true },
    updatedAt: { sql: 'c.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
};

export const fixCompany = (c: CompanyDTO): CompanyDTO => ({
  ...c,
  updatedAt: new Date(c.updatedAt).toISOString(),
});

export async function findCompany(db: Db, id: number): Promise<CompanyDTO> {
  const { rows } = await db.query<CompanyDTO>(`select ${COLUMNS} from ${FROM} where c.id = $1`, [id]);
  if (!rows[0]) throw notFound(MSG.companyNotFound);
  return fixCompany(rows[0]);
}

export type CompanyInput = {
  code: string;
  cnpj: string;
  corporateName: string;
  tradeName: string;
  stateRegistration: string;
  email: string;
  phone: string;
  representativeId: number | null;
  updatedAt?: string;
};

export async function assertUnique(db: Db, id: number | null, c: CompanyInput) {
  const details: FieldError[] = [];
  const taken = async (sql: string, value: string) =>
    (await db.query(`select 1 from companies where ${sql} and id is distinct from $2`, [value, id])).rows
      .length > 0;
  if (await taken('lower(code) = lower($1)', c.code))
    details.push({ field: 'code', messages: [MSG.companyCodeTaken] });
  if (await taken('cnpj = $1', c.cnpj)) details.push({ field: 'cnpj', messages: [MSG.companyCnpjTaken] });
  if (
    c.representativeId !== null &&
    !(await db.query('select 1 from users where id = $1 and active', [c.representativeId])).rows.length
  )
    details.push({ field: 'representativeId', messages: [MSG.companyRepresentativeNotFound] });
  if (details.length) throw validationFailed(details);
}

/** The record as its history keeps it: the bank account count is not the company's own field. */
const audited = ({ bankAccountCount: _count, ...c }: CompanyDTO) => c;

/** The input as the columns store it, in insert order. */
export const storedValues = (c: CompanyInput) => [
  c.code,
  c.cnpj,
  c.corporateName,
  c.tradeName || null,
  c.stateRegistration ? c.stateRegistration.toUpperCase() : null,
  c.email || null,
  c.phone || null,
  c.representativeId,
];

export async function createCompany(db: Db, c: CompanyInput, actor: number) {
  await assertUnique(db, null, c);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into companies (code, cnpj, corporate_name, trade_name, state_registration, email, phone, representative_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      storedValues(c),
    );
    const created = await findCompany(tx, rows[0]!.id);
    await recordChange(tx, {
      entity: COMPANY,
      entityId: created.id,
      action: 'create',
      userId: actor,
      after: audited(created),
    });
    return created;
  });
}

/** Saves the company; 409 with the current record when `updatedAt` is older than what is stored. */
export async function updateCompany(db: Db, id: number, c: CompanyInput, actor: number) {
  await assertUnique(db, id, c);
  return db.transaction(async (tx) => {
    await tx.query('select 1 from companies where id = $1 for update', [id]);
    const before = await findCompany(tx, id);
    assertFresh(c.updatedAt, before);
    await tx.query(
      `update companies set code = $2, cnpj = $3, corporate_name = $4, trade_name = $5, state_registration = $6,
              email = $7, phone = $8, representative_id = $9,
              updated_at = greatest(now(), updated_at + interval '1 millisecond')
        where id = $1`,
      [id, ...storedValues(c)],
    );
    const after = await findCompany(tx, id);
    await recordChange(tx, {
      entity: COMPANY,
      entityId: id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

export async function setCompanyActive(db: Db, id: number, active: boolean, actor: number) {
  return db.transaction(async (tx) => {
    const before = await findCompany(tx, id);
    await tx.query(
      `update companies set active = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond')
        where id = $1`,
      [id, active],
    );
    const after = await findCompany(tx, id);
    await recordChange(tx, {
      entity: COMPANY,
      entityId: id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}
