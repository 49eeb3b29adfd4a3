import { BUDGET_CATEGORIES, VPC_REQUESTS_PATH, VPC_WORKFLOW } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { budgetMovementsArea, moveFunds } from '../domains/financial/budgetMovements.area.js';
import { budgetSchedulesArea, budgetsArea, movementText } from '../domains/financial/budgets.area.js';
import { debitNotesArea } from '../domains/financial/debitNotes.area.js';
import { historyForUntracked } from '../kit/untracked.js';
import { vpcRequestsArea } from '../domains/financial/vpcRequests.area.js';
import { cancelVpc, sendVpc } from '../domains/financial/vpcRequests.workflow.js';
import type { Engine } from '../domains/workflows/executions.service.js';
import { silentNotifier } from '../domains/workflows/notifier.js';
import { answerTask, caller } from './demoWork.seed.js';
import { seedFinancialWork, seedVpcAlcadas } from './financialWork.seed.js';
import { seedReceivables } from './receivables.seed.js';
import { seedApprovalWorkflow } from './workflows.seed.js';

/** Each category's budget: its description, value, and whether it is for one customer. */
const BUDGETS: [keyof typeof BUDGET_CATEGORIES, string, string, boolean][] = [
  ['BONUS', 'Bonificação de fim de ano', '120000.00', false],
  ['GROWTH', 'Crescimento do canal varejo', '85000.00', true],
  ['FLOW', 'Fluxo de sell-out trimestral', '42000.50', false],
  ['STORE_ACTIONS', 'Ações de loja: vitrines e degustação', '30000.00', true],
  ['PRESIDENCY', 'Verba da presidência', '250000.00', false],
];

const id = async (db: Db, sql: string, params: unknown[]) =>
  Number((await db.query<{ id: number }>(sql, params)).rows[0]!.id);

/** The approval of VPC requests: requested by finance, answered by an APPROVER (aprovador). */
const seedVpcWorkflow = (db: Db) =>
  seedApprovalWorkflow(db, {
    code: VPC_WORKFLOW,
    title: 'Aprovação de VPC',
    description: 'Aprovação de uma solicitação de VPC',
    recordPath: VPC_REQUESTS_PATH,
    startModule: 'VPC',
    tasks: ['Solicitação de VPC', 'Aprovação da solicitação de VPC'],
    approverRole: 'APPROVER',
  });

/** The budgets, each with its first credit months ago, two schedules, and finance's movements. */
async function seedBudgets(db: Db, customers: number[], actorId: number) {
  const ids: number[] = [];
  for (const [k, [category, description, value, forCustomer]] of BUDGETS.entries()) {
    const customer = forCustomer ? customers[k % customers.length]! : null;
    const budget = await id(
      db,
      `insert into budgets (description, category, customer_id, value, balance, last_movement, created_by, created_at)
       values ($1, $2, $3, $4, $4, $5, $6, now() - interval '5 months') returning id`,
      [
        description,
        category,
        customer,
        value,
        movementText({ kind: 'CREDIT', value, description: 'valor inicial' }),
        actorId,
      ],
    );
    await db.query(
      `insert into budget_movements (budget_id, kind, value, balance_after, customer_id, description, created_by, created_at)
       values ($1, 'CREDIT', $2, $2, $3, 'Valor inicial', $4, now() - interval '5 months')`,
      [budget, value, customer, actorId],
    );
    await db.query(
      `insert into budget_schedules (budget_id, description, period_start, period_end, assessment_date, expected_value)
       select $1, 'Apuração ' || q || 'º trimestre', make_date(2026, q * 3 - 2, 1),
              (make_date(2026, q * 3 - 2, 1) + interval '3 months - 1 day')::date,
              (make_date(2026, q * 3 - 2, 1) + interval '3 months + 9 days')::date, round($2::numeric / 4, 2)
         from generate_series(1, 2) q`,
      [budget, value],
    );
    ids.push(budget);
  }
  return ids;
}

/** Spends and a refund by hand, through the same path as the screen's (each in the budget's history). */
async function seedMovements(db: Db, ids: number[], customers: number[], actorId: number) {
  const move = (
    budgetId: number,
    kind: 'SPEND' | 'REFUND' | 'CREDIT',
    value: string,
    description: string,
    customerId?: number,
  ) =>
    db.transaction((tx) =>
      moveFunds(tx, {
        budgetId,
        kind,
        value,
        description,
        customerId: customerId ?? null,
        origin: '',
        actorId,
      }),
    );
  await move(ids[0]!, 'SPEND', '18500.00', 'Bonificação de pedidos de novembro', customers[0]);
  await move(ids[0]!, 'REFUND', '1250.75', 'Pedido devolvido', customers[0]);
  await move(ids[2]!, 'SPEND', '9800.25', 'Campanha de sell-out', customers[1]);
  await move(ids[4]!, 'CREDIT', '50000.00', 'Aporte da presidência');
  await move(ids[4]!, 'SPEND', '72000.00', 'Acordo comercial estratégico', customers[2]);
  await db.query(
    `update budget_movements set created_at = now() - (id % 4) * interval '1 month' where created_by = $1 and kind <> 'CREDIT'`,
    [actorId],
  );
}

/** Two NDs per customer, against two of his approved or invoiced orders. */
async function seedDebitNotes(db: Db, customers: number[], actorId: number) {
  const { rows } = await db.query<{ id: number; customerId: number }>(
    `insert into debit_notes (order_id, customer_id, issue_date, value, description, created_by)
     select o.id, o.customer_id, o.issue_date + 5, 650.00 + o.id % 7 * 125.50,
            'Ação promocional do pedido ' || 'PED-' || lpad(o.id::text, 6, '0'), $2
       from (select o.*, row_number() over (partition by o.customer_id order by o.id) as n
               from orders o where o.customer_id = any($1::bigint[]) and o.status in ('APPROVED', 'INVOICED')) o
      where o.n <= 2
      order by o.customer_id, o.id
     returning id, customer_id as "customerId"`,
    [customers, actorId],
  );
  return (customer: number) => rows.filter((r) => Number(r.customerId) === customer).map((r) => Number(r.id));
}

/**
 * The financial demo book: a budget in every category with its schedule and movements, NDs of
 * three of vendedor's customers, and VPC requests in every state made by financeiro through the
 * workflow engine: approved by aprovador (spent from its budget), one waiting for him, one he
 * returned (financeiro's task), a draft and a cancelled one; the invoiced orders' receivables.
 */
export async function seedFinancial(db: Db) {
  await seedVpcWorkflow(db);
  await seedVpcAlcadas(db);
  // As the orders' seed: the tasks wait in the queues without notifications of their own.
  const engine: Engine = { db, notifier: silentNotifier, now: () => new Date() };
  const [fin, apr] = [await caller(db, 'financeiro'), await caller(db, 'aprovador')];
  const { rows } = await db.query<{ id: number }>(
    `select c.id from customers c join users u on u.id = c.representative_id
      where u.user_name = 'vendedor' and c.status = 'ACTIVE'
        and exists (select 1 from orders o where o.customer_id = c.id and o.status in ('APPROVED', 'INVOICED'))
      order by c.id desc limit 3`,
  );
  const customers = rows.map((r) => Number(r.id));
  if (customers.length < 3) return;
  // And one of ralmeida's, with an ND and a draft request: finance serves every representative.
  const other = await db.query<{ id: number }>(
    `select c.id from customers c join users u on u.id = c.representative_id
      where u.user_name = 'ralmeida' and c.status = 'ACTIVE'
        and exists (select 1 from orders o where o.customer_id = c.id and o.status in ('APPROVED', 'INVOICED'))
      order by c.id desc limit 1`,
  );
  const budgets = await seedBudgets(db, customers, fin.auth.userId);
  const theirs = other.rows.map((r) => Number(r.id));
  const notesOf = await seedDebitNotes(db, [...customers, ...theirs], fin.auth.userId);
  const request = async (
    customer: number,
    value: string,
    notes: number[],
    budget: number | null,
    text: string,
  ) => {
    const vpc = await id(
      db,
      `insert into vpc_requests (customer_id, value, first_period, last_period, description, budget_id, created_by)
       values ($1, $2, date_trunc('month', now())::date - interval '1 month', date_trunc('month', now())::date - 1, $3, $4, $5)
       returning id`,
      [customer, value, text, budget, fin.auth.userId],
    );
    for (const n of notes)
      await db.query('insert into vpc_request_debit_notes (vpc_request_id, debit_note_id) values ($1, $2)', [
        vpc,
        n,
      ]);
    return vpc;
  };
  const answer = (execution: number, effect: 'ADVANCE' | 'RETURN') =>
    answerTask(engine, execution, apr.auth.userId, effect);
  const store = vpcRequestsArea.store;
  const [a, b, c] = customers as [number, number, number];
  const approved = await request(a, '3000.00', notesOf(a), budgets[3]!, 'VPC de vitrine do trimestre');
  const cancelled = await request(b, '1800.00', notesOf(b).slice(1), null, 'Encarte em jornal regional');
  await request(a, '900.00', [], budgets[3]!, 'Degustação em loja (rascunho)');
  const returned = await request(c, '1500.00', notesOf(c).slice(0, 1), budgets[0]!, 'Ponta de gôndola');
  const waiting = await request(b, '1500.00', notesOf(b).slice(0, 1), budgets[1]!, 'Campanha de Natal');
  for (const d of theirs) await request(d, '3000.00', notesOf(d), null, 'Enxoval de loja nova');
  // Their first history entry, as the system's, before anything moves them.
  for (const area of [budgetsArea, budgetSchedulesArea, budgetMovementsArea, debitNotesArea, vpcRequestsArea])
    await historyForUntracked(db, area.store);
  await seedMovements(db, budgets, customers, fin.auth.userId);
  await seedFinancialWork(db, budgets, apr.auth.userId);
  await answer((await sendVpc(engine, store, fin, approved)).execution, 'ADVANCE');
  await cancelVpc(engine, store, fin, cancelled);
  await answer((await sendVpc(engine, store, fin, returned)).execution, 'RETURN');
  // Last, so that it comes after the other work in aprovador's queue.
  await sendVpc(engine, store, fin, waiting);
  await seedReceivables(db);
}
