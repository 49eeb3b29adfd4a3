import { BUYER_MSG, formatCpf, formatPhone, type BuyerDTO } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { conflict, notFound, validationFailed } from '../../errors.js';
import { recordChange } from '../../lib/audit.js';
import type { ListSpec } from '../../lib/list.js';

export const BUYER = 'buyer';

const COLUMNS = `b.id, b.customer_id as "customerId", c.corporate_name as "customerName",
  c.short_name as "customerShortName", b.name, b.cpf, b.email, b.phone, b.position, b.main, b.active, b.notes,
  to_json(b.updated_at) #>> '{}' as "updatedAt"`;
const FROM = 'buyers b join customers c on c.id = b.customer_id';

/** The buyers list: search by name, CPF, e-mail and customer; filters by customer, status and main. */
export const BUYER_LIST: ListSpec = {
  select: COLUMNS,
  from: FROM,
  columns: {
    name: { sql: 'b.name', type: 'text', search: true, sort: true },
    cpf: { sql: 'b.cpf', type: 'text', search: true, sort: true, filter: true },
    email: { sql: 'b.email', type: 'text', search: true, sort: true },
    position: { sql: "coalesce(b.position, '')", type: 'text', search: true, sort: true },
    customerName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    customerId: { sql: 'b.customer_id', type: 'number', filter: true },
    main: { sql: 'b.main', type: 'boolean', sort: true, filter: true },
    active: { sql: 'b.active', type: 'boolean', sort: true, filter: true },
    updatedAt: { sql: 'b.updated_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'name', sort: 'ASC' },
  tieBreaker: 'b.id',
};

/** Customers a buyer may be registered for (the caller's visibility is added by the route). */
export const BUYER_CUSTOMER_LIST: ListSpec = {
  select: `c.id, c.corporate_name as "corporateName", c.short_name as "shortName", c.cnpj, c.cpf, c.city, c.uf`,
  from: 'customers c',
  columns: {
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    shortName: { sql: 'lower(c.short_name)', type: 'text', search: true, sort: true },
    cnpj: { sql: "coalesce(c.cnpj, '')", type: 'text', search: true },
    cpf: { sql: "coalesce(c.cpf, '')", type: 'text', search: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
};

export async function findBuyer(db: Db, id: number): Promise<BuyerDTO> {
  const { rows } = await db.query<BuyerDTO>(`select ${COLUMNS} from ${FROM} where b.id = $1`, [id]);
  if (!rows[0]) throw notFound(BUYER_MSG.notFound);
  return { ...rows[0], id: Number(rows[0].id), customerId: Number(rows[0].customerId) };
}

export type BuyerInput = {
  customerId: number;
  name: string;
  cpf: string;
  email: string;
  phone: string;
  position: string;
  main: boolean;
  notes: string;
  updatedAt?: string;
};

/**
 * The record as its history keeps it, as people read it: the customer by name (its id and short
 * name are the customer's), CPF and phone with their masks.
 */
const audited = ({ customerShortName: _short, customerId: _id, ...b }: BuyerDTO) => ({
  ...b,
  cpf: formatCpf(b.cpf),
  phone: b.phone ? formatPhone(b.phone) : null,
});

export async function assertUniqueCpf(db: Db, id: number | null, b: BuyerInput) {
  const { rows } = await db.query(
    'select 1 from buyers where customer_id = $1 and cpf = $2 and id is distinct from $3',
    [b.customerId, b.cpf, id],
  );
  if (rows.length) throw validationFailed([{ field: 'cpf', messages: [BUYER_MSG.cpfTaken] }]);
}

/** A new main buyer takes the place of the customer's previous one (each change in the history). */
async function moveMain(tx: Db, customerId: number, keep: number | null, actor: number) {
  const { rows } = await tx.query<{ id: number }>(
    'select id from buyers where customer_id = $1 and main and id is distinct from $2 for update',
    [customerId, keep],
  );
  for (const r of rows) {
    const before = await findBuyer(tx, Number(r.id));
    await tx.query(`update buyers set main = false, ${TOUCH} where id = $1`, [r.id]);
    const after = await findBuyer(tx, Number(r.id));
    await recordChange(tx, {
      entity: BUYER,
      entityId: after.id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
  }
}

// Every write moves updated_at forward, even twice in one millisecond: it is the stale-save check.
const TOUCH = `updated_at = greatest(now(), updated_at + interval '1 millisecond')`;
const values = (b: BuyerInput) => [
  b.customerId,
  b.name,
  b.cpf,
  b.email,
  b.phone || null,
  b.position || null,
  b.main,
  b.notes || null,
];

export async function createBuyer(db: Db, b: BuyerInput, actor: number) {
  await assertUniqueCpf(db, null, b);
  return db.transaction(async (tx) => {
    if (b.main) await moveMain(tx, b.customerId, null, actor);
    const { rows } = await tx.query<{ id: number }>(
      `insert into buyers (customer_id, name, cpf, email, phone, position, main, notes, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [...values(b), actor],
    );
    const created = await findBuyer(tx, Number(rows[0]!.id));
    await recordChange(tx, {
      entity: BUYER,
      entityId: created.id,
      action: 'create',
      userId: actor,
      after: audited(created),
    });
    return created;
  });
}

/** Saves the buyer; 409 with the current record when `updatedAt` is not what is stored. */
export async function updateBuyer(db: Db, id: number, b: BuyerInput, actor: number) {
  await assertUniqueCpf(db, id, b);
  return db.transaction(async (tx) => {
    await tx.query('select 1 from buyers where id = $1 for update', [id]);
    const before = await findBuyer(tx, id);
    if (b.updatedAt && new Date(b.updatedAt).getTime() !== new Date(before.updatedAt).getTime())
      throw conflict(before);
    if (b.main && !before.active)
      throw validationFailed([{ field: 'main', messages: [BUYER_MSG.inactiveMain] }]);
    if (b.main) await moveMain(tx, b.customerId, id, actor);
    await tx.query(
      `update buyers set customer_id = $2, name = $3, cpf = $4, email = $5, phone = $6, position = $7,
              main = $8, notes = $9, ${TOUCH}
        where id = $1`,
      [id, ...values(b)],
    );
    const after = await findBuyer(tx, id);
    await recordChange(tx, {
      entity: BUYER,
      entityId: id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** Activates or deactivates; an inactive buyer stops being the customer's main one. */
export async function setBuyerActive(db: Db, id: number, active: boolean, actor: number) {
  return db.transaction(async (tx) => {
    const before = await findBuyer(tx, id);
    await tx.query(`update buyers set active = $2, main = main and $2, ${TOUCH} where id = $1`, [id, active]);
    const after = await findBuyer(tx, id);
    await recordChange(tx, {
      entity: BUYER,
      entityId: id,
      action: 'update',
      userId: actor,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
}

/** spec/02 §7 'have-buyer': whether the customer has active buyers, and its main one. */
export async function haveBuyer(db: Db, customerId: number) {
  const { rows } = await db.query<{ n: number; mainId: number | null; mainName: string | null }>(
    `select count(*)::int as n, max(id) filter (where main) as "mainId", max(name) filter (where main) as "mainName"
       from buyers where customer_id = $1 and active`,
    [customerId],
  );
  const r = rows[0]!;
  return {
    customerId,
    haveBuyer: r.n > 0,
    activeBuyers: r.n,
    mainBuyer: r.mainId === null ? null : { id: Number(r.mainId), name: r.mainName! },
  };
}
