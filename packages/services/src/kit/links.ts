import type { Db } from '../db/db.js';

/** Where a `refList` field keeps its links: the table, its column of the record and of the other. */
export type Links = Record<string, { table: string; own: string; other: string }>;

/**
 * The `refList` fields of an area (a workflow type's situations): each read as the linked ids, in
 * order, as a JSON array, and written by replacing the record's links with the input's.
 */
export function linkStore(links: Links, alias: string) {
  return {
    keys: Object.keys(links),
    has: (key: string) => key in links,
    /** The SQL that reads a field's links, or undefined for a field that is no refList. */
    column: (key: string) => {
      const l = links[key];
      return l
        ? `coalesce((select json_agg(l.${l.other} order by l.${l.other}) from ${l.table} l where l.${l.own} = ${alias}.id), '[]')`
        : undefined;
    },
    async write(tx: Db, id: number, input: Record<string, unknown>) {
      for (const [key, l] of Object.entries(links)) {
        await tx.query(`delete from ${l.table} where ${l.own} = $1`, [id]);
        await tx.query(
          `insert into ${l.table} (${l.own}, ${l.other}) select $1, unnest($2::bigint[]) on conflict do nothing`,
          [id, input[key] ?? []],
        );
      }
    },
  };
}
