import { PassThrough, type Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { z } from 'zod';
import { businessDay, formatDateTime, formatMoney, formatPercent, wallTimeAsUtc } from '@balcao/schema';
import type { Db } from '../db/db.js';
import { validationFailed } from '../errors.js';
import { list, listQuery, type ListQuery, type ListSpec } from './list.js';

/**
 * Exports of any list (issue: exports): XLSX, CSV and PDF, streamed while the rows are read a page
 * at a time; the columns the user sees, in that order; pt-BR numbers, money and dates.
 */
export type ExportFormat = 'xlsx' | 'csv' | 'pdf';
export type ExportType = 'text' | 'number' | 'money' | 'percent' | 'datetime' | 'boolean';
export type ExportColumn<Row> = { title: string; type: ExportType; value: (row: Row) => unknown };

export const EXPORT_PAGE = 1000;
/** An export of more rows than this is refused here (the background export is for later). */
export const EXPORT_MAX_ROWS = 200_000;

export const exportQuery = listQuery.and(
  z.object({
    format: z.enum(['xlsx', 'csv', 'pdf']),
    /** Column keys, in the order the user sees them. */
    columns: z.string().min(1).max(2000),
  }),
);

/** A log export: the list's query and the format; its columns are fixed. */
export const exportLogQuery = listQuery.and(z.object({ format: z.enum(['xlsx', 'csv', 'pdf']) }));

const MIME: Record<ExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

/** A text that a spreadsheet would run as a formula (= + - @, tab, NUL first) gets a leading quote. */
export function neutralize(text: string): string {
  return /^[=+\-@\t\0]/.test(text) ? `'${text}` : text;
}

/** A cell as text, pt-BR: R$ 1.234,56; 12,50%; DD/MM/YYYY HH:mm:ss; Sim/Não. */
export function asText(type: ExportType, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  switch (type) {
    case 'money':
      return formatMoney(v as number);
    case 'percent':
      return formatPercent(v as number);
    case 'number':
      return Number(v).toLocaleString('pt-BR');
    case 'datetime':
      return formatDateTime(v as string);
    case 'boolean':
      return v ? 'Sim' : 'Não';
    default:
      return String(v);
  }
}

/** A CSV cell: the text, neutralized unless it is a plain number ('-1.234,56', '12,5%'). */
const csvCell = (type: ExportType, v: unknown) => {
  const text = asText(type, v);
  return /^-?[\d.,]+%?$/.test(text) ? text : neutralize(text);
};

/** The requested column keys, checked against what the list offers. */
export function pickColumns<Row>(offered: Record<string, ExportColumn<Row>>, keys: string) {
  const wanted = keys
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const unknown = wanted.filter((k) => !offered[k]);
  if (unknown.length || wanted.length === 0)
    throw validationFailed([
      { field: 'columns', messages: [`Colunas desconhecidas: ${unknown.join(', ') || '—'}`] },
    ]);
  return wanted.map((k) => offered[k]!);
}

/** Every row the list query selects, a page at a time, in the list's order. */
export async function* allRows<Row>(
  db: Db,
  spec: ListSpec,
  query: ListQuery,
  map: (r: Row) => Row = (r) => r,
) {
  for (let page = 1; ; page++) {
    const { rows } = await list<Row>(db, spec, { ...query, page, pageSize: EXPORT_PAGE } as ListQuery);
    for (const r of rows) yield map(r);
    if (rows.length < EXPORT_PAGE) return;
  }
}

/** `Usuários 22-11-2026.xlsx`: the list's name and the day, in the business's calendar. */
export function exportFileName(base: string, format: ExportFormat, now = new Date()) {
  const [y, m, d] = businessDay(now).split('-');
  return `${base} ${d}-${m}-${y}.${format}`;
}

export function contentDisposition(fileName: string) {
  const ascii = fileName
    // A slash look-alike (a name that shows a '/', which no file name may hold) reads as '-'.
    .replace(/[\u2215\u2044]/g, '-')
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers an export download: the file streamed as the client reads, named `<title> <day>.<format>`.
 * Every list's export and log export goes through here.
 */
export function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  title: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const { stream, mime } = exportStream(format, title, columns, rows);
  return reply
    .header('content-type', mime)
    .header('content-disposition', contentDisposition(exportFileName(title, format)))
    .send(stream);
}

/**
 * Answers a report download: an xlsx named `fileName` (`….xlsx`), never cached, streamed as the
 * client reads. The sheet's name may not hold '/' either (Excel refuses the file): it is the file's
 * name, without .xlsx.
 */
export function sendXlsxReport<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const { stream, mime } = exportStream('xlsx', fileName.replace(/\.xlsx$/, ''), columns, rows);
  return reply
    .header('content-type', mime)
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .send(stream);
}

/** The file as a stream; rows are pulled as the client reads. */
export function exportStream<Row>(
  format: ExportFormat,
  title: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
): { stream: Readable; mime: string } {
  const out = new PassThrough();
  const fail = (err: unknown) => out.destroy(err as Error);
  if (format === 'csv') void writeCsv(out, columns, rows).catch(fail);
  else if (format === 'xlsx') void writeXlsx(out, title, columns, rows).catch(fail);
  else void writePdf(out, title, columns, rows).catch(fail);
  return { stream: out, mime: MIME[format] };
}

async function writeCsv<Row>(out: PassThrough, columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  // Excel in pt-BR reads ';' as the separator and needs the BOM to take the text as UTF-8.
  out.write('\ufeff');
  const csv = stringify({ delimiter: ';', header: true, columns: columns.map((c) => c.title) });
  csv.pipe(out);
  for await (const row of rows) {
    if (!csv.write(columns.map((c) => csvCell(c.type, c.value(row)))))
      await new Promise((r) => csv.once('drain', r));
  }
  csv.end();
}

const XLSX_FORMATS: Partial<Record<ExportType, string>> = {
  money: '"R$" #,##0.00',
  percent: '0.00%',
  number: '#,##0.##',
  datetime: 'dd/mm/yyyy hh:mm:ss',
};

async function writeXlsx<Row>(
  out: PassThrough,
  title: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = book.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.title,
    width: Math.max(12, c.title.length + 4),
    style: XLSX_FORMATS[c.type] ? { numFmt: XLSX_FORMATS[c.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    sheet
      .addRow(
        columns.map((c) => {
          const v = c.value(row);
          if (v === null || v === undefined || v === '') return null;
          switch (c.type) {
            case 'money':
            case 'number':
              return Number(v);
            case 'percent':
              return Number(v) / 100;
            case 'datetime':
              // A cell holds no zone: it gets the wall time the screen shows, not the UTC one.
              return wallTimeAsUtc(v as string);
            case 'boolean':
              return v ? 'Sim' : 'Não';
            default:
              return neutralize(String(v));
          }
        }),
      )
      .commit();
  }
  sheet.commit();
  await book.commit();
}

/** Figures read right-aligned in a table: amounts, percents and counts. */
export const FIGURE_TYPES: ReadonlySet<string> = new Set(['number', 'money', 'percent', 'int']);

/**
 * A table across the page's width in equal columns: the header in bold, drawn again atop each new
 * page; figures right-aligned where `right` says. Returns the writer of one row.
 */
export function pdfTable(doc: PDFKit.PDFDocument, header: string[], right: readonly boolean[] = []) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colWidth = width / header.length;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 14;
  const line = (cells: string[], bold: boolean) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    cells.forEach((text, i) => {
      const opts = {
        width: colWidth - 6,
        height: 40,
        ellipsis: true,
        align: right[i] ? 'right' : 'left',
      } as const;
      height = Math.max(height, doc.heightOfString(text, opts));
      doc.text(text, left + i * colWidth, y, opts);
    });
    doc.y = y + height + 4;
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.3)
      .strokeColor('#c5cbd3')
      .stroke();
  };
  line(header, true);
  return (cells: string[]) => {
    if (doc.y > bottom()) {
      doc.addPage();
      line(header, true);
    }
    line(cells, false);
  };
}

async function writePdf<Row>(
  out: PassThrough,
  title: string,
  columns: ExportColumn<Row>[],
  rows: AsyncIterable<Row>,
) {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: title } });
  doc.pipe(out);
  doc.font('Helvetica-Bold').fontSize(13).text(title, doc.page.margins.left, doc.y);
  doc.moveDown(0.5);
  const row = pdfTable(
    doc,
    columns.map((c) => c.title),
    columns.map((c) => FIGURE_TYPES.has(c.type)),
  );
  for await (const r of rows) row(columns.map((c) => asText(c.type, c.value(r))));
  doc.end();
}
