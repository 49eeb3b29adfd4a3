import { displayOf, inputFields, resourceMessages, type ResourceDef } from '@balcao/schema/resources';
import type { Db } from '../db/db.js';
import { assertFresh, notFound } from '../errors.js';
import { diff, recordChange } from '../lib/audit.js';
import type { ListSpec } from '../lib/list.js';
import { emptyInput } from './fieldTypes.js';
import type { Links, Parts } from './links.js';
import { storeSql } from './storeSql.js';
import { stored, uniqueness } from './unique.js';

/**
 * Where an area's records live: the table and its alias; `from` when the list joins other tables;
 * `columns`, SQL for the fields that are not `<alias>.<snake_case>` (a joined name, for one).
 */
export type Storage = {
  table: string;
  alias: string;
  from?: string;
  /** What a field sorts by when not its SQL: the same order, cheaper (a deal's number by its id). */
  sorts?: Record<string, string>;
  /** Fields whose sort expression is never null (an index read backwards then serves DESC). */
  notNull?: string[];
  /** The list's leaner FROM for counting and finding a page's keys (lib/list.ts `keyFrom`). */
  keyFrom?: ListSpec['keyFrom'];
  /** The one expression the list's search reads (lib/list.ts `search`). */
  search?: string;
  /** Counted exactly up to this many rows, estimated past them (lib/list.ts `countBound`). */
  countBound?: number;
  /** A search's lower bound (lib/list.ts `searchCountBound`). */
  searchCountBound?: number;
  columns?: Record<string, string>;
  /** The table records who created each row (created_by). */
  createdBy?: boolean;
  /** Columns answered with every record beyond the definition's (a user's photo): SQL by key. */
  extra?: Record<string, string>;
  /** Where each `refList` field keeps its links (kit/links.ts). */
  links?: Links;
  /** Fields kept in other tables in the area's own shape (a profile's grants; kit/links.ts). */
  parts?: Parts;
  /** The column a field is kept in when it is not its key in snake_case (an approval mode's `code`). */
  names?: Record<string, string>;
};

/** A record as the services answer it: its fields by key, with id, active and updatedAt. */
export type Row = Record<string, unknown> & { id: number; updatedAt: string; active?: boolean };
/** The parsed request body of a create or save. */
export type Input = Record<string, unknown> & { updatedAt?: string };

// Every write moves updated_at forward, even twice in one millisecond: it is the stale-save check.
const TOUCH = `updated_at = greatest(now(), updated_at + interval '1 millisecond')`;

/** The SQL side of a definition: its list, its reads, its writes, each write with its history entry. */
export function resourceStore(def: ResourceDef, storage: Storage) {
  const { alias, table } = storage;
  const msg = resourceMessages(def);
  const { links, named, select, from, list, normalize, own } = storeSql(def, storage);

  /** Several records by id, in no particular order (those that exist). */
  async function findMany(db: Db, ids: number[]): Promise<Row[]> {
    const { rows } = await db.query(`select ${select} from ${from} where ${alias}.id = any($1::bigint[])`, [
      ids,
    ]);
    return rows.map(normalize);
  }

  async function find(db: Db, id: number): Promise<Row> {
    const { rows } = await db.query(`select ${select} from ${from} where ${alias}.id = $1`, [id]);
    if (!rows[0]) throw notFound(msg.notFound);
    return normalize(rows[0]);
  }

  const writable = inputFields(def)
    .filter(([, f]) => f.output !== false)
    .map(([k]) => k)
    .filter((k) => !links.has(k));
  // Input-only fields (a password) are the area's hooks' to store; the history says they changed.
  const secrets = inputFields(def)
    .filter(([, f]) => f.output === false && f.history !== false)
    .map(([k]) => k);
  const written = [...writable, ...(def.active === 'field' ? ['active'] : [])];

  /** The record as its history keeps it, as people read it: labels' keys, formatted values. */
  const audited = (row: Row) =>
    Object.fromEntries(
      [...own, ...(def.active ? ['active'] : [])]
        .filter((k) => def.fields[k]?.history !== false)
        .map((k) => [k, displayOf(def, k, row[k]) || null]),
    );

  const { assertUnique, uniqueRaced } = uniqueness(def, table, named);

  async function history(
    tx: Db,
    action: 'create' | 'update',
    actor: number | null,
    before: Row | null,
    after: Row,
    input: Input = {},
  ) {
    await recordChange(tx, {
      entity: def.name,
      entityId: after.id,
      action,
      userId: actor,
      before: before && audited(before),
      after: audited(after),
      extra: before
        ? Object.fromEntries(secrets.filter((k) => input[k]).map((k) => [k, { changed: true }]))
        : {},
    });
  }

  /** `derived`: columns the area's services compute (hooks.derive), by field key. */
  async function insert(
    tx: Db,
    input: Input,
    actor: number | null,
    derived: Record<string, unknown> = {},
  ): Promise<Row> {
    await assertUnique(tx, null, input);
    const extra = Object.keys(derived);
    const cols = [...written.map(named), ...extra.map(named), ...(storage.createdBy ? ['created_by'] : [])];
    const params = [
      ...written.map((k) => stored(input, k)),
      ...extra.map((k) => derived[k]),
      ...(storage.createdBy ? [actor] : []),
    ];
    const { rows } = await tx
      .query<{ id: number }>(
        `insert into ${table} (${cols.join(', ')}) values (${params.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        params,
      )
      .catch(uniqueRaced);
    await links.write(tx, Number(rows[0]!.id), input);
    const after = await find(tx, Number(rows[0]!.id));
    await history(tx, 'create', actor, null, after);
    return after;
  }

  /** Locks the record and answers it as stored; 409 with it when `updatedAt` is not what was read. */
  async function lockFresh(tx: Db, id: number, updatedAt: string | undefined) {
    await tx.query(`select 1 from ${table} where id = $1 for update`, [id]);
    const before = await find(tx, id);
    assertFresh(updatedAt, before);
    return before;
  }

  async function update(
    tx: Db,
    id: number,
    input: Input,
    actor: number | null,
    before: Row,
    derived: Record<string, unknown> = {},
  ): Promise<Row> {
    await assertUnique(tx, id, input);
    const keys = [...written, ...Object.keys(derived)];
    const values = { ...input, ...derived };
    await tx
      .query(
        `update ${table} set ${keys.map((k, i) => `${named(k)} = $${i + 2}`).join(', ')}, ${TOUCH} where id = $1`,
        [id, ...keys.map((k) => stored(values, k))],
      )
      .catch(uniqueRaced);
    await links.write(tx, id, input);
    const after = await find(tx, id);
    await history(tx, 'update', actor, before, after, input);
    return after;
  }

  /**
   * Sets any of the record's columns (a hook's own write: the status, a flag another record takes
   * over) and records the change in its history.
   */
  async function set(tx: Db, id: number, values: Record<string, unknown>, actor: number | null) {
    const before = await find(tx, id);
    const keys = Object.keys(values);
    await tx.query(
      `update ${table} set ${keys.map((k, i) => `${named(k)} = $${i + 2}`).join(', ')}, ${TOUCH} where id = $1`,
      [id, ...keys.map((k) => values[k])],
    );
    const after = await find(tx, id);
    await history(tx, 'update', actor, before, after);
    return after;
  }

  /**
   * A change of the record's parts kept in other tables (an action title's actions): `change` runs,
   * the record's updated_at moves, and its history records what its fields read before and after.
   */
  async function changed(tx: Db, id: number, actor: number | null, change: (tx: Db) => Promise<unknown>) {
    await tx.query(`select 1 from ${table} where id = $1 for update`, [id]);
    const before = await find(tx, id);
    await change(tx);
    await tx.query(`update ${table} set ${TOUCH} where id = $1`, [id]);
    const after = await find(tx, id);
    await history(tx, 'update', actor, before, after);
    return after;
  }

  /** Deletes the record; its history keeps what it was. */
  async function remove(tx: Db, id: number, actor: number | null) {
    const before = await find(tx, id);
    await tx.query(`delete from ${table} where id = $1`, [id]);
    await recordChange(tx, {
      entity: def.name,
      entityId: id,
      action: 'delete',
      userId: actor,
      before: audited(before),
    });
  }

  /** The body a record would be saved with as it is now (a change request's base). */
  const inputOf = (row: Row): Input =>
    Object.fromEntries(
      [...written, ...links.keys].map((k) => [k, row[k] ?? emptyInput(def.fields[k]?.type)]),
    );

  /**
   * The history of records written in bulk outside the area's routes (an import): an entry per
   * record created, and per record updated where something changed, in one insert.
   */
  async function historyMany(tx: Db, actor: number | null, writes: { before: Row | null; after: Row }[]) {
    const entries = writes
      .map(({ before, after }) => ({
        id: after.id,
        action: before ? 'update' : 'create',
        changes: diff(before && audited(before), audited(after)),
      }))
      .filter((e) => e.action === 'create' || Object.keys(e.changes).length);
    if (!entries.length) return;
    await tx.query(
      `insert into audit_log (entity, entity_id, action, user_id, changes)
       select $1, u.id, u.action, $2, u.changes
         from unnest($3::bigint[], $4::text[], $5::jsonb[]) as u(id, action, changes)`,
      [
        def.name,
        actor,
        entries.map((e) => e.id),
        entries.map((e) => e.action),
        entries.map((e) => JSON.stringify(e.changes)),
      ],
    );
  }

  return {
    def,
    table,
    list,
    find,
    findMany,
    insert,
    update,
    set,
    changed,
    remove,
    lockFresh,
    assertUnique,
    inputOf,
    audited,
    historyMany,
  };
}

export type ResourceStore = ReturnType<typeof resourceStore>;
