import { compareDecimal, IMPORT_MSG, toDecimalString, type ImportDefinition } from '@balcao/schema';
import type { Caller } from '../auth/caller.js';
import type { Db } from '../db/db.js';
import { fold, type ImportRow } from './imports.read.js';

/** Reasons by the row's line in the file. */
export type RowErrors = Map<number, string[]>;

/**
 * What a kind of import adds to the kit: where its rows go, its own checks and its upsert. The kit
 * does the rest (reading, column checks, repeated keys, dry run, modes, progress, cancel, error
 * report, history).
 */
export type ImportWriter<Ctx = unknown> = {
  def: ImportDefinition;
  /**
   * What the kind's check and write work with, built once per file from the importer and the
   * upload's `target` field (present when `def.target` says the rows go into one record; throws
   * 404 / 403 in the domain's words) and, when `def.choice` has one, the option chosen for the file.
   * The same object reaches every chunk, in file order.
   */
  context?: (db: Db, caller: Caller, target: number | undefined, choice: string | undefined) => Promise<Ctx>;
  /** Checks rows that passed the column checks against the database (a chunk at a time). */
  check: (db: Db, rows: ImportRow[], ctx: Ctx) => Promise<RowErrors>;
  /** Writes checked rows, a record per business key: inserted when new, else updated. */
  write: (
    tx: Db,
    rows: ImportRow[],
    ctx: Ctx,
    actor: number,
  ) => Promise<{ inserted: number; updated: number }>;
};

export const defineImport = <Ctx>(w: ImportWriter<Ctx>) => w as ImportWriter<unknown>;

export const addError = (errors: RowErrors, line: number, reason: string) => {
  const list = errors.get(line);
  if (list) list.push(reason);
  else errors.set(line, [reason]);
};

/** An option typed by its code (VERBA_COMERCIAL) or its label (Verba comercial), any case or accents. */
export function optionOf(options: Readonly<Record<string, string>>, text: string) {
  const t = fold(text).replace(/\s+/g, ' ');
  return Object.entries(options).find(([code, label]) => fold(code) === t || fold(label) === t)?.[0] ?? null;
}

/** The header of a kind's column, by its key. */
export const headerOf = (def: ImportDefinition, key: string) =>
  def.columns.find((c) => c.key === key)!.header;

/**
 * The row's `key` column typed as one of `options` (optionOf): the option's code written back to
 * the row, else the column's invalid-option error, which lists `shown` (the labels unless told).
 */
export function takeOption(
  def: ImportDefinition,
  row: ImportRow,
  key: string,
  options: Readonly<Record<string, string>>,
  fail: (reason: string) => void,
  shown: string[] = Object.values(options),
) {
  const code = optionOf(options, row.values[key]!);
  if (code) row.values[key] = code;
  else fail(IMPORT_MSG.invalidOption(headerOf(def, key), shown));
}

/** What a parent's first row said, by the parent's key in the file, kept across chunks. */
export type FirstRows = Map<string, { line: number; parent: string }>;

/**
 * The rows that make one parent record (a negotiation, an order, one per item row) repeat its
 * columns `keys`: the first row of `key` says them. The line of that first row when this row says
 * otherwise, else null.
 */
export function differsFromFirst(first: FirstRows, key: string, row: ImportRow, keys: readonly string[]) {
  const parent = JSON.stringify(keys.map((k) => row.values[k] ?? ''));
  const seen = first.get(key);
  if (!seen) first.set(key, { line: row.line, parent });
  return seen && seen.parent !== parent ? seen.line : null;
}

/** A numeric cell as a decimal string ('1234.50'); exceljs gives numbers, people type '1.234,50'. */
export function amountOf(text: string): string | null {
  if (/^\d+(\.\d+)?$/.test(text) && /^\d+(\.\d{1,2})?$/.test(String(Number(text))))
    return toDecimalString(String(Number(text)));
  return toDecimalString(text);
}

const pad = (n: string) => n.padStart(2, '0');

/** A date cell as YYYY-MM-DD: DD/MM/AAAA as people type it, or YYYY-MM-DD (a date cell); null when no real day. */
export function dateOf(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text) ?? null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [y, mo, d] = m ? [m[3]!, pad(m[2]!), pad(m[1]!)] : iso ? [iso[1]!, iso[2]!, iso[3]!] : [];
  if (!y) return null;
  const day = new Date(`${y}-${mo}-${d}T00:00:00Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== `${y}-${mo}-${d}`
    ? null
    : `${y}-${mo}-${d}`;
}

/**
 * The kind's own column rules on every row: required, amounts and percents (normalized to decimal
 * strings in `values`), whole numbers, dates (normalized to YYYY-MM-DD), length; and rows
 * repeating an earlier row's business key.
 */
export function checkColumns(def: ImportDefinition, rows: ImportRow[]): RowErrors {
  const errors: RowErrors = new Map();
  const seen = new Map<string, number>();
  for (const row of rows) {
    for (const c of def.columns) {
      const v = row.values[c.key] ?? '';
      if (!v) {
        if (c.required) addError(errors, row.line, IMPORT_MSG.required(c.header));
        continue;
      }
      if (c.type === 'text' && v.length > (c.max ?? 100))
        addError(errors, row.line, IMPORT_MSG.tooLong(c.header, c.max));
      if (c.type === 'integer') {
        if (/^\d{1,9}$/.test(v) && Number(v) > 0) row.values[c.key] = String(Number(v));
        else addError(errors, row.line, IMPORT_MSG.invalidInteger(c.header));
      }
      if (c.type === 'date') {
        const d = dateOf(v);
        if (d) row.values[c.key] = d;
        else addError(errors, row.line, IMPORT_MSG.invalidDate(c.header));
      }
      if (c.type === 'money') {
        const d = amountOf(v);
        // Stored as numeric(15, 2): at most 13 digits before the comma.
        if (d && d.indexOf('.') <= 13) row.values[c.key] = d;
        else addError(errors, row.line, IMPORT_MSG.invalidAmount(c.header));
      }
      if (c.type === 'percent') {
        const d = amountOf(v.replace(/%$/, '').trim());
        if (d && compareDecimal(d, '100.00') <= 0) row.values[c.key] = d;
        else addError(errors, row.line, IMPORT_MSG.invalidPercent(c.header));
      }
    }
    const key = def.key.map((k) => (row.values[k] ?? '').toLowerCase()).join('\u0000');
    const first = seen.get(key);
    if (first !== undefined) addError(errors, row.line, IMPORT_MSG.repeated(first));
    else seen.set(key, row.line);
  }
  return errors;
}
