import { can, NEGOTIATION_MSG, NEGOTIATION_WORKFLOW } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type { RecordRule } from '../../kit/rules.js';
import { participantRegisterIds } from '../workflows/participants.js';

const MODULE = 'NEGOCIACOES';

/** Confidential access on NEGOCIACOES (or a global profile): every negotiation. */
export const seesAllNegotiations = (caller: Caller) =>
  can(caller.accessSet, MODULE, 'ACESSO_A_INFORMACAO_CONFIDENCIAL');

/**
 * THE record rule of negotiations, over a negotiations row aliased `n`, `:1` the user: his own
 * deals (he is their representative); as a regional manager, his region's (the deal's regional
 * manager, or its customer's in the business hierarchy); and those whose approval he takes part
 * in (the board or the presidency open them from their task). Each arm is an indexed column
 * compared with a value or with an array computed once (not a subquery per row), so that the
 * planner ORs four index scans instead of filtering every deal (tests/bench/negotiation-list.mjs).
 */
export const NEGOTIATION_ACCESS_SQL = `(n.representative_id = :1 or n.regional_manager_id = :1
  or n.customer_id = any(array(select h.customer_id from customer_business_hierarchy h
                                where h.regional_manager_id = :1))
  or n.id = any(array(select p.register_id::bigint from (${participantRegisterIds(NEGOTIATION_WORKFLOW)}) p
                       where p.register_id ~ '^[0-9]{1,18}$')))`;

export const negotiationListWhere = (caller: Caller) =>
  seesAllNegotiations(caller) ? [] : [{ sql: NEGOTIATION_ACCESS_SQL, params: [caller.auth.userId] }];

/** 404 when there is no such negotiation; 403 'Você não possui acesso a esta negociação.' when hidden. */
export async function assertNegotiationAccess(db: Db, caller: Caller, id: number) {
  const all = seesAllNegotiations(caller);
  const { rows } = await db.query<{ allowed: boolean }>(
    `select ${all ? 'true' : NEGOTIATION_ACCESS_SQL.replaceAll(':1', '$2')} as allowed
       from negotiations n where n.id = $1`,
    all ? [id] : [id, caller.auth.userId],
  );
  if (!rows[0]) throw notFound(NEGOTIATION_MSG.notFound);
  if (!rows[0].allowed) throw forbidden(NEGOTIATION_MSG.noAccess);
}

/** negotiationOfRepresentative: the rule above; a deleted deal's history only for who sees all. */
export const negotiationRule: RecordRule = {
  assert: assertNegotiationAccess,
  listWhere: negotiationListWhere,
  seesAll: seesAllNegotiations,
  history: async (db, caller, id) => {
    const exists = (await db.query('select 1 from negotiations where id = $1', [id])).rows.length > 0;
    if (exists) await assertNegotiationAccess(db, caller, id);
    else if (!seesAllNegotiations(caller)) throw forbidden(NEGOTIATION_MSG.noAccess);
  },
};

/** itemOfVisibleNegotiation: an item is seen by who sees its negotiation (the list joins it as `n`). */
export const negotiationItemRule: RecordRule = {
  assert: async (db, caller, id) => {
    const { rows } = await db.query<{ n: number }>(
      'select negotiation_id as n from negotiation_items where id = $1',
      [id],
    );
    if (!rows[0]) throw notFound('Item da negociação não encontrado');
    await assertNegotiationAccess(db, caller, Number(rows[0].n));
  },
  listWhere: negotiationListWhere,
  seesAll: seesAllNegotiations,
  history: async (db, caller, id) => {
    const { rows } = await db.query<{ n: number }>(
      'select negotiation_id as n from negotiation_items where id = $1',
      [id],
    );
    if (rows[0]) await assertNegotiationAccess(db, caller, Number(rows[0].n));
    else if (!seesAllNegotiations(caller)) throw forbidden(NEGOTIATION_MSG.noAccess);
  },
};
