import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeFields, type ResourceDef } from '@balcao/schema/resources';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/db.js';
import {
  registerChangeKind,
  type ChangeKind,
  type Fields,
} from '../domains/changeRequests/changeRequests.js';
import type { Engine } from '../domains/workflows/executions.service.js';
import type { ErpAdapter } from '../erp/erp.adapter.js';
import type { Realtime } from '../realtime/realtime.js';
import { RECORD_RULES, type RecordRule } from './rules.js';
import type { FileStore } from '../files/files.store.js';
import { resourceStore, type Input, type ResourceStore, type Row, type Storage } from './store.js';

/** What an area's own rules see of a write. */
export type WriteContext = {
  /** Who writes; null when a workflow saves approved values. */
  caller: Caller | null;
  /** The parsed body (on a change request: the record's values with the asked ones over them). */
  input: Input;
  /** The record as stored before the write; null on create. */
  before: Row | null;
};

/**
 * What an area's routes are given: the database, the workflow engine, the file store, the sockets,
 * and the ERP (null where it is not configured).
 */
export type KitOptions = {
  db: Db;
  engine: Engine;
  store: FileStore;
  realtime: Realtime;
  erp: ErpAdapter | null;
};

/** A write the kit's routes made, once its transaction is committed. */
export type Committed = {
  kind: 'create' | 'save' | 'toggle' | 'remove';
  caller: Caller;
  /** The body of a create or save. */
  input: Input | null;
  before: Row | null;
  /** The record as written; null once removed. */
  after: Row | null;
};

/** An area's own rules, where the kit's generic behaviour is not the whole story. */
export type ResourceHooks = {
  /**
   * The input as the area stores it, before any check (a value the caller may not choose set to
   * his own); not on a change request, whose fields outside it stay the record's.
   */
  prepare?: (ctx: WriteContext) => Input;
  /** Checks before a create, save or change request: throw VALIDATION_FAILED or 403. */
  validate?: (db: Db, ctx: WriteContext) => Promise<void>;
  /**
   * Columns the services compute from the input and write beside it (an item's price-table price
   * as it is when saved), after `validate`: never the caller's to choose.
   */
  derive?: (db: Db, ctx: WriteContext) => Promise<Record<string, unknown>>;
  /** Inside the write's transaction, before the record is written (another record's flag moves). */
  beforeWrite?: (tx: Db, ctx: WriteContext & { actor: number | null }) => Promise<void>;
  /** Inside the write's transaction, after the record is written (what a new record starts with). */
  afterWrite?: (tx: Db, ctx: WriteContext & { actor: number | null; after: Row }) => Promise<void>;
  /** Checks before a status change (another record's rule the change would break): throw 400. */
  beforeToggle?: (db: Db, ctx: { caller: Caller; active: boolean; before: Row }) => Promise<void>;
  /** Checks before a deletion (the record it belongs to may no longer change): throw 400 or 403. */
  beforeRemove?: (db: Db, ctx: { caller: Caller; before: Row }) => Promise<void>;
  /** Columns a status change sets beside `active`. */
  onToggle?: (active: boolean, before: Row) => Record<string, unknown>;
  /** After a write is committed: what it sets off outside the database (a user's sockets hung up). */
  committed?: (opts: KitOptions, write: Committed) => void;
  /** The area's routes beyond the kit's (lookups, its own actions). */
  extraRoutes?: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }>;
};

export type ResourceArea = {
  def: ResourceDef;
  store: ResourceStore;
  hooks: ResourceHooks;
  rule: RecordRule;
  changes: ChangeKind | null;
};

/** A record as a change request compares it: text or null, a flag as 'true' / 'false'. */
export const asFields = (def: ResourceDef, row: Record<string, unknown>): Fields =>
  Object.fromEntries(
    changeFields(def).map((k) => {
      const v = row[k];
      return [k, v === null || v === undefined || v === '' ? null : String(v)];
    }),
  );

/** Asked values back as a request body's: flags as booleans, numbers as numbers, nothing as ''. */
const fromFields = (def: ResourceDef, values: Fields): Input =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => {
      const type = def.fields[k]?.type;
      if (type === 'boolean') return [k, v === 'true'];
      if (type === 'int' || type === 'ref') return [k, v === null ? null : Number(v)];
      return [k, v ?? ''];
    }),
  );

/** Whoever may see every record; the area's own 404 otherwise. */
const openRule = (store: ResourceStore): RecordRule => ({
  assert: async (db, _caller, id) => void (await store.find(db, id)),
  listWhere: () => [],
  seesAll: () => true,
  history: async () => undefined,
});

/**
 * One area: its definition, where it is stored and its own rules. Made once per process (module
 * level), since its change requests' workflow hooks are registered here.
 */
export function resourceArea(def: ResourceDef, storage: Storage, hooks: ResourceHooks = {}): ResourceArea {
  const store = resourceStore(def, storage);
  const rule = def.access ? RECORD_RULES[def.access] : openRule(store);
  const area: ResourceArea = { def, store, hooks, rule, changes: null };
  if (def.changeRequest) {
    area.changes = {
      entity: def.name,
      workflowCode: def.changeRequest.workflow,
      fields: changeFields(def),
      current: async (db, id) => asFields(def, await store.find(db, id)),
      // Approved: saved as the approver, with the area's rules checked again on the values as they are then.
      apply: async (tx, id, values, actorId) => {
        const before = await store.find(tx, id);
        const input = { ...store.inputOf(before), ...fromFields(def, values) };
        await write(area, tx, { caller: null, input, before }, actorId);
      },
      assertAccess: rule.assert,
      seesAll: rule.seesAll,
    };
    registerChangeKind(area.changes);
  }
  return area;
}

/** A create (no `before`) or a save, with the area's rules, its history entry included. */
export async function write(area: ResourceArea, tx: Db, given: WriteContext, actor: number | null) {
  const ctx = area.hooks.prepare ? { ...given, input: area.hooks.prepare(given) } : given;
  await area.hooks.validate?.(tx, ctx);
  const derived = (await area.hooks.derive?.(tx, ctx)) ?? {};
  await area.hooks.beforeWrite?.(tx, { ...ctx, actor });
  const after = ctx.before
    ? await area.store.update(tx, ctx.before.id, ctx.input, actor, ctx.before, derived)
    : await area.store.insert(tx, ctx.input, actor, derived);
  await area.hooks.afterWrite?.(tx, { ...ctx, actor, after });
  return after;
}
