import type { Db } from '../../db/db.js';
import { searchSources } from './search.routes.js';
import type { SearchSource } from './search.sources.js';

type Row = Record<string, unknown> & { id: number | string };

/**
 * How a record is named where people read about it (the task panel's Registro, notifications):
 * the palette's title, and the first thing its palette line tells it apart by, in parentheses:
 * 'Loja Primavera 180 Ltda (12.345.678/0001-90)'.
 */
export function recordName(source: Pick<SearchSource, 'title' | 'subtitle'>, row: Row) {
  const title = source.title(row);
  const first = source.subtitle(row).split(' · ')[0];
  return first ? `${title} (${first})` : title;
}

/**
 * The areas a workflow's record route may name, by that route's base path. Where a record's own rows
 * share its path (a negotiation's items, a release's products), the record names it: it comes first.
 */
const byPath = () => {
  const map = new Map<string, Pick<SearchSource, 'list' | 'title' | 'subtitle'>>();
  for (const s of searchSources()) if (!map.has(s.base)) map.set(s.base, s);
  return map;
};

/**
 * The area of a record route: its own path, else the area whose path it lies under (an area's
 * approval screen, /sales/orders/approval, names the area's records).
 */
function sourceOf(recordPath: string) {
  const map = byPath();
  const under = [...map.keys()].filter((base) => recordPath.startsWith(`${base}/`));
  const base = under.sort((a, b) => b.length - a.length)[0];
  return map.get(recordPath) ?? (base ? map.get(base) : undefined);
}

/**
 * The names of some records of the area whose record route is `recordPath`, by id (as text, the
 * workflow's register id). A record that is gone, or a route no area declares, has no name here.
 * Names only: who may open the record is the record rule's business, on the record's page.
 */
export async function recordNames(db: Db, recordPath: string | null, ids: readonly string[]) {
  const names = new Map<string, string>();
  const source = recordPath ? sourceOf(recordPath) : undefined;
  const wanted = [...new Set(ids.filter((id) => /^\d{1,15}$/.test(id)))];
  if (!source || !wanted.length) return names;
  const { rows } = await db.query<Row>(
    `select * from (select ${source.list.select} from ${source.list.from}) r where r.id = any($1::bigint[])`,
    [wanted],
  );
  for (const row of rows) names.set(String(row.id), recordName(source, row));
  return names;
}

/**
 * A task list's search over the names of the records its executions point at: the condition that
 * `registerSql` (a workflow's register id, text) names a record whose area's search fields match
 * `like`, for the record routes `pathSql` may hold. One subquery per area the workflow types name.
 */
export async function recordNameSearch(db: Db, pathSql: string, registerSql: string) {
  const { rows } = await db.query<{ path: string }>(
    'select distinct record_path as path from workflow_types where record_path is not null',
  );
  const paths = new Map<Pick<SearchSource, 'list'>, string[]>();
  for (const { path } of rows) {
    const source = sourceOf(path);
    if (source) paths.set(source, [...(paths.get(source) ?? []), path]);
  }
  return (like: string, param: (v: unknown) => string) => {
    const arms = [...paths].map(([{ list }, routes]) => {
      const fields = Object.values(list.columns).filter((c) => c.search && !c.searchSql);
      const match = list.search
        ? `${list.search} like f_unaccent(${like})`
        : fields.map((c) => `f_unaccent(lower(${c.sql})) like f_unaccent(${like})`).join(' or ');
      const at = param(routes);
      // Only the records a workflow of these routes points at are read (an index lookup each), never
      // the whole area (an order list of a million).
      return `(${pathSql} = any(${at}::text[]) and ${registerSql} in
                (select (${list.tieBreaker})::text from ${list.from}
                  where ${list.tieBreaker} in (
                          select w.register_id::bigint from workflow_executions w
                            join workflow_types wt on wt.id = w.type_id and wt.record_path = any(${at}::text[])
                           where w.register_id ~ '^[0-9]{1,18}$')
                    and (${match})))`;
    });
    return arms.length ? `(${arms.join(' or ')})` : 'false';
  };
}

/** One record's name; `registro <id>` when it has none (a record gone, an area without names). */
export async function nameOfRecord(db: Db, recordPath: string | null, registerId: string) {
  return (await recordNames(db, recordPath, [registerId])).get(registerId) ?? `registro ${registerId}`;
}
