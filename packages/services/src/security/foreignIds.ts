import { CUSTOMER_WORKFLOW } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { uploadDocument } from '../domains/customers/customers.testkit.js';
import type { createTestApp } from '../test/testApp.js';

type Finder = (db: Db, other: number, me: number) => Promise<number | null>;

const first = async (db: Db, sql: string, params: unknown[]) => {
  const { rows } = await db.query<{ id: number }>(sql, params);
  return rows[0] ? Number(rows[0].id) : null;
};
/** A finder of one query's first id, given `other` as $1 and `me` as $2. */
const finder =
  (sql: string): Finder =>
  (db, other, me) =>
    first(db, sql, [other, me]);
/** Another representative's customer that `me` takes no part in. */
const otherCustomer = `select c.id from customers c where c.representative_id = $1 and c.representative_id <> $2`;
/** A company `me` neither represents nor has a customer in. */
const otherCompany = `select co.id from companies co where co.representative_id = $1
  and not exists (select 1 from customers cu where cu.company_id = co.id and cu.representative_id = $2)`;
/**
 * A negotiation's or an order's (by its alias) condition to be another representative's that `me`
 * neither holds nor manages as its regional manager.
 */
const otherHead = (alias: 'n' | 'o') =>
  `${alias}.representative_id = $1 and ${alias}.representative_id <> $2
          and ${alias}.regional_manager_id is distinct from $2`;

/**
 * For each record rule, a record of another representative (or another user's own row) that the
 * rule must keep from `me`: the id the matrix test sends in the path. A rule a new area names must
 * get its finder here (the test says which is missing).
 */
export const FOREIGN: Record<string, Finder> = {
  customer: finder(`${otherCustomer} order by c.id limit 1`),
  history: finder(`${otherCustomer} order by c.id limit 1`),
  company: finder(`${otherCompany} order by co.id limit 1`),
  visibleCompany: finder(`${otherCompany} order by co.id limit 1`),
  document: finder(`select d.id from customer_documents d where d.customer_id in (${otherCustomer}) limit 1`),
  execution:
    finder(`select e.id from workflow_executions e join workflow_types t on t.id = e.type_id and t.code = 'CADASTRO_CLIENTE'
        where e.register_id in (select id::text from (${otherCustomer}) c) and e.requester_id <> $2 limit 1`),
  // A customer of his with an execution of its registration workflow (registerId of CADASTRO_CLIENTE).
  register:
    finder(`${otherCustomer} and exists (select 1 from workflow_executions e join workflow_types t on t.id = e.type_id
         where t.code = 'CADASTRO_CLIENTE' and e.register_id = c.id::text and e.requester_id <> $2)
       order by c.id limit 1`),
  self: async (_db, o) => o,
  buyerOfVisibleCustomer: finder(
    `select b.id from buyers b where b.customer_id in (${otherCustomer}) limit 1`,
  ),
  negotiationOfRepresentative: finder(
    `select n.id from negotiations n where ${otherHead('n')} order by n.id limit 1`,
  ),
  itemOfVisibleNegotiation:
    finder(`select i.id from negotiation_items i join negotiations n on n.id = i.negotiation_id
        where ${otherHead('n')} order by i.id limit 1`),
  orderOfRepresentative: finder(`select o.id from orders o where ${otherHead('o')} order by o.id limit 1`),
  itemOfVisibleOrder: finder(`select i.id from order_items i join orders o on o.id = i.order_id
        where ${otherHead('o')} order by i.id limit 1`),
  // A range of his own (ensureOwnRows makes one) that does not name `me` as the substitute.
  substituteRangeOfCaller: finder(
    'select id from workflow_substitutes where user_id = $1 and substitute_id <> $2 order by id limit 1',
  ),
  // Another representative's own record (he signs in as it), its parameters and contracts.
  representativeOfCaller: finder(
    `select id from representatives where user_id = $1 and user_id <> $2 limit 1`,
  ),
  parametersOfVisibleRepresentative:
    finder(`select p.id from representative_parameters p join representatives r on r.id = p.representative_id
        where r.user_id = $1 and r.user_id <> $2 limit 1`),
  contractOfVisibleRepresentative:
    finder(`select c.id from representative_contracts c join representatives r on r.id = c.representative_id
        where r.user_id = $1 and r.user_id <> $2 limit 1`),
  // Another representative's customer's NDs, VPC requests and FAN (the demo book holds one of each).
  debitNoteOfVisibleCustomer: finder(
    `select d.id from debit_notes d where d.customer_id in (${otherCustomer}) order by d.id limit 1`,
  ),
  vpcOfVisibleCustomer: finder(
    `select v.id from vpc_requests v where v.customer_id in (${otherCustomer}) order by v.id limit 1`,
  ),
  fanOfVisibleCustomer: finder(
    `select f.id from fans f where f.customer_id in (${otherCustomer}) order by f.id limit 1`,
  ),
  // Another representative's invoiced order's receivable (the demo book issues several).
  receivableOfVisibleOrder: finder(`select r.id from receivables r join orders o on o.id = r.order_id
        where ${otherHead('o')} order by r.id limit 1`),
  bankAccountOfVisibleCompany: finder(
    `select a.id from bank_accounts a where a.company_id in (${otherCompany}) limit 1`,
  ),
};

/** The caller's own rows, by the path they live under: another user's row of that kind. */
export const OWN: [RegExp, string][] = [
  [/^\/services\/users\/favorites\//, 'select id from favorites where user_id = $1 limit 1'],
  [/^\/services\/reminders\//, 'select id from reminders where user_id = $1 limit 1'],
  [
    /^\/services\/notifications\/configurations\//,
    'select id from notification_configs where user_id = $1 limit 1',
  ],
  [/^\/services\/notifications\//, 'select id from notifications where user_id = $1 limit 1'],
  [/^\/services\/messages\/received\//, 'select id from messages_received where user_id = $1 limit 1'],
  [/^\/services\/messages\//, 'select id from messages where sender_id = $1 limit 1'],
  [/^\/services\/files\//, 'select id from files where owner_id = $1 limit 1'],
  [/^\/services\/imports\//, 'select id from import_jobs where user_id = $1 limit 1'],
];

/** One row of each own kind for `other` (a message sent to him, a file of his...), where the seed has none. */
export async function ensureOwnRows(db: Db, other: number) {
  const has = async (sql: string) => (await db.query(sql, [other])).rows.length > 0;
  if (!(await has('select 1 from favorites where user_id = $1')))
    await db.query(`insert into favorites (user_id, path, title) values ($1, '/clientes', 'Clientes')`, [
      other,
    ]);
  if (!(await has('select 1 from reminders where user_id = $1')))
    await db.query(`insert into reminders (user_id, content) values ($1, 'Ligar para o cliente')`, [other]);
  if (!(await has('select 1 from notification_configs where user_id = $1')))
    await db.query(`insert into notification_configs (user_id, access_name) values ($1, 'CLIENTES')`, [
      other,
    ]);
  if (!(await has('select 1 from notifications where user_id = $1'))) {
    const body = await first(
      db,
      `insert into notification_bodies (title, content) values ('Aviso', 'Texto') returning id`,
      [],
    );
    await db.query('insert into notifications (user_id, body_id) values ($1, $2)', [other, body]);
  }
  if (!(await has('select 1 from messages where sender_id = $1'))) {
    const message = await first(
      db,
      `insert into messages (sender_id, subject, content) values ($1, 'Recado', '<p>Olá</p>') returning id`,
      [other],
    );
    const sent = await first(db, 'insert into messages_sent (message_id) values ($1) returning id', [
      message,
    ]);
    await db.query('insert into messages_received (sent_id, user_id) values ($1, $2)', [sent, other]);
  }
  if (!(await has('select 1 from workflow_substitutes where user_id = $1')))
    await db.query(
      `insert into workflow_substitutes (user_id, substitute_id, starts_at, ends_at)
       select $1, id, now(), now() + interval '7 days' from users where user_name = 'admin'`,
      [other],
    );
  if (!(await has('select 1 from import_jobs where user_id = $1')))
    await db.query(
      `insert into import_jobs (kind, user_id, file_name, mode, dry_run, status)
       values ('PRICE_TABLE_ITEMS', $1, 'itens.xlsx', 'FILE', false, 'RUNNING')`,
      [other],
    );
  if (!(await has('select 1 from files where owner_id = $1')))
    await db.query(
      `insert into files (owner_id, original_name, mime, size, path) values ($1, 'a.pdf', 'application/pdf', 1, $2)`,
      [other, `matrix-${other}.pdf`],
    );
}

/**
 * A customer document and a running registration workflow of another representative's customer
 * (the first FOREIGN.customer finds): the demo book holds neither, and the matrix's execution,
 * register and document rules need them. `tokens` are the other representative's and admin's.
 */
export async function ensureForeignRecords(
  t: Awaited<ReturnType<typeof createTestApp>>,
  tokens: { other: string; admin: string },
  other: number,
  me: number,
) {
  const customer = await FOREIGN.customer!(t.db, other, me);
  // Only a customer in pre-registration goes to approval.
  await t.db.query(`update customers set status = 'PRE_REGISTRATION' where id = $1`, [customer]);
  const started = await t.app.inject({
    method: 'POST',
    url: '/services/workflows/startExecution',
    payload: { workflowTypeCode: CUSTOMER_WORKFLOW, registerId: String(customer) },
    headers: { authorization: `Bearer ${tokens.other}` },
  });
  if (started.statusCode >= 300) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const doc = await uploadDocument(t, tokens.admin, customer!, {
    title: 'Contrato',
    alias: 'SOCIAL_CONTRACT',
  });
  if (doc.statusCode !== 201) throw new Error(`document: ${doc.statusCode} ${doc.body}`);
}
