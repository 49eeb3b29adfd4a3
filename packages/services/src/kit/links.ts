import type { Db } from '../db/db.js';

/** Where a `refList` field keeps its links: the table, its column of the record and of the other. */
export type Links = Record<string, { table: string; own: string; other: string }>;

/**
 * A field kept in other tables in the area's own shape (a profile's grants, by module with their
 * actions): `read`, SQL of its value as a JSON array (the record's alias in scope); `write`, how a
 * save replaces the record's with the input's, in the write's transaction.
 */
export type Part = { read: string; write: (tx: Db, id: number, value: unknown[]) => Promise<void> };
export type Parts = Record<string, Part>;

/** A refList's links as a part: the linked ids, in order, replaced by the input's. */
const linkPart = (alias: string, l: Links[string]): Part => ({
  read: `coalesce((select json_agg(l.${l.other} order by l.${l.other}) from ${l.table} l where l.${l.own} = ${alias}.id), '[]')`,
  write: async (tx, id, value) => {
    await tx.query(`delete from ${l.table} where ${l.own} = $1`, [id]);
    await tx.query(
      `insert into ${l.table} (${l.own}, ${l.other}) select $1, unnest($2::bigint[]) on conflict do nothing`,
      [id, value],
    );
  },
});

/**
 * The fields of an area kept beside its record: each `refList` field's links (a workflow type's
 * situations) and the area's own parts; each read with the record and written with its input.
 */
export function linkStore(links: Links, alias: string, own: Parts = {}) {
  const parts: Parts = {
    ...Object.fromEntries(Object.entries(links).map(([k, l]) => [k, linkPart(alias, l)])),
    ...own,
  };
  return {
    keys: Object.keys(parts),
    has: (key: string) => key in parts,
    /** The SQL that reads a field kept beside the record, or undefined for any other. */
    column: (key: string) => parts[key]?.read,
    async write(tx: Db, id: number, input: Record<string, unknown>) {
      for (const [key, p] of Object.entries(parts)) await p.write(tx, id, (input[key] as unknown[]) ?? []);
    },
  };
}
