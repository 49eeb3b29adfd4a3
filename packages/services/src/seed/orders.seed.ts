import { businessDay, ORDER_APPROVAL_PATH, ORDER_WORKFLOW } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { loadAccessSet } from '../domains/accesses/accesses.repo.js';
import { sendToErp } from '../domains/orders/orders.erp.js';
import { answerItems, sendToApproval } from '../domains/orders/orders.workflow.js';
import { SERVES, SERVES_FIRST, validToday } from '../domains/pricing/pricing.repo.js';
import { silentNotifier } from '../domains/workflows/notifier.js';
import { simulatedErp } from '../erp/erp.simulated.js';
import { seedApprovalWorkflow } from './workflows.seed.js';

const REPRESENTATIVES = ['vendedor', 'ralmeida', 'mcosta', 'pnogueira'];
/**
 * What each representative's book cycles through, one order of each in turn: SEND goes to
 * approval (waiting for aprovador), RETURN is approved in part by him and returned for correction;
 * OFF is a deactivated draft.
 */
const BOOK = [
  'DRAFT',
  'SEND',
  'APPROVED',
  'INVOICED',
  'PARTIALLY_INVOICED',
  'RETURN',
  'INVOICED',
  'APPROVED',
  'INVOICED',
  'OFF',
] as const;
/** Orders per representative in the default book (a few hundred in all). */
const PER_REP = 60;
const ENGINE = new Set(['SEND', 'RETURN']);
const silentLog = { error: () => undefined };

/** The approval of orders, item by item: requested by the representative, answered by the regional manager. */
async function seedApproval(db: Db) {
  await seedApprovalWorkflow(db, {
    code: ORDER_WORKFLOW,
    title: 'Aprovação de Pedidos',
    description: 'Aprovação dos itens de um pedido pelo gerente regional',
    recordPath: ORDER_APPROVAL_PATH,
    startModule: 'PEDIDOS',
    tasks: ['Solicitação de aprovação do pedido', 'Aprovação dos itens do pedido'],
    approverRole: 'REGIONAL_MANAGER',
    approvalActions: 'APROVACAO_ITENS',
  });
}

/**
 * `count` orders of one representative for his active customers in turn, dated over the last
 * `days` days, each with one to three items from the table that serves the customer (its price);
 * statuses cycle through `book`. Approved and invoiced ones have their ERP number and invoiced
 * quantities. One statement each for orders and items: the bulk generator uses it too.
 */
async function insertBook(db: Db, repId: number, count: number, book: readonly string[], days: number) {
  const { rows } = await db.query<{ id: number; status: string }>(
    `with c as (select c.id, row_number() over (order by c.id) - 1 as k, count(*) over () as n
                  from customers c where c.representative_id = $1 and c.status = 'ACTIVE'),
          g as (select k from generate_series(0, $2::int - 1) k)
     insert into orders (customer_id, representative_id, regional_manager_id, created_by, status, erp_status,
                         active, establishment_code, order_type, origin_order, crm_code, condition_payment,
                         type_freight, logistic_company, customer_order_code, remittance_order_code,
                         issue_date, delivery_date, completion_date)
     select c.id, $1, h.regional_manager_id, $1, s.status, s.erp, s.book <> 'OFF',
            (array['01', '02', '03'])[1 + g.k % 3], (array['VENDA', 'VENDA', 'VENDA', 'BONIFICACAO', 'TROCA'])[1 + g.k % 5],
            'TABELA', 'CRM-' || lpad(($1 * 100000 + g.k)::text, 7, '0'),
            (array['28 dias', '30/60 dias', '30/60/90 dias', 'À vista'])[1 + g.k % 4],
            (array['CIF', 'FOB'])[1 + g.k % 2],
            (array['Rodonaves', 'Braspress', 'Jamef', 'TNT Mercúrio'])[1 + g.k % 4],
            'OC-' || lpad(($1 * 100000 + g.k)::text, 7, '0'),
            case when g.k % 4 = 0 then 'RM-' || lpad(($1 * 100000 + g.k)::text, 7, '0') end,
            $4::date - (g.k * $5::int / greatest($2::int, 1)),
            $4::date - (g.k * $5::int / greatest($2::int, 1)) + 10,
            case when s.status = 'INVOICED' then $4::date - (g.k * $5::int / greatest($2::int, 1)) + 7 end
       from g join c on c.k = g.k % c.n
       left join customer_business_hierarchy h on h.customer_id = c.id
      cross join lateral (select ($3::text[])[1 + g.k % cardinality($3::text[])] as book) b
      cross join lateral (select b.book,
              case when b.book in ('SEND', 'RETURN', 'OFF') then 'DRAFT' else b.book end as status,
              case when b.book in ('APPROVED', 'INVOICED', 'PARTIALLY_INVOICED') then 'SENT' else 'NOT_SENT' end as erp) s
     returning id, status`,
    [repId, count, book, businessDay(), days],
  );
  const ids = rows.map((r) => Number(r.id));
  await db.query(
    `update orders set totvs_code = 'PV' || lpad(id::text, 8, '0')
      where id = any($1::bigint[]) and erp_status = 'SENT'`,
    [ids],
  );
  // Each customer's first nine priced products are read once per chunk (not once per order); an
  // order takes one to three of them from its own offset.
  await db.query(
    `with o as (select id, customer_id, status, erp_status from orders where id = any($1::bigint[])),
          priced as (
            select oc.customer_id, x.product_id, x.price, x.floor, x.rn
              from (select distinct customer_id from o) oc join customers c on c.id = oc.customer_id
             cross join lateral (
               select i.product_id, i.price,
                      coalesce(i.min_price, round(i.price * (100 - coalesce(i.max_discount, 0)) / 100, 2)) as floor,
                      row_number() over (order by ${SERVES_FIRST}, i.product_id) - 1 as rn
                 from price_tables t join price_table_items i on i.price_table_id = t.id
                where ${validToday()} and ${SERVES}
                order by ${SERVES_FIRST}, i.product_id limit 9) x)
     insert into order_items (order_id, product_id, quantity, price, table_price, min_price, ipi, status,
                              sent_to_erp, invoiced_quantity)
     select o.id, x.product_id, x.q, x.price, x.price, x.floor, coalesce(p.ipi, 0),
            case when o.erp_status = 'SENT' then 'APPROVED' else 'PENDING' end, o.erp_status = 'SENT',
            case o.status when 'INVOICED' then x.q when 'PARTIALLY_INVOICED' then x.q / 2 else 0 end
       from o cross join lateral (
         select pr.product_id, pr.price, pr.floor, 2 + ((o.id + pr.product_id) % 11)::int as q
           from priced pr
          where pr.customer_id = o.customer_id and pr.rn >= o.id % 7 and pr.rn < o.id % 7 + 1 + o.id % 3) x
       join products p on p.id = x.product_id`,
    [ids],
  );
  return rows;
}

/**
 * The demo book's orders: each representative gets orders in every status for his customers over
 * the last twelve months (drafts, one deactivated; approved, partially and fully invoiced, with
 * their ERP number), some waiting for aprovador's approval and some he approved in part and
 * returned for correction, through the workflow engine and the (simulated) ERP.
 */
export async function seedOrders(db: Db) {
  await seedApproval(db);
  const engine = { db, notifier: silentNotifier, now: () => new Date() };
  const approver = (await db.query<{ id: number }>(`select id from users where user_name = 'aprovador'`))
    .rows[0];
  const approverCaller = approver && {
    auth: { userId: Number(approver.id) },
    accessSet: await loadAccessSet(db, Number(approver.id)),
  };
  for (const userName of REPRESENTATIVES) {
    const rep = (await db.query<{ id: number }>('select id from users where user_name = $1', [userName]))
      .rows[0];
    if (!rep) continue;
    const rows = await insertBook(db, Number(rep.id), PER_REP, BOOK, 365);
    const caller = { auth: { userId: Number(rep.id) }, accessSet: await loadAccessSet(db, Number(rep.id)) };
    for (const [k, r] of rows.entries()) {
      const kind = BOOK[k % BOOK.length]!;
      if (!ENGINE.has(kind)) continue;
      await sendToApproval(engine, caller, Number(r.id));
      if (kind !== 'RETURN' || !approverCaller) continue;
      const items = await db.query<{ id: number }>(
        'select id from order_items where order_id = $1 order by id',
        [r.id],
      );
      await answerItems(
        engine,
        approverCaller,
        Number(r.id),
        items.rows.map((i, n) => ({ id: Number(i.id), approved: n > 0 })),
      );
      await sendToErp(db, simulatedErp(), silentLog, Number(r.id), approverCaller.auth.userId);
    }
  }
  await db.query('analyze orders');
  await db.query('analyze order_items');
}

/** The demo book's volume on a first start: with the 240 above, about 20,000 orders (SEED_BULK_ORDERS). */
export const DEMO_BULK_ORDERS = 19_760;

/**
 * SEED_BULK_ORDERS: `count` more orders over twelve months for the representatives, in the
 * statuses that need no running approval (draft, approved, partially invoiced, invoiced,
 * deactivated): volume for the order grid and the sales dashboard.
 */
export async function seedBulkOrders(db: Db, count: number) {
  const reps = await db.query<{ id: number }>(
    `select id from users where user_name = any($1::text[]) order by id`,
    [REPRESENTATIVES],
  );
  const book = BOOK.filter((s) => !ENGINE.has(s));
  for (const [n, r] of reps.rows.entries()) {
    const share = Math.floor(count / reps.rows.length) + (n < count % reps.rows.length ? 1 : 0);
    for (let done = 0; done < share; done += 5000)
      await insertBook(db, Number(r.id), Math.min(5000, share - done), book, 365);
  }
  await db.query('analyze orders');
  await db.query('analyze order_items');
}
