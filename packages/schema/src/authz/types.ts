import type { Action } from '../permissions.js';

/** What a caller must hold: nothing, a live token, or a module × action (any of several modules). */
export type Need =
  | 'public'
  | 'signedIn'
  | {
      module: string | readonly string[];
      action: Action;
      /**
       * Checked by the handler, not declared on the route: after the request is validated (a
       * refused caller with an invalid one reads 400) and, under a rule, after the record is
       * found (404 for one that does not exist).
       */
      inHandler?: true;
    };

/**
 * Record rules: which records of those the need opens a caller reaches. The kit areas' rules
 * (RecordRuleName) and these:
 * - customer: the customer named by the path's id is the caller's (his representative, or he takes
 *   part in its registration workflow), unless he holds CLIENTES × ACESSO_A_INFORMACAO_CONFIDENCIAL;
 * - company: the same for a company (EMPRESAS);
 * - document: a customer document, through its customer;
 * - execution: a workflow execution, through its record's rule (or the workflow panel), unless
 *   the caller takes part in it;
 * - register: a record named by its workflow type and id (registerId): its executions, through the
 *   type's record rule, or those the caller takes part in;
 * - history: a record's history, through its own rule;
 * - self: the user himself, or whoever holds the need;
 * - own: the caller's own row (a notification, message, reminder, favorite, substitute, file).
 */
export type HandRule =
  'customer' | 'company' | 'document' | 'execution' | 'register' | 'history' | 'self' | 'own';

export type RestEntry = {
  need: Need;
  /** The rule applied to the record the path's id names. */
  rule?: string;
  /** A query or body the route accepts, where its need is checked after validation. */
  sample?: { query?: Record<string, string>; body?: Record<string, unknown> };
  /**
   * Where the rule's record is named when the path holds no id: a field of `sample`'s query or
   * body, which the matrix test fills with the record's id (a number where the sample has one).
   */
  record?: { query: string } | { body: string };
};

/**
 * A GraphQL field: the REST route its resolver calls, whose entry says who may call it (`args`:
 * values the test sends where any would not reach the route); or what the gateway answers itself.
 */
export type GraphqlEntry =
  | {
      rest: RouteKey;
      args?: Record<string, unknown>;
      /** The argument naming the rule's record, where it is not `id` or the first required ID one: a name, or `input.field`. */
      record?: string;
    }
  | { need: 'public' | 'signedIn'; local: string };

export type GraphqlRoot = 'Query' | 'Mutation' | 'Subscription';

/** `'METHOD /path'`, the key of a REST entry. */
export type RouteKey = string;

export const m = (module: string | readonly string[], action: Action): Need => ({ module, action });
/** A module × action the handler checks (several screens share the route). */
export const h = (module: string | readonly string[], action: Action): Need => ({
  module,
  action,
  inHandler: true,
});
