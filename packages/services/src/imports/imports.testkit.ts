import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ImportDefinition } from '@balcao/schema';
import type { createTestApp, signInAs } from '../test/testApp.js';
import { sheetOf } from '../test/xlsx.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Call = Awaited<ReturnType<typeof signInAs>>;

/**
 * A kind's import as its tests drive it: a file of rows under the kind's headers, sent by a user
 * (multipart, with the upload's fields), the job read until it ends, and its error report's reasons
 * by line.
 */
export function importKit(t: TestApp, call: Call, tokens: Record<string, string>, def: ImportDefinition) {
  const base = `/services/imports/${def.rest}`;

  async function xlsx(rows: unknown[][]) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet(def.title);
    sheet.addRow(def.columns.map((c) => c.header));
    for (const r of rows) sheet.addRow(r);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  /** The upload's answer (202 with the job, or the refusal). */
  async function send(rows: unknown[][], who: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([await xlsx(rows)]), `${def.rest}.xlsx`);
    const req = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method: 'POST',
      url: base,
      payload: Buffer.from(await req.arrayBuffer()),
      headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${tokens[who]}` },
    });
  }

  /** The job of a file once it ended. */
  async function imported(rows: unknown[][], who: string, fields: Record<string, string> = {}) {
    const res = await send(rows, who, fields);
    expect(res.statusCode, res.body).toBe(202);
    for (;;) {
      const job = (await call(who, 'GET', `${base}/jobs/${res.json().id}`)).json();
      if (job.status !== 'RUNNING') return job;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The error report's reasons by line. */
  async function reasons(jobId: number, who: string) {
    const res = await call(who, 'GET', `${base}/jobs/${jobId}/errors`);
    expect(res.statusCode).toBe(200);
    const sheet = await sheetOf(res);
    const out: Record<number, string> = {};
    sheet.eachRow((r, n) => {
      const cells = (r.values as unknown[]).slice(1);
      if (n > 1) out[Number(cells[0])] = String(cells.at(-1));
    });
    return out;
  }

  return { base, send, imported, reasons };
}
