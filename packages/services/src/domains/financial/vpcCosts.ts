import type { Db } from '../../db/db.js';
import { customerCondition, type Caller } from '../customers/access.js';
import { seesAllOf } from './access.js';
import {
  monthLabel,
  periodQuery,
  periodWhere,
  summaryRoutes,
  type PeriodQuery,
  type ZodApp,
} from './summary.js';

/** One line of /financial/custVpc: a customer's approved VPC in one month, and its NDs. */
export type VpcCostRow = {
  customerId: string;
  corporateName: string;
  month: string;
  requests: number;
  value: string;
  ndsValue: string;
};

/**
 * The VPC cost per customer and period: the approved requests' values by customer and month of
 * their period's start, with their NDs; sums in numeric. Every customer for finance, else only the
 * customers the caller may see.
 */
export async function vpcCostRows(db: Db, q: PeriodQuery, caller: Caller) {
  const visible = seesAllOf('VPC')(caller)
    ? { sql: 'true', params: [] as unknown[] }
    : customerCondition(caller);
  const params: unknown[] = [...visible.params];
  const where = [`v.status = 'APPROVED'`, visible.sql, ...periodWhere(q, 'v.first_period', params, true)];
  if (q.customerId) where.push(`v.customer_id = $${params.push(q.customerId)}`);
  const { rows } = await db.query<VpcCostRow>(
    `select c.id::text as "customerId", c.corporate_name as "corporateName",
            to_char(v.first_period, 'YYYY-MM') as month, count(*)::int as requests,
            sum(v.value)::text as value,
            coalesce(sum((select sum(d.value) from vpc_request_debit_notes l join debit_notes d on d.id = l.debit_note_id
                           where l.vpc_request_id = v.id)), 0)::text as "ndsValue"
       from vpc_requests v join customers c on c.id = v.customer_id
      where ${where.join(' and ')}
      group by c.id, c.corporate_name, 3 order by 3 desc, c.corporate_name`,
    params,
  );
  return rows.map((r) => ({ ...r, month: monthLabel(r.month) }));
}

/** GET /vpc-requests/costs and its export (CUSTO_VPC × VISUALIZAR). */
export function vpcCosts(app: ZodApp, db: Db) {
  summaryRoutes(app, {
    db,
    path: '/vpc-requests/costs',
    module: 'CUSTO_VPC',
    title: 'Custo VPC',
    query: periodQuery,
    rows: vpcCostRows,
    columns: [
      { title: 'Cliente', type: 'text', value: (r: VpcCostRow) => r.corporateName },
      { title: 'Mês', type: 'text', value: (r: VpcCostRow) => r.month },
      { title: 'Solicitações', type: 'number', value: (r: VpcCostRow) => r.requests },
      { title: 'Custo VPC', type: 'money', value: (r: VpcCostRow) => r.value },
      { title: 'Valor das NDs', type: 'money', value: (r: VpcCostRow) => r.ndsValue },
    ],
  });
}
