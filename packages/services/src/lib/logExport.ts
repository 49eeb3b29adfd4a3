import { GRID, MSG } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { HttpError } from '../errors.js';
import { EXPORT_PAGE, type ExportColumn } from './exports.js';
import { list, type ListQuery, type ListSpec } from './list.js';

/** One changed field of one history entry: a line of the log export. */
export type LogLine = {
  record: string;
  action: string;
  at: string;
  user: string;
  field: string;
  from: unknown;
  to: unknown;
};

const ACTION_TEXT: Record<string, string> = { create: 'Inclusão', update: 'Alteração', delete: 'Exclusão' };

const show = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'boolean'
      ? v
        ? 'Sim'
        : 'Não'
      : Array.isArray(v)
        ? v.map((x) => (typeof x === 'object' && x && 'name' in x ? String(x.name) : show(x))).join(', ')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);

/** The columns of every log export: which record, what, when, who, and each field from → to. */
export const logColumns = (labels: Record<string, string>): ExportColumn<LogLine>[] => [
  { title: 'Registro', type: 'text', value: (l) => l.record },
  { title: 'Ação', type: 'text', value: (l) => ACTION_TEXT[l.action] ?? l.action },
  { title: 'Data', type: 'datetime', value: (l) => l.at },
  { title: 'Usuário', type: 'text', value: (l) => l.user },
  { title: 'Campo', type: 'text', value: (l) => labels[l.field] ?? l.field },
  { title: 'De', type: 'text', value: (l) => show(l.from) },
  { title: 'Para', type: 'text', value: (l) => (l.field === 'password' ? 'alterada' : show(l.to)) },
];

type AuditRow = {
  entity_id: string;
  action: string;
  at: string;
  user_name: string | null;
  changes: Record<string, { from?: unknown; to?: unknown }>;
};

/**
 * The history (audit entries) of every record the list query selects, a page of records at a time:
 * records in the list's order, each one's entries oldest first, one line per changed field.
 * Refused above GRID.exportLogLimit records, as the grid hides the button then.
 */
export async function* logLines<Row extends { id: number | string }>(
  db: Db,
  entity: string,
  spec: ListSpec,
  query: ListQuery,
  recordName: (row: Row) => string,
): AsyncGenerator<LogLine> {
  for (let page = 1; ; page++) {
    const { rows } = await list<Row>(db, spec, { ...query, page, pageSize: EXPORT_PAGE } as ListQuery);
    if (rows.length === 0) return;
    const names = new Map(rows.map((r) => [String(r.id), recordName(r)]));
    const { rows: entries } = await db.query<AuditRow>(
      `select a.entity_id::text, a.action, a.at, u.name as user_name, a.changes
         from audit_log a left join users u on u.id = a.user_id
        where a.entity = $1 and a.entity_id = any($2::bigint[])
        order by array_position($2::bigint[], a.entity_id), a.at, a.id`,
      [entity, rows.map((r) => Number(r.id))],
    );
    for (const e of entries)
      for (const [field, c] of Object.entries(e.changes))
        yield {
          record: names.get(e.entity_id) ?? e.entity_id,
          action: e.action,
          at: typeof e.at === 'string' ? e.at : new Date(e.at).toISOString(),
          user: e.user_name ?? '',
          field,
          from: c.from,
          to: c.to,
        };
    if (rows.length < EXPORT_PAGE) return;
  }
}

/** 400 when the list selects more records than a log export takes. */
export async function assertLogLimit(db: Db, spec: ListSpec, query: ListQuery) {
  const { totalRegisters } = await list(db, spec, { ...query, page: 1, pageSize: 1 } as ListQuery);
  if (totalRegisters > GRID.exportLogLimit)
    throw new HttpError(
      400,
      'EXPORT_LOG_LIMIT',
      MSG.exportLogTooMany(GRID.exportLogLimit.toLocaleString('pt-BR')),
    );
}
