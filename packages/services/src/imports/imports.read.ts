import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, IMPORT_MSG, type ImportDefinition } from '@balcao/schema';
import { HttpError } from '../errors.js';

/** One data row of a file: its line in the sheet, its cells as sent (the file's headers' order), its values by column key. */
export type ImportRow = { line: number; cells: string[]; values: Record<string, string> };

export type ReadFile = { headers: string[]; rows: ImportRow[] };

/** Text compared ignoring case, accents and the spaces around it. */
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** A cell as text: numbers as JavaScript writes them (1234.5), dates as YYYY-MM-DD, formulas by their result. */
export function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: string };
    if (o.richText)
      return o.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in o) return cellText(o.result);
    if (typeof o.text === 'string') return o.text.trim();
    if (o.error) return o.error;
    return '';
  }
  return String(v as string | number | boolean).trim();
}

const unreadable = () => new HttpError(400, 'BAD_REQUEST', IMPORT_MSG.unreadable);

/**
 * Reads the first sheet of an XLSX file as it streams (exceljs's reader): the first row holds the
 * headers, matched to the kind's columns ignoring case and accents; empty rows are skipped. A
 * missing required column, no rows or too many rows refuse the file (400).
 */
export async function readImportFile(source: Readable, def: ImportDefinition): Promise<ReadFile> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  });
  let headers: string[] | null = null;
  let at: (number | undefined)[] = [];
  const rows: ImportRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1).map(cellText);
        if (!headers) {
          headers = values;
          const folded = values.map(fold);
          at = def.columns.map((c) => {
            const i = folded.indexOf(fold(c.header));
            return i < 0 ? undefined : i;
          });
          const missing = def.columns.find((c, i) => c.required && at[i] === undefined);
          if (missing) throw new HttpError(400, 'BAD_REQUEST', IMPORT_MSG.missingColumn(missing.header));
          continue;
        }
        if (values.every((v) => v === '')) continue;
        if (rows.length >= IMPORT_MAX_ROWS)
          throw new HttpError(400, 'BAD_REQUEST', IMPORT_MSG.tooManyRows(IMPORT_MAX_ROWS));
        const cells = headers.map((_, i) => values[i] ?? '');
        const byKey: Record<string, string> = {};
        def.columns.forEach((c, i) => (byKey[c.key] = at[i] === undefined ? '' : (values[at[i]!] ?? '')));
        rows.push({ line: row.number, cells, values: byKey });
      }
      break;
    }
  } catch (e) {
    source.destroy();
    if (e instanceof HttpError) throw e;
    throw unreadable();
  }
  if (!headers) throw unreadable();
  if (!rows.length) throw new HttpError(400, 'BAD_REQUEST', IMPORT_MSG.noRows);
  return { headers, rows };
}
