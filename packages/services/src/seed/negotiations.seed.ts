import { NEGOTIATION_WORKFLOW, NEGOTIATIONS_PATH, businessDay } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { loadAccessSet } from '../domains/accesses/accesses.repo.js';
import { SERVES, SERVES_FIRST, validToday } from '../domains/pricing/pricing.repo.js';
import { sendToApproval } from '../domains/negotiations/negotiations.workflow.js';
import { silentNotifier } from '../domains/workflows/notifier.js';
import { seedAlcadas, seedApprovalWorkflow } from './workflows.seed.js';

const REPRESENTATIVES = ['vendedor', 'ralmeida', 'mcosta', 'pnogueira'];
/**
 * What each representative's book holds, in this order: one deal of each. BOARD and PRESIDENCY are
 * larger deals in approval whose total climbs to the board's and the presidency's alçadas.
 */
const BOOK = [
  'DRAFT',
  'DRAFT',
  'IN_APPROVAL',
  'IN_APPROVAL',
  'APPROVED',
  'CONCLUDED',
  'BOARD',
  'PRESIDENCY',
] as const;
/** The total with IPI the larger deals are sized to (alçadas below). */
const LARGER: Partial<Record<(typeof BOOK)[number], number>> = { BOARD: 90000, PRESIDENCY: 320000 };
const SENT = new Set<string>(['IN_APPROVAL', 'BOARD', 'PRESIDENCY']);

/**
 * The approval of negotiations and its alçadas: the regional manager up to R$ 50.000,00, the
 * board up to R$ 200.000,00, the presidency above; aprovador manages every family.
 */
async function seedApproval(db: Db) {
  await seedApprovalWorkflow(db, {
    code: NEGOTIATION_WORKFLOW,
    title: 'Aprovação de Negociação',
    description: 'Aprovação de uma negociação pelo gerente regional, a diretoria ou a presidência',
    recordPath: NEGOTIATIONS_PATH,
    startModule: 'NEGOCIACOES',
    tasks: ['Solicitação de aprovação da negociação', 'Aprovação da negociação'],
    approverRole: 'APPROVER',
  });
  await seedAlcadas(db, NEGOTIATION_WORKFLOW, [
    {
      code: 'NEG_GERENTE',
      mode: 'Gerente regional',
      role: 'REGIONAL_MANAGER',
      description: 'Negociação: gerente regional',
      min: '0.00',
      max: '50000.00',
    },
    {
      code: 'NEG_DIRETORIA',
      mode: 'Diretoria',
      role: 'BOARD',
      description: 'Negociação: diretoria',
      min: '50000.01',
      max: '200000.00',
    },
    {
      code: 'NEG_PRESIDENCIA',
      mode: 'Presidência',
      role: 'PRESIDENCY',
      description: 'Negociação: presidência',
      min: '200000.01',
      max: null,
    },
  ]);
  await db.query(
    `insert into family_regional_managers (family, user_id)
     select f, u.id from unnest(array['TV', 'NOTEBOOK', 'MICROWAVE', 'MINISYSTEM', 'ARCON', 'MONITOR',
                                      'SMART', 'TABLET', 'DESKTOP']) f, users u where u.user_name = 'aprovador'`,
  );
}

/**
 * The demo book's negotiations: each representative gets deals in every status for his first
 * customers (two drafts, one of them blocked; two in approval, waiting for aprovador; one approved;
 * one concluded), three items each from the table that serves the customer, 2% off its price and
 * a few units each: within the regional manager's alçada; and two larger deals in approval, one
 * waiting for the board (about R$ 90.000,00) and one for the presidency (about R$ 320.000,00). Representatives negotiate and send deals (WORKFLOW starts their approval); regional
 * managers see their region's and may block them.
 */
export async function seedNegotiations(db: Db) {
  await seedApproval(db);
  const engine = { db, notifier: silentNotifier, now: () => new Date() };
  for (const userName of REPRESENTATIVES) {
    const rep = (await db.query<{ id: number }>('select id from users where user_name = $1', [userName]))
      .rows[0];
    if (!rep) continue;
    const { rows } = await db.query<{ id: number }>(
      `with c as (select c.id, c.uf, row_number() over (order by c.id) - 1 as k from customers c
                   where c.representative_id = $1 and c.status = 'ACTIVE' order by c.id limit $2)
       insert into negotiations (customer_id, representative_id, created_by, status, blocked, type_of_funds,
                                 type_of_payment, campaign, reason, first_period, last_period, destination_state,
                                 condition_payment, value_budget, budget_description, issue_date)
       select c.id, $1, $1, ($3::text[])[c.k + 1], c.k = 1,
              (array['VERBA_COMERCIAL', 'VPC', 'FAN', 'SEM_VERBA'])[1 + c.k % 4],
              (array['BOLETO', 'DEPOSITO', 'ABATIMENTO', 'BONIFICACAO'])[1 + c.k % 4],
              (array['Black Friday', 'Volta às aulas', 'Dia das Mães', 'Copa', 'Natal', 'Verão'])[1 + c.k % 6],
              'Ação comercial da campanha no ponto de venda',
              date_trunc('month', now())::date, (date_trunc('month', now()) + interval '2 months - 1 day')::date,
              coalesce(c.uf, 'SP'), '30/60/90 dias', 20000 + c.k * 2500, 'Verba da campanha', $4::date
         from c returning id`,
      [rep.id, BOOK.length, [...BOOK.map((s) => (SENT.has(s) ? 'DRAFT' : s))], businessDay()],
    );
    await db.query(
      `insert into negotiation_items (negotiation_id, product_id, negotiated_quantity, negotiated_price_without_ipi,
                                      perc_price_vpc, perc_vpc_fan, table_price, floor_price, ipi)
       select n.id, x.product_id, 1 + n.id % 3, round(x.price * 0.98, 2), 2.00, 1.00, x.price,
              coalesce(x.min_price, round(x.price * (100 - coalesce(x.max_discount, 0)) / 100, 2)), coalesce(p.ipi, 0)
         from negotiations n join customers c on c.id = n.customer_id
         cross join lateral (
           select i.product_id, i.price, i.min_price, i.max_discount from price_tables t
             join price_table_items i on i.price_table_id = t.id
            where ${validToday()} and ${SERVES}
              and round(i.price * 0.98, 2) >= coalesce(i.min_price, round(i.price * (100 - coalesce(i.max_discount, 0)) / 100, 2))
            order by ${SERVES_FIRST}, i.product_id
            limit 3 offset n.id % 7) x
         join products p on p.id = x.product_id
        where n.id = any($1::bigint[])`,
      [rows.map((r) => r.id)],
    );
    // The larger deals: as many units of each item as make the deal's total about the target.
    for (const [k, r] of rows.entries()) {
      const target = LARGER[BOOK[k]!];
      if (target)
        await db.query(
          `update negotiation_items i
              set negotiated_quantity = ceil($2::numeric / (select count(*) from negotiation_items x
                                                              where x.negotiation_id = i.negotiation_id)
                                         / round(i.negotiated_price_without_ipi * (1 + i.ipi / 100), 2))
            where i.negotiation_id = $1`,
          [r.id, target],
        );
    }
    const access = { auth: { userId: Number(rep.id) }, accessSet: await loadAccessSet(db, Number(rep.id)) };
    for (const [k, r] of rows.entries())
      if (SENT.has(BOOK[k]!)) await db.transaction((tx) => sendToApproval(tx, engine, access, Number(r.id)));
  }
  await db.query('analyze negotiations');
  await db.query('analyze negotiation_items');
}
