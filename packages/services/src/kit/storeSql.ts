import { outputFields, type ResourceDef } from '@balcao/schema/resources';
import type { ListSpec } from '../lib/list.js';
import { LIST_TYPE } from './fieldTypes.js';
import { linkStore } from './links.js';
import type { Row, Storage } from './store.js';
import { snake } from './unique.js';

/**
 * How an area's records are read in SQL (kit/store.ts writes them): each field's column, the
 * select list, the list spec (lib/list.ts) and the row as the driver returns it made plain.
 */
export function storeSql(def: ResourceDef, storage: Storage) {
  const { alias, table } = storage;
  const links = linkStore(storage.links ?? {}, alias, storage.parts);
  const named = (key: string) => storage.names?.[key] ?? snake(key);
  const column = (key: string) => storage.columns?.[key] ?? links.column(key) ?? `${alias}.${named(key)}`;
  for (const [key, f] of Object.entries(def.fields)) {
    if (f.input === false && !storage.columns?.[key])
      throw new Error(`${def.name}.${key} is output only: its storage needs its SQL`);
    if (f.type === 'refList' && !links.has(key)) throw new Error(`${def.name}.${key} needs its links' table`);
  }
  const own = outputFields(def).map(([k]) => k);
  const outputs = ['id', ...own, ...(def.active ? ['active'] : [])];
  const extraColumns = Object.entries(storage.extra ?? {}).map(([k, sql]) => `${sql} as "${k}"`);
  // A day as YYYY-MM-DD and money as its decimal text, whatever either driver makes of them.
  const output = (k: string) => {
    const type = def.fields[k]?.type;
    if (type === 'date') return `to_char(${column(k)}, 'YYYY-MM-DD')`;
    if (type === 'money' || type === 'percent') return `(${column(k)})::text`;
    return column(k);
  };
  const select = [
    ...outputs.map((k) => `${output(k)} as "${k}"`),
    ...extraColumns,
    // Microseconds kept: the stale-save check compares what was read with what is stored.
    `to_json(${alias}.updated_at) #>> '{}' as "updatedAt"`,
  ].join(', ');
  const from = storage.from ?? `${table} ${alias}`;

  const list: ListSpec = {
    select,
    from,
    columns: {
      ...Object.fromEntries(
        Object.entries(def.fields)
          .filter(([, f]) => f.sort || f.search || f.filter)
          .map(([k, f]) => [
            k,
            {
              sql: column(k),
              type: LIST_TYPE[f.type],
              search: f.search,
              sort: f.sort,
              filter: f.filter,
              ...(storage.sorts?.[k] ? { sortSql: storage.sorts[k] } : {}),
              ...(storage.notNull?.includes(k) ? { notNull: true } : {}),
            },
          ]),
      ),
      ...(def.active
        ? { active: { sql: `${alias}.active`, type: 'boolean', sort: true, filter: true } }
        : {}),
      updatedAt: { sql: `${alias}.updated_at`, type: 'date', sort: true, filter: true },
    },
    defaultOrder: { by: def.order[0], sort: def.order[1] },
    tieBreaker: `${alias}.id`,
    ...(storage.keyFrom ? { keyFrom: storage.keyFrom } : {}),
    ...(storage.search ? { search: storage.search } : {}),
    ...(storage.countBound ? { countBound: storage.countBound } : {}),
    ...(storage.searchCountBound ? { searchCountBound: storage.searchCountBound } : {}),
  };

  /** ids and references as numbers, whatever the driver made of a bigint. */
  const normalize = (r: Record<string, unknown>): Row => {
    const row = { ...r, id: Number(r.id) } as Row;
    for (const [k, f] of Object.entries(def.fields))
      if ((f.type === 'ref' || f.type === 'int') && row[k] !== null && row[k] !== undefined)
        row[k] = Number(row[k]);
      else if (f.type === 'refList') row[k] = ((row[k] as unknown[] | null) ?? []).map(Number);
    return row;
  };

  return { links, named, column, select, from, list, normalize, own };
}
