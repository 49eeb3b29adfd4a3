import { REPRESENTATIVE_MSG } from '@balcao/schema';
import type { RecordRuleName } from '@balcao/schema/resources';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/db.js';
import { buyerRule } from '../domains/buyers/access.js';
import { bankAccountRule, companyRule } from '../domains/companies/access.js';
import { negotiationItemRule, negotiationRule } from '../domains/negotiations/access.js';
import { debitNoteRule, fanRule, receivableRule, vpcRule } from '../domains/financial/access.js';
import { orderItemRule, orderRule } from '../domains/orders/access.js';
import { representativePartRule, representativeRule } from '../domains/representatives/access.js';
import { substituteRule } from '../domains/workflows/substitutes.access.js';

/**
 * A record rule: who sees which records of an area beyond the module's permission. Applied to the
 * list, every read and write of one record, its history and its change requests.
 */
export type RecordRule = {
  /** 404 when there is no such record, 403 (in the area's words) when the caller may not see it. */
  assert(db: Db, caller: Caller, id: number): Promise<void>;
  /** The list's conditions for this caller, in the lib/list `where` form (none: he sees all). */
  listWhere(caller: Caller): ListWhere;
  /**
   * The same conditions narrowed to what this caller's list can hold, asking the database first
   * (an arm of the rule that adds no record for him is left out, so that the planner reads one
   * index); the kit's list, exports and log read it. Without it, `listWhere`.
   */
  listWhereFor?(db: Db, caller: Caller): Promise<ListWhere>;
  /** Whoever sees every record saves directly; the others' changes go to approval where declared. */
  seesAll(caller: Caller): boolean;
  /** A record's history, the record existing or gone. */
  history(db: Db, caller: Caller, id: number): Promise<void>;
};

/** A list's conditions, in the lib/list `where` form. */
export type ListWhere = { sql: string; params: unknown[] }[];

/** The conditions of `rule` for `caller`'s list: narrowed where the rule can narrow them. */
export const listWhereOf = (rule: RecordRule, db: Db, caller: Caller): Promise<ListWhere> =>
  rule.listWhereFor ? rule.listWhereFor(db, caller) : Promise.resolve(rule.listWhere(caller));

/** Every named rule a definition may give; a name without its rule here fails typecheck. */
export const RECORD_RULES: Record<RecordRuleName, RecordRule> = {
  buyerOfVisibleCustomer: buyerRule,
  bankAccountOfVisibleCompany: bankAccountRule,
  visibleCompany: companyRule,
  negotiationOfRepresentative: negotiationRule,
  itemOfVisibleNegotiation: negotiationItemRule,
  orderOfRepresentative: orderRule,
  itemOfVisibleOrder: orderItemRule,
  substituteRangeOfCaller: substituteRule,
  representativeOfCaller: representativeRule,
  parametersOfVisibleRepresentative: representativePartRule(
    'representative_parameters',
    REPRESENTATIVE_MSG.parametersNotFound,
  ),
  contractOfVisibleRepresentative: representativePartRule(
    'representative_contracts',
    REPRESENTATIVE_MSG.contractNotFound,
  ),
  debitNoteOfVisibleCustomer: debitNoteRule,
  vpcOfVisibleCustomer: vpcRule,
  fanOfVisibleCustomer: fanRule,
  receivableOfVisibleOrder: receivableRule,
};
