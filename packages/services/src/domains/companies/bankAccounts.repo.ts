import { MSG, type BankAccountDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { assertFresh, notFound, validationFailed } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import type { ListSpec } from '../../lib/list.js';
import type { BankAccountInput } from './companies.schemas.js';

export const BANK_ACCOUNT = 'bankAccount';

const COLUMNS = `b.id, b.company_id as "companyId", c.code as "companyCode", c.corporate_name as "companyName",
  b.bank_code as "bankCode", b.bank_name as "bankName", b.agency_code as "agencyCode",
  b.account_code as "accountCode", b.updated_at as "updatedAt"`;
const FROM = 'bank_accounts b join companies c on c.id = b.company_id';

/** Bank accounts across companies (/financial/banks): search by company, bank, agency and account. */
export const BANK_ACCOUNT_LIST: ListSpec = {
  select: COLUMNS,
  from: FROM,
  columns: {
    companyName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    companyCode: { sql: 'c.code', type: 'text', search: true, sort: true, filter: true },
    companyId: { sql: 'b.company_id', type: 'number', filter: true },
    bankCode: { sql: 'b.bank_code', type: 'text', search: true, sort: true, filter: true },
    bankName: { sql: 'b.bank_name', type: 'text', search: true, sort: true },
    agencyCode: { sql: 'b.agency_code', type: 'text', search: true, sort: true },
    accountCode: { sql: 'b.account_code', type: 'text', search: true, sort: true },
    updatedAt: { sql: 'b.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'companyName', sort: 'ASC' },
  tieBreaker: 'b.id',
};

export const fixAccount = (b: BankAccountDTO): BankAccountDTO => ({
  ...b,
  updatedAt: new Date(b.updatedAt).toISOString(),
});

export async function findBankAccount(db: Db, id: number): Promise<BankAccountDTO> {
  const { rows } = await db.query<BankAccountDTO>(`select ${COLUMNS} from ${FROM} where b.id = $1`, [id]);
  if (!rows[0]) throw notFound(MSG.bankAccountNotFound);
  return fixAccount(rows[0]);
}

export async function assertUnique(db: Db, id: number | null, b: BankAccountInput) {
  const { rows } = await db.query(
    `select 1 from bank_accounts where company_id = $1 and bank_code = $2 and agency_code = $3
        and account_code = $4 and id is distinct from $5`,
    [b.companyId, b.bankCode, b.agencyCode, b.accountCode, id],
  );
  if (rows.length) throw validationFailed([{ field: 'accountCode', messages: [MSG.bankAccountTaken] }]);
}

const values = (b: BankAccountInput) => [b.companyId, b.bankCode, b.bankName, b.agencyCode, b.accountCode];

export async function createBankAccount(db: Db, b: BankAccountInput, actor: number) {
  await assertUnique(db, null, b);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into bank_accounts (company_id, bank_code, bank_name, agency_code, account_code)
       values ($1, $2, $3, $4, $5) returning id`,
      values(b),
    );
    const after = await findBankAccount(tx, rows[0]!.id);
    await recordChange(tx, {
      entity: BANK_ACCOUNT,
      entityId: after.id,
      action: 'create',
      userId: actor,
      after,
    });
    return after;
  });
}

/** Saves the account; 409 with the current record when `updatedAt` differs from what is stored. */
export async function updateBankAccount(db: Db, id: number, b: BankAccountInput, actor: number) {
  await assertUnique(db, id, b);
  return db.transaction(async (tx) => {
    await tx.query('select 1 from bank_accounts where id = $1 for update', [id]);
    const before = await findBankAccount(tx, id);
    assertFresh(b.updatedAt, before);
    await tx.query(
      `update bank_accounts set company_id = $2, bank_code = $3, bank_name = $4, agency_code = $5, account_code = $6,
              updated_at = greatest(now(), updated_at + interval '1 millisecond')
        where id = $1`,
      [id, ...values(b)],
    );
    const after = await findBankAccount(tx, id);
    await recordChange(tx, {
      entity: BANK_ACCOUNT,
      entityId: id,
      action: 'update',
      userId: actor,
      before,
      after,
    });
    return after;
  });
}

export async function deleteBankAccount(db: Db, id: number, actor: number) {
  await db.transaction(async (tx) => {
    const before = await findBankAccount(tx, id);
    await tx.query('delete from bank_accounts where id = $1', [id]);
    await recordChange(tx, { entity: BANK_ACCOUNT, entityId: id, action: 'delete', userId: actor, before });
  });
}
