import { can } from '@balcao/schema';
import { resourceMessages, substitutes } from '@balcao/schema/resources';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import { forbidden, notFound } from '../../errors.js';
import type { RecordRule } from '../../kit/rules.js';

/** Administration (SUBSTITUTOS × EDITAR) sees every range. */
const seesAll = (who: Caller) => can(who.accessSet, substitutes.module, 'EDITAR');

/** Whether the range concerns him (he is away, or he stands in); null when there is no such range. */
async function concerns(db: Db, who: Caller, id: number) {
  const { rows } = await db.query<{ mine: boolean }>(
    'select (user_id = $2 or substitute_id = $2) as mine from workflow_substitutes where id = $1',
    [id, who.auth.userId],
  );
  return rows[0] ? rows[0].mine : null;
}

/**
 * substituteRangeOfCaller: everyone sees the ranges that concern him, as the absent user or as
 * his substitute (`w` is the range); SUBSTITUTOS × EDITAR sees them all.
 */
export const substituteRule: RecordRule = {
  assert: async (db, who, id) => {
    const mine = await concerns(db, who, id);
    if (mine === null) throw notFound(resourceMessages(substitutes).notFound);
    if (!mine && !seesAll(who)) throw forbidden();
  },
  listWhere: (who) =>
    seesAll(who) ? [] : [{ sql: '(w.user_id = :1 or w.substitute_id = :1)', params: [who.auth.userId] }],
  seesAll,
  history: async (db, who, id) => {
    if (seesAll(who)) return;
    if (!(await concerns(db, who, id))) throw forbidden();
  },
};
