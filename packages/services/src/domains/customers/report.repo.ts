import {
  CUSTOMER_STATUS_LABEL,
  CUSTOMER_WORKFLOW,
  deadlineStatus,
  formatCnpj,
  formatCpf,
  formatDateBr,
  PROSPECT_STATUSES,
  REGIONS,
  regionOfUf,
  type CustomerStatus,
} from '@balcao/schema';
import type { Db } from '../../db/db.js';
import type { ExportColumn } from '../../lib/exports.js';
import type { ListSpec } from '../../lib/list.js';
import { regionSql } from '../../lib/regions.js';
import { zoneSql } from '../../lib/zone.js';
import { deadlineStatusSql } from '../workflows/tasks.queries.js';
import { customerCondition, customerListWhere, type Caller } from './access.js';

/** The region of `c.uf` (schema REGION_UFS) as SQL. */
const REGION_SQL = regionSql('c.uf');

export type ReportRow = {
  id: number;
  status: CustomerStatus;
  cnpj: string | null;
  cpf: string | null;
  corporateName: string;
  shortName: string;
  companyCode: string;
  city: string | null;
  uf: string | null;
  region: string | null;
  representativeName: string | null;
  riskClass: string | null;
  taxRegime: string | null;
  suggestedLimit: string | null;
  implantationDate: string | null;
  createdAt: string;
};

/** The report's rows (/client/customer/report): filters status, region, uf, representative, risk class, registration date. */
export const reportSpec = (caller: Caller): ListSpec => ({
  select: `c.id, c.status, c.cnpj, c.cpf, c.corporate_name as "corporateName", c.short_name as "shortName",
    co.code as "companyCode", c.city, c.uf, ${REGION_SQL} as region,
    (select u.name from users u where u.id = c.representative_id) as "representativeName",
    c.risk_class as "riskClass", c.tax_regime as "taxRegime", c.suggested_limit::text as "suggestedLimit",
    to_char(c.implantation_date, 'YYYY-MM-DD') as "implantationDate",
    to_json(c.created_at) #>> '{}' as "createdAt"`,
  from: 'customers c join companies co on co.id = c.company_id',
  columns: {
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    shortName: { sql: 'lower(c.short_name)', type: 'text', search: true, sort: true },
    cnpj: { sql: 'c.cnpj', type: 'text', search: true, sort: true },
    city: { sql: 'c.city', type: 'text', search: true, sort: true },
    uf: { sql: 'c.uf', type: 'text', sort: true, filter: true },
    region: { sql: REGION_SQL, type: 'enum', sort: true, filter: true },
    status: { sql: 'c.status', type: 'enum', sort: true, filter: true },
    representativeId: { sql: 'c.representative_id', type: 'number', filter: true },
    riskClass: { sql: 'c.risk_class', type: 'text', sort: true, filter: true },
    suggestedLimit: { sql: 'c.suggested_limit', type: 'number', sort: true },
    createdAt: { sql: 'c.created_at', type: 'date', sort: true, filter: true },
  },
  defaultOrder: { by: 'corporateName', sort: 'ASC' },
  tieBreaker: 'c.id',
  where: customerListWhere(caller),
});

/** The report's columns in the XLSX, in order (pt-BR texts, money as a number with its format). */
export const REPORT_COLUMNS: ExportColumn<ReportRow>[] = [
  { title: 'Código', type: 'number', value: (r) => Number(r.id) },
  { title: 'Razão social', type: 'text', value: (r) => r.corporateName },
  { title: 'Nome reduzido', type: 'text', value: (r) => r.shortName },
  {
    title: 'CNPJ / CPF',
    type: 'text',
    value: (r) => (r.cnpj ? formatCnpj(r.cnpj) : formatCpf(r.cpf ?? '')),
  },
  { title: 'Matriz', type: 'text', value: (r) => r.companyCode },
  { title: 'Cidade', type: 'text', value: (r) => r.city },
  { title: 'UF', type: 'text', value: (r) => r.uf },
  {
    title: 'Região',
    type: 'text',
    value: (r) => (r.region ? REGIONS[r.region as keyof typeof REGIONS] : ''),
  },
  { title: 'Representante', type: 'text', value: (r) => r.representativeName },
  { title: 'Situação', type: 'text', value: (r) => CUSTOMER_STATUS_LABEL[r.status] ?? r.status },
  { title: 'Classe de risco', type: 'text', value: (r) => r.riskClass },
  { title: 'Regime tributário', type: 'text', value: (r) => r.taxRegime },
  { title: 'Limite sugerido', type: 'money', value: (r) => r.suggestedLimit },
  { title: 'Data de implantação', type: 'text', value: (r) => formatDateBr(r.implantationDate) },
  { title: 'Cadastrado em', type: 'datetime', value: (r) => r.createdAt },
];

type Count = { key: string | null; count: number };
const counts = async (db: Db, caller: Caller, by: string, extra = '') => {
  const { sql, params } = customerCondition(caller);
  const { rows } = await db.query<Count>(
    `select ${by} as key, count(*)::int as count from customers c where ${sql} ${extra} group by 1 order by 1`,
    params,
  );
  return rows.map((r) => ({ key: r.key, count: Number(r.count) }));
};

/** The first day of the month 11 months before `now`'s month, in the business's time zone. */
const monthsFrom = () => `date_trunc('month', now() at time zone ${zoneSql()}) - interval '11 months'`;

/**
 * The dashboard of the customers the caller may see: one SQL per aggregate (status, state, risk
 * class, new registrations per month over the last 12 months); the regions add up the states.
 */
export async function customerDashboard(db: Db, caller: Caller) {
  const byStatus = await counts(db, caller, 'c.status');
  const byState = await counts(db, caller, 'c.uf');
  const byRiskClass = await counts(db, caller, 'c.risk_class');
  const perMonth = await counts(
    db,
    caller,
    `to_char(c.created_at at time zone ${zoneSql()}, 'YYYY-MM')`,
    `and c.created_at >= (${monthsFrom()}) at time zone ${zoneSql()}`,
  );
  const regions = new Map<string | null, number>();
  for (const s of byState) {
    const r = regionOfUf(s.key);
    regions.set(r, (regions.get(r) ?? 0) + s.count);
  }
  const byRegion = [...regions].map(([key, count]) => ({ key, count }));
  const { rows } = await db.query<{ m: string }>(
    `select to_char(${monthsFrom()} + g * interval '1 month', 'YYYY-MM') as m from generate_series(0, 11) g`,
  );
  const month = new Map(perMonth.map((m) => [m.key, m.count]));
  const n = (s: string) => byStatus.find((x) => x.key === s)?.count ?? 0;
  return {
    total: byStatus.reduce((a, s) => a + s.count, 0),
    active: n('ACTIVE'),
    inactive: n('INACTIVE'),
    prospects: n('PRE_REGISTRATION') + n('IN_APPROVAL'),
    newThisMonth: month.get(rows.at(-1)!.m) ?? 0,
    byStatus,
    byRegion,
    byState,
    byRiskClass,
    newPerMonth: rows.map((r) => ({ key: r.m, count: month.get(r.m) ?? 0 })),
  };
}

/** Prospects (/client/customerProspection/view): pre-registrations and customers in approval, with their flow's current step. */
export const prospectSpec = (caller: Caller, now: Date): ListSpec => ({
  select: `c.id, c.status, c.cnpj, c.cpf, c.corporate_name as "corporateName", c.short_name as "shortName",
    co.code as "companyCode", c.city, c.uf,
    (select u.name from users u where u.id = c.representative_id) as "representativeName",
    to_json(c.created_at) #>> '{}' as "createdAt", e.id as "executionWorkflowId", k.title as "taskTitle",
    (select u.name from users u where u.id = s.assignee_id) as "assignee",
    s.status as "stepStatus", s.assignee_id as "assigneeId", to_json(s.opened_at) #>> '{}' as "openedAt",
    to_json(s.due_at) #>> '{}' as "dueAt", to_json(s.completed_at) #>> '{}' as "completedAt"`,
  from: `customers c join companies co on co.id = c.company_id
    left join lateral (select x.id from workflow_executions x
        join workflow_types t on t.id = x.type_id and t.code = '${CUSTOMER_WORKFLOW}'
       where x.register_id = c.id::text order by x.id desc limit 1) e on true
    left join lateral (select * from workflow_steps y where y.execution_id = e.id order by y.seq desc limit 1) s on true
    left join workflow_tasks k on k.id = s.task_id`,
  columns: {
    corporateName: { sql: 'c.corporate_name', type: 'text', search: true, sort: true },
    cnpj: { sql: 'c.cnpj', type: 'text', search: true, sort: true },
    status: { sql: 'c.status', type: 'enum', sort: true, filter: true },
    createdAt: { sql: 'c.created_at', type: 'date', sort: true, filter: true },
    dueAt: { sql: 's.due_at', type: 'date', sort: true },
    deadlineStatus: {
      sql: deadlineStatusSql(now),
      type: 'enum',
      filter: true,
      filterSql: `(s.id is not null and ${deadlineStatusSql(now)} = any(:values))`,
    },
  },
  defaultOrder: { by: 'dueAt', sort: 'ASC' },
  tieBreaker: 'c.id',
  where: [{ sql: 'c.status = any(:1)', params: [PROSPECT_STATUSES] }, ...customerListWhere(caller)],
});

type ProspectRow = Record<string, unknown> & {
  stepStatus: 'OPEN' | 'DONE' | 'CANCELLED' | null;
  assigneeId: number | null;
  openedAt: string | null;
  dueAt: string | null;
  completedAt: string | null;
};
const date = (s: string | null) => (s ? new Date(s) : null);
/** A prospect row with its deadline status (schema deadlineStatus: the one rule), none without a flow. */
export const withDeadline = (now: Date) => (r: ProspectRow) => {
  const { stepStatus, assigneeId, ...rest } = r;
  return {
    ...rest,
    assigneeId,
    deadlineStatus: stepStatus
      ? deadlineStatus(
          {
            status: stepStatus,
            openedAt: date(r.openedAt),
            dueAt: date(r.dueAt),
            completedAt: date(r.completedAt),
            assigneeId: assigneeId === null ? null : Number(assigneeId),
          },
          now,
        )
      : null,
  };
};
