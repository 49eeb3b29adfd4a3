import { inputFields, type ResourceDef } from '@balcao/schema/resources';
import { cpfOf } from '../seed/customers.seed.js';
import type { createTestApp } from '../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * What the contract suite cannot read from a definition: who plays each part, and the records a
 * reference points to. A new area adds its entry here (the suite fails for an area without one).
 */
export type ContractFixture = {
  /**
   * References a new record needs (customerId → a customer), as `admin` may use them; `tag` marks
   * the records a test makes, for a parent whose name is what finds them.
   */
  refs?: (t: TestApp, tag: string) => Promise<Record<string, number>>;
  /**
   * The query that lists a test's records, all made with the same references, where no text the
   * list searches holds the test's tag (a child whose searched texts are all its parent's and
   * product's): a filter by their shared parent. Without it, `q=<tag>`.
   */
  listedBy?: (records: (Record<string, unknown> & { id: number })[]) => string;
  /** The record rule: a caller, and references to records he may not see (another's customer). */
  restricted?: { caller: string; refs: (t: TestApp) => Promise<Record<string, number>> };
  /** Someone whose changes go to approval (the area's change request). */
  requester?: { caller: string; refs: (t: TestApp) => Promise<Record<string, number>> };
  /** Values that only pass the area's own rules (a bank code), the n-th record's. */
  values?: (n: number) => Record<string, unknown>;
  /** The demo seed makes no record of this area (its history by the system is not looked for). */
  unseeded?: true;
  /** The field the suite edits, when the first plain text one has rules of its own. */
  edit?: string;
  /** The n-th changed value of `edit`, when it is no text (a price). */
  editValue?: (n: number) => unknown;
};

/** A value of each type that passes its rules; `n` keeps documents unique, `marker` finds the records. */
export function sampleInput(
  def: ResourceDef,
  n: number,
  marker: string,
  refs: Record<string, number> = {},
  own: Record<string, unknown> = {},
) {
  const input: Record<string, unknown> = {};
  for (const [key, f] of inputFields(def)) {
    const text = key === def.title ? `${marker} ${n}` : `${f.label} ${marker} ${n}`;
    const values: Record<string, unknown> = {
      text: text.slice(0, f.max ?? 100),
      longText: text.slice(0, f.max ?? 100),
      email: `kit${n}.${marker.toLowerCase()}@teste.com.br`,
      cpf: cpfOf(950_000_000 + n),
      cnpj: '11222333000181',
      phone: '11987654321',
      cep: '01310-100',
      money: '10.50',
      percent: '12.50',
      int: n,
      date: '2026-01-15',
      datetime: '2026-01-15T12:00:00Z',
      boolean: false,
      enum: f.options?.[0]?.value,
      enumList: f.options?.slice(0, 1).map((o) => o.value),
      ref: refs[key],
      refList: refs[key] === undefined ? undefined : [refs[key]],
    };
    input[key] = values[f.type];
  }
  return { ...input, ...own };
}

/** A changed value for a field: what a save sends to change it. */
export const changedValue = (def: ResourceDef, key: string, n: number) =>
  def.fields[key]?.type === 'boolean' ? true : `${def.fields[key]?.label ?? key} alterado ${n}`.slice(0, 60);

/** The first plain text field besides the title: the one the suite edits. */
export const editableField = (def: ResourceDef) =>
  inputFields(def).find(([k, f]) => k !== def.title && (f.type === 'text' || f.type === 'longText'))?.[0] ??
  def.title;
