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
 * Records whose history goes with their parent's in a log (a negotiation's items): given a page of
 * parents, each related record's id, its parent's id and its name under the parent.
 */
export type RelatedLog = {
  entity: string;
  records: (
    db: Db,
    parents: { id: number | string }[],
  ) => Promise<{ id: number; parent: number; name: string }[]>;
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
  related?: RelatedLog,
): AsyncGenerator<LogLine> {
  for (let page = 1; ; page++) {
    const { rows } = await list<Row>(db, spec, { ...query, page, pageSize: EXPORT_PAGE } as ListQuery);
    if (rows.length === 0) return;
    const names = new Map(rows.map((r) => [`${entity}:${r.id}`, recordName(r)]));
    const ids = rows.map((r) => Number(r.id));
    // A related record's entries go with its parent's, after them, named under it.
    const parentOf = new Map<string, number>();
    if (related) {
      for (const r of await related.records(db, rows)) {
        const key = `${related.entity}:${r.id}`;
        parentOf.set(key, r.parent);
        names.set(key, `${names.get(`${entity}:${r.parent}`) ?? r.parent} · ${r.name}`);
      }
    }
    const relatedIds = [...parentOf.keys()].map((k) => Number(k.slice(k.indexOf(':') + 1)));
    const { rows: entries } = await db.query<AuditRow & { entity: string }>(
      `select a.entity, a.entity_id::text, a.action, a.at, u.name as user_name, a.changes
         from audit_log a left join users u on u.id = a.user_id
        where (a.entity = $1 and a.entity_id = any($2::bigint[]))
           or (a.entity = $3 and a.entity_id = any($4::bigint[]))
        order by a.at, a.id`,
      [entity, ids, related?.entity ?? '', relatedIds],
    );
    const position = new Map(ids.map((id, i) => [String(id), i]));
    const placeOf = (e: { entity: string; entity_id: string }) => {
      const parent = e.entity === entity ? e.entity_id : String(parentOf.get(`${e.entity}:${e.entity_id}`));
      return [position.get(parent) ?? 0, e.entity === entity ? 0 : 1] as const;
    };
    // Records in the list's order, each one's entries (then its related records') oldest first.
    const ordered = entries
      .map((e, i) => ({ e, i, place: placeOf(e) }))
      .sort((a, b) => a.place[0] - b.place[0] || a.place[1] - b.place[1] || a.i - b.i);
    for (const { e } of ordered)
      for (const [field, c] of Object.entries(e.changes))
        yield {
          record: names.get(`${e.entity}:${e.entity_id}`) ?? e.entity_id,
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
