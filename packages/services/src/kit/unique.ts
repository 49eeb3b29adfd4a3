import type { ResourceDef } from '@balcao/schema/resources';
import type { Db } from '../db/db.js';
import { validationFailed, type FieldError } from '../errors.js';

/** The parsed request body of a create or save. */
type Input = Record<string, unknown>;

/** A field key as its column: `bankCode` → `bank_code`. */
export const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What a field is stored as: an empty optional value is null. */
export const stored = (input: Input, key: string) => {
  const v = input[key];
  return v === '' || v === undefined ? null : v;
};

/**
 * An area's uniqueness rules (`def.unique`) on its `table`: the check before a write, and the same
 * refusal when the database's unique index stops a writer who raced past it.
 */
export function uniqueness(def: ResourceDef, table: string, column: (key: string) => string = snake) {
  /** VALIDATION_FAILED on each rule's field where another record holds the same values. */
  async function assertUnique(db: Db, id: number | null, input: Input) {
    const taken: FieldError[] = [];
    for (const rule of def.unique ?? []) {
      const params: unknown[] = [id];
      const same = rule.fields.map((k) => {
        params.push(stored(input, k));
        return rule.ignoreCase
          ? `lower(${column(k)}) = lower($${params.length})`
          : `${column(k)} = $${params.length}`;
      });
      const { rows } = await db.query(
        `select 1 from ${table} where ${same.join(' and ')} and id is distinct from $1 limit 1`,
        params,
      );
      if (rows.length) taken.push({ field: rule.field, messages: [rule.message] });
    }
    if (taken.length) throw validationFailed(taken);
  }

  /**
   * The same refusal when two writers race past assertUnique and the database's unique index stops
   * the second (23505): the rule whose columns the index names, else every rule.
   */
  function uniqueRaced(err: unknown): never {
    const e = err as { code?: string; detail?: string };
    if (e.code !== '23505' || !def.unique?.length) throw err;
    const named = def.unique.filter((r) => r.fields.every((k) => e.detail?.includes(column(k))));
    throw validationFailed(
      (named.length ? named : def.unique).map((r) => ({ field: r.field, messages: [r.message] })),
    );
  }

  return { assertUnique, uniqueRaced };
}
