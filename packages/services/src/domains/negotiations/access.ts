import { NEGOTIATION_MSG, NEGOTIATION_WORKFLOW } from '@balcao/schema';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import type { RecordRule } from '../../kit/rules.js';
import { representativeRule } from '../sales/representativeRule.js';

const negotiation = representativeRule({
  table: 'negotiations',
  alias: 'n',
  module: 'NEGOCIACOES',
  workflow: NEGOTIATION_WORKFLOW,
  msg: NEGOTIATION_MSG,
});

/** Confidential access on NEGOCIACOES (or a global profile): every negotiation. */
export const seesAllNegotiations = negotiation.seesAll;

/** THE record rule of negotiations (the representatives' rule, sales/representativeRule.ts), over `n`. */
export const NEGOTIATION_ACCESS_SQL = negotiation.sql;

export const negotiationListWhere = negotiation.listWhere;

/** 404 when there is no such negotiation; 403 'Você não possui acesso a esta negociação.' when hidden. */
export const assertNegotiationAccess: (db: Db, caller: Caller, id: number) => Promise<void> =
  negotiation.assert;

/** negotiationOfRepresentative: the rule above; a deleted deal's history only for who sees all. */
export const negotiationRule: RecordRule = negotiation.rule;

/** itemOfVisibleNegotiation: an item is seen by who sees its negotiation (the list joins it as `n`). */
export const negotiationItemRule: RecordRule = negotiation.itemRule(
  'negotiation_items',
  'negotiation_id',
  'Item da negociação não encontrado',
);
