import { can } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type { RecordRule } from '../../kit/rules.js';
import { participantRegisterIds } from '../workflows/participants.js';

/** A sales record a representative owns: a negotiation, an order. */
export type RepresentativeRecord = {
  table: string;
  /** The alias its kit area's list gives the table. */
  alias: string;
  module: string;
  /** The workflow its approval goes through: who takes part in one sees the record. */
  workflow: string;
  msg: { notFound: string; noAccess: string };
};

/**
 * THE record rule of the representatives' sales records, over a row aliased `alias`, `:1` the
 * user: his own (he is their representative); as a regional manager, his region's (the record's
 * regional manager, or its customer's in the business hierarchy); and those whose approval he takes
 * part in (the approver opens them from his task). Confidential access on the module (or a global
 * profile): every record.
 */
export function representativeRule(r: RepresentativeRecord) {
  const a = r.alias;
  // Each arm is an indexed column compared with a value or with an array computed once (not a
  // subquery per row), so that the planner ORs index scans instead of filtering every record
  // (tests/bench/negotiation-list.mjs).
  const sql = `(${a}.representative_id = :1 or ${a}.regional_manager_id = :1
  or ${a}.customer_id = any(array(select h.customer_id from customer_business_hierarchy h
                                where h.regional_manager_id = :1))
  or ${a}.id = any(array(select p.register_id::bigint from (${participantRegisterIds(r.workflow)}) p
                       where p.register_id ~ '^[0-9]{1,18}$')))`;
  const seesAll = (caller: Caller) => can(caller.accessSet, r.module, 'ACESSO_A_INFORMACAO_CONFIDENCIAL');
  const listWhere = (caller: Caller) => (seesAll(caller) ? [] : [{ sql, params: [caller.auth.userId] }]);
  // Whether an arm beyond his own records adds one for `$1`: he is the regional manager of someone
  // else's, a regional manager in the business hierarchy, or takes part in the approval of someone
  // else's. Each an index probe or a short list, not a read of his records.
  const beyondOwn = `select exists (select 1 from ${r.table} x where x.regional_manager_id = $1
                         and x.representative_id is distinct from $1)
    or exists (select 1 from customer_business_hierarchy h where h.regional_manager_id = $1)
    or exists (select 1 from ${r.table} x
                where x.id = any(array(select p.register_id::bigint from (${participantRegisterIds(r.workflow).replaceAll(':1', '$1')}) p
                                        where p.register_id ~ '^[0-9]{1,18}$'))
                  and x.representative_id is distinct from $1) as more`;
  /**
   * A list as one caller reads it: whoever the rule shows nothing beyond his own records lists his
   * own alone, which the index (representative_id, id) reads in the list's order, instead of the
   * whole rule tested on every record the page skips (a representative's middle page of 250,000
   * orders: tests/bench/order-list.mjs). Everyone else lists under the whole rule.
   */
  const listWhereFor = async (db: Db, caller: Caller) => {
    if (seesAll(caller)) return [];
    const { rows } = await db.query<{ more: boolean }>(beyondOwn, [caller.auth.userId]);
    return rows[0]!.more
      ? listWhere(caller)
      : [{ sql: `${a}.representative_id = :1`, params: [caller.auth.userId] }];
  };
  /** 404 when there is no such record; 403 in the area's words when hidden. */
  const assert = async (db: Db, caller: Caller, id: number) => {
    const all = seesAll(caller);
    const { rows } = await db.query<{ allowed: boolean }>(
      `select ${all ? 'true' : sql.replaceAll(':1', '$2')} as allowed from ${r.table} ${a} where ${a}.id = $1`,
      all ? [id] : [id, caller.auth.userId],
    );
    if (!rows[0]) throw notFound(r.msg.notFound);
    if (!rows[0].allowed) throw forbidden(r.msg.noAccess);
  };
  /** The rule above; a deleted record's history only for who sees all. */
  const rule: RecordRule = {
    assert,
    listWhere,
    listWhereFor,
    seesAll,
    history: async (db, caller, id) => {
      const exists = (await db.query(`select 1 from ${r.table} where id = $1`, [id])).rows.length > 0;
      if (exists) await assert(db, caller, id);
      else if (!seesAll(caller)) throw forbidden(r.msg.noAccess);
    },
  };
  /**
   * The rule of the record's items (table `itemTable`, its parent in `parentColumn`): an item is
   * seen by who sees its record (the items' list joins the record as `alias`).
   */
  const itemRule = (itemTable: string, parentColumn: string, itemNotFound: string): RecordRule => {
    const parentOf = async (db: Db, id: number) =>
      (await db.query<{ p: number }>(`select ${parentColumn} as p from ${itemTable} where id = $1`, [id]))
        .rows[0]?.p;
    return {
      assert: async (db, caller, id) => {
        const parent = await parentOf(db, id);
        if (parent == null) throw notFound(itemNotFound);
        await assert(db, caller, Number(parent));
      },
      listWhere,
      listWhereFor,
      seesAll,
      history: async (db, caller, id) => {
        const parent = await parentOf(db, id);
        if (parent != null) await assert(db, caller, Number(parent));
        else if (!seesAll(caller)) throw forbidden(r.msg.noAccess);
      },
    };
  };
  return { sql, seesAll, listWhere, listWhereFor, assert, rule, itemRule };
}
