import {
  can,
  REPRESENTATIVE_CHANGE_WORKFLOW,
  REPRESENTATIVE_MSG,
  REPRESENTATIVE_WORKFLOW,
} from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type { RecordRule } from '../../kit/rules.js';
import { participantRegisterIds } from '../workflows/participants.js';

const MODULE = 'REPRESENTANTES';

/** Confidential access on REPRESENTANTES (or a global profile): every representative. */
export const seesAllRepresentatives = (caller: Caller) =>
  can(caller.accessSet, MODULE, 'ACESSO_A_INFORMACAO_CONFIDENCIAL');

/**
 * THE record rule of representatives, over a representatives row aliased `rp`, `:1` the user: his
 * own record (he signs in as the representative), the representatives he manages (their regional
 * manager), and those whose registration or registration change he takes part in (the approver
 * opens them from his task).
 */
export const REPRESENTATIVE_ACCESS_SQL = `(rp.user_id = :1 or rp.regional_manager_id = :1
  or rp.id::text in (${participantRegisterIds(REPRESENTATIVE_WORKFLOW)})
  or rp.id::text in (${participantRegisterIds(REPRESENTATIVE_CHANGE_WORKFLOW)}))`;

export const representativeListWhere = (caller: Caller) =>
  seesAllRepresentatives(caller) ? [] : [{ sql: REPRESENTATIVE_ACCESS_SQL, params: [caller.auth.userId] }];

/** Whether he may see the representative; null when there is no such representative. */
async function visible(db: Db, caller: Caller, id: number) {
  const all = seesAllRepresentatives(caller);
  const { rows } = await db.query<{ allowed: boolean }>(
    // coalesce: a representative with no user or manager compares as null, which is a no here.
    `select ${all ? 'true' : `coalesce(${REPRESENTATIVE_ACCESS_SQL.replaceAll(':1', '$2')}, false)`} as allowed
       from representatives rp where rp.id = $1`,
    all ? [id] : [id, caller.auth.userId],
  );
  return rows[0] ? rows[0].allowed : null;
}

/** 404 when there is no such representative; 403 'Você não possui acesso a este representante.' when hidden. */
export async function assertRepresentativeAccess(db: Db, caller: Caller, id: number) {
  const allowed = await visible(db, caller, id);
  if (allowed === null) throw notFound(REPRESENTATIVE_MSG.notFound);
  if (!allowed) throw forbidden(REPRESENTATIVE_MSG.noAccess);
}

/** representativeOfCaller: the rule above; a deleted representative's history only for who sees all. */
export const representativeRule: RecordRule = {
  assert: assertRepresentativeAccess,
  listWhere: representativeListWhere,
  seesAll: seesAllRepresentatives,
  history: async (db, caller, id) => {
    const allowed = await visible(db, caller, id);
    if (allowed === false || (allowed === null && !seesAllRepresentatives(caller)))
      throw forbidden(REPRESENTATIVE_MSG.noAccess);
  },
};

/** The representative a part (parameters, contract) of `table` belongs to; 404 in the part's words. */
async function ownerOf(db: Db, table: string, id: number, missing: string) {
  const { rows } = await db.query<{ r: number }>(
    `select representative_id as r from ${table} where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound(missing);
  return Number(rows[0].r);
}

/**
 * partOfVisibleRepresentative: a representative's parameters and contracts are seen by who sees
 * him (their lists join him as `rp`); a deleted one's history only by who sees every one.
 */
export const representativePartRule = (table: string, missing: string): RecordRule => ({
  assert: async (db, caller, id) =>
    assertRepresentativeAccess(db, caller, await ownerOf(db, table, id, missing)),
  listWhere: representativeListWhere,
  seesAll: seesAllRepresentatives,
  history: async (db, caller, id) => {
    const { rows } = await db.query<{ r: number }>(
      `select representative_id as r from ${table} where id = $1`,
      [id],
    );
    if (rows[0]) await assertRepresentativeAccess(db, caller, Number(rows[0].r));
    else if (!seesAllRepresentatives(caller)) throw forbidden(REPRESENTATIVE_MSG.noAccess);
  },
});
