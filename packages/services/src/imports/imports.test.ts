import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MSG, PRICE_MSG, PRICE_TABLE_ITEMS_IMPORT } from '@balcao/schema';
import { createFileStore } from '../files/files.store.js';
import type { Realtime } from '../realtime/realtime.js';
import { findJob, insertJob } from './imports.jobs.js';
import type { ImportWriter } from './imports.kit.js';
import { createImportRunner, type ImportProgress } from './imports.run.js';
import { testAppWith } from '../test/testFile.js';
import { tokensFor } from '../files/files.testkit.js';
import { priceTableOf } from '../domains/pricing/pricing.testkit.js';
import { cellsOf, sheetOf } from '../test/xlsx.js';

const { t, call } = testAppWith(['admin', 'aprovador']);
let tokens: Record<string, string>;
const BASE = '/services/imports/price-table-items';
const HEADERS = ['Código do produto', 'Preço', 'Preço mínimo', 'Desconto máximo (%)'];

beforeAll(async () => {
  tokens = await tokensFor(t, ['admin']);
});

const code = (i: number) => `P${String(i).padStart(5, '0')}`;
/** An XLSX as people send it: a header row, then rows of cells (numbers as numbers). */
async function xlsx(rows: unknown[][], headers = HEADERS) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Itens');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function upload(data: Buffer, fields: Record<string, string>, who = 'admin') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([data]), 'itens.xlsx');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await req.arrayBuffer());
  const contentType = req.headers.get('content-type')!;
  return t.app.inject({
    method: 'POST',
    url: BASE,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${tokens[who]}` },
  });
}
async function finished(id: number) {
  for (;;) {
    const job = (await call('admin', 'GET', `${BASE}/jobs/${id}`)).json();
    if (job.status !== 'RUNNING') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}
const items = async (table: number) =>
  (
    await t.db.query<{ code: string; price: string; min_price: string | null }>(
      `select p.code, i.price::text as price, i.min_price::text as min_price
         from price_table_items i join products p on p.id = i.product_id where i.price_table_id = $1 order by p.code`,
      [table],
    )
  ).rows;

/** 40 good rows with three bad ones among them: an unknown product, a floor above the price, a repeated code. */
const withBadRows = () => [
  ...Array.from({ length: 40 }, (_, i) => [code(i + 1), 100 + i, 90, null]),
  ['NAOEXISTE', 10, null, null],
  [code(41), '1.234,56', '2.000,00', null],
  [code(3), 50, null, 5],
];

describe('import kit, on price-table items', () => {
  it('a dry run reports every bad row and writes nothing; the error report holds the rows as sent and why', async () => {
    const table = await priceTableOf(t, 'IMP');
    const res = await upload(await xlsx(withBadRows()), { target: String(table), dryRun: 'true' });
    expect(res.statusCode, res.body).toBe(202);
    const job = await finished(res.json().id);
    expect(job).toMatchObject({ status: 'INVALID', totalRows: 43, errorRows: 3, inserted: 0, dryRun: true });
    expect(await items(table)).toEqual([]);

    const report = await call('admin', 'GET', `${BASE}/jobs/${job.id}/errors`);
    expect(report.statusCode).toBe(200);
    const sheet = await sheetOf(report);
    expect(cellsOf(sheet, 1)).toEqual(['Linha', ...HEADERS, 'Motivo']);
    const rows = [2, 3, 4].map((n) => cellsOf(sheet, n));
    expect(rows[0]!.slice(0, 2)).toEqual([42, 'NAOEXISTE']);
    expect(rows[0]!.at(-1)).toBe(`${PRICE_MSG.productNotFound}: NAOEXISTE`);
    expect(rows[1]!.slice(0, 4)).toEqual([43, code(41), '1.234,56', '2.000,00']);
    expect(rows[1]!.at(-1)).toBe(PRICE_MSG.minPriceAbovePrice);
    expect(rows[2]!.at(-1)).toBe(IMPORT_MSG.repeated(4));
  });

  it('all or nothing: a file with a bad row writes nothing; the fixed file inserts, and sent again updates by product', async () => {
    const table = await priceTableOf(t, 'IMP');
    const bad = await finished(
      (await upload(await xlsx(withBadRows()), { target: String(table) })).json().id,
    );
    expect(bad).toMatchObject({ status: 'INVALID', errorRows: 3, inserted: 0, hasErrorReport: true });
    expect(await items(table)).toEqual([]);

    const fixed = withBadRows().slice(0, 40);
    const done = await finished((await upload(await xlsx(fixed), { target: String(table) })).json().id);
    expect(done).toMatchObject({
      status: 'DONE',
      inserted: 40,
      updated: 0,
      errorRows: 0,
      hasErrorReport: false,
    });
    expect((await items(table))[0]).toEqual({ code: code(1), price: '100.00', min_price: '90.00' });

    const again = await upload(
      await xlsx([
        [code(1), '1.234,56', null, null],
        [code(99), 7.5, null, 10],
      ]),
      {
        target: String(table),
      },
    );
    expect(await finished(again.json().id)).toMatchObject({ status: 'DONE', inserted: 1, updated: 1 });
    const after = await items(table);
    expect(after).toHaveLength(41);
    expect(after[0]).toEqual({ code: code(1), price: '1234.56', min_price: null });

    const history = (await call('admin', 'GET', `${BASE}/jobs?target=${table}&pageSize=10`)).json();
    expect(history.totalRegisters).toBe(3);
    expect(history.rows[0]).toMatchObject({
      fileName: 'itens.xlsx',
      userName: expect.any(String),
      status: 'DONE',
    });
  });

  it('per batch: batches without a bad row are written, the bad row’s batch is skipped whole', async () => {
    await t.db.query(
      `insert into products (code, name, family, ncm, unit)
       select 'IMPB' || g, 'Produto de lote ' || g, 'TV', '85287200', 'UN' from generate_series(1, 600) g
       on conflict do nothing`,
    );
    const table = await priceTableOf(t, 'IMP');
    const rows: unknown[][] = Array.from({ length: 600 }, (_, i) => [`IMPB${i + 1}`, 10, null, null]);
    rows[10] = ['IMPB11', 10, 20, null];
    const job = await finished(
      (await upload(await xlsx(rows), { target: String(table), mode: 'BATCH' })).json().id,
    );
    expect(job).toMatchObject({ status: 'PARTIAL', inserted: 100, updated: 0, errorRows: 500 });
    expect(await items(table)).toHaveLength(100);
    expect((await items(table))[0]!.code).toBe('IMPB501');
  });

  it('refuses a file without a required column, and a file that is no spreadsheet', async () => {
    const table = await priceTableOf(t, 'IMP');
    const missing = await upload(await xlsx([[code(1)]], ['Código do produto']), { target: String(table) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(IMPORT_MSG.missingColumn('Preço'));
    const text = await upload(Buffer.from('Código do produto;Preço\nP00001;10'), { target: String(table) });
    expect(text.statusCode).toBe(400);
  });

  it('only the importer cancels, and only while it runs', async () => {
    const table = await priceTableOf(t, 'IMP');
    const id = (await upload(await xlsx([[code(1), 10, null, null]]), { target: String(table) })).json().id;
    expect((await call('aprovador', 'POST', `${BASE}/jobs/${id}/cancel`)).statusCode).toBe(403);
    await finished(id);
    const late = await call('admin', 'POST', `${BASE}/jobs/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(IMPORT_MSG.notRunning);
  });
});

describe('import runner', () => {
  /** A kind whose checks wait for the test to open the gate, so a cancel lands mid-run. */
  function gatedKind() {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const writer: ImportWriter = {
      def: { ...PRICE_TABLE_ITEMS_IMPORT, batchSize: 100 },
      check: async () => {
        await gate;
        return new Map();
      },
      write: async (_tx, rows) => ({ inserted: rows.length, updated: 0 }),
    };
    return { writer, open };
  }
  async function runOf(writer: ImportWriter) {
    const events: ImportProgress[] = [];
    const realtime = {
      emitToUser: (_u: number, _e: string, p: ImportProgress) => events.push(p),
    } as unknown as Realtime;
    const runner = createImportRunner({
      db: t.db,
      store: createFileStore({ dir: t.filesDir, maxBytes: 1e6 }),
      realtime,
      log: t.app.log,
    });
    const admin = Number(
      (await t.db.query<{ id: number }>(`select id from users where user_name = 'admin'`)).rows[0]!.id,
    );
    const file = {
      headers: HEADERS,
      rows: Array.from({ length: 1200 }, (_, i) => ({
        line: i + 2,
        cells: [],
        values: { productCode: `X${i}`, price: '1.00' },
      })),
    };
    const jobId = await insertJob(t.db, {
      kind: 'PRICE_TABLE_ITEMS',
      targetId: null,
      userId: admin,
      fileId: null,
      fileName: 'x.xlsx',
      description: null,
      mode: 'FILE',
      dryRun: false,
      totalRows: 1200,
    });
    runner.start(writer, {
      jobId,
      userId: admin,
      mode: 'FILE',
      dryRun: false,
      ctx: null,
      file,
      fileName: 'x.xlsx',
    });
    return { events, runner, jobId, job: () => findJob(t.db, 'PRICE_TABLE_ITEMS', jobId) };
  }

  it('tells the importer its progress chunk by chunk, to 100% and the outcome', async () => {
    const { writer, open } = gatedKind();
    const run = await runOf(writer);
    open();
    await run.runner.idle();
    expect(await run.job()).toMatchObject({ status: 'DONE', inserted: 1200 });
    const percents = run.events.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(run.events.filter((e) => e.phase === 'VALIDANDO')).toHaveLength(3);
    expect(run.events.filter((e) => e.phase === 'GRAVANDO')).toHaveLength(12);
    expect(run.events.at(-1)).toMatchObject({ status: 'DONE', phase: 'FIM', percent: 100, total: 1200 });
  });

  it('stops a cancelled import before it writes', async () => {
    const { writer, open } = gatedKind();
    const run = await runOf(writer);
    await run.runner.cancel(run.jobId);
    open();
    await run.runner.idle();
    expect(await run.job()).toMatchObject({
      status: 'CANCELLED',
      inserted: 0,
      message: IMPORT_MSG.cancelled,
    });
    expect(run.events.at(-1)).toMatchObject({ status: 'CANCELLED', phase: 'FIM' });
  });
});
