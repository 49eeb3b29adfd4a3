import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMISSIONS_IMPORT, compareDecimal, REPRESENTATIVE_MSG } from '@balcao/schema';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { testAppWith } from '../../test/testFile.js';
import { tokensFor, multipart } from '../../files/files.testkit.js';
import { httpRuler } from '../../ruler/ruler.http.js';
import { RulerTokenError } from '../../ruler/ruler.adapter.js';
import { RULER_REFUSED_TOKEN, simulatedRuler, STANDARD_BANDS } from '../../ruler/ruler.simulated.js';
import { representativeOfUser } from './representatives.testkit.js';
import { sheetOf } from '../../test/xlsx.js';

/** A representative's commissions: per line within his bounds, per month, exported, imported by hand. */
const { t, call } = testAppWith(['admin', 'vendedor', 'aprovador', 'financeiro', 'ralmeida']);
let tokens: Record<string, string>;
type Line = {
  itemId: string;
  orderNumber: string;
  productCode: string;
  issueDate: string;
  base: string;
  discount: string;
  percentage: string;
  manual: boolean;
  commission: string;
};

beforeAll(async () => {
  tokens = await tokensFor(t, ['admin', 'financeiro', 'vendedor']);
});

const repOf = (user: string) => representativeOfUser(t, user);
/** His newest month with commissions, and its lines. */
async function linesOf(rep: number, who = 'admin') {
  const year = new Date().getFullYear();
  let months = (
    await call(who, 'GET', `/services/representatives/${rep}/commissions/monthly?year=${year}`)
  ).json<{ month: string }[]>();
  if (!months.length)
    months = (
      await call(who, 'GET', `/services/representatives/${rep}/commissions/monthly?year=${year - 1}`)
    ).json();
  const month = months.at(-1)!.month;
  const res = await call(
    who,
    'GET',
    `/services/representatives/${rep}/commissions?month=${month}&pageSize=100`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return { month, lines: res.json<{ rows: Line[] }>().rows };
}

const adjustmentOf = (discount: string) =>
  STANDARD_BANDS.find((b) => b.maxDiscount === null || compareDecimal(discount, b.maxDiscount) <= 0)!
    .adjustment;
const clamp = (v: number) => Math.min(6, Math.max(1, v));

async function imported(rows: unknown[][], who: string, dryRun: boolean) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Comissões');
  sheet.addRow(COMMISSIONS_IMPORT.columns.map((c) => c.header));
  for (const r of rows) sheet.addRow(r);
  const form = new FormData();
  form.append('mode', 'FILE');
  form.append('dryRun', String(dryRun));
  form.append('file', new Blob([Buffer.from(await book.xlsx.writeBuffer())]), 'comissoes.xlsx');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/services/imports/commissions',
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type')!, authorization: `Bearer ${tokens[who]}` },
  });
  expect(res.statusCode, res.body).toBe(202);
  for (;;) {
    const job = (await call(who, 'GET', `/services/imports/commissions/jobs/${res.json().id}`)).json();
    if (job.status !== 'RUNNING') return job;
    await new Promise((r) => setTimeout(r, 20));
  }
}
const overrides = async () =>
  Number(
    (await t.db.query<{ n: number }>('select count(*)::int as n from representative_commission_overrides'))
      .rows[0]!.n,
  );

describe('commissions', () => {
  it('each line follows his parameters: the ruler moves his percentage, held within min and max', async () => {
    const { lines } = await linesOf(await repOf('vendedor'), 'vendedor');
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(compareDecimal(l.percentage, '1.00')).toBeGreaterThanOrEqual(0);
      expect(compareDecimal(l.percentage, '6.00')).toBeLessThanOrEqual(0);
      if (!l.manual)
        expect(Number(l.percentage)).toBeCloseTo(clamp(3.5 + Number(adjustmentOf(l.discount))), 2);
      expect(Number(l.commission)).toBeCloseTo(Math.round(Number(l.base) * Number(l.percentage)) / 100, 2);
    }
  });

  it('a representative reads his own; his manager and finance his too; another representative not', async () => {
    const rep = await repOf('vendedor');
    const year = new Date().getFullYear();
    const url = `/services/representatives/${rep}/commissions/monthly?year=${year}`;
    for (const who of ['vendedor', 'aprovador', 'financeiro', 'admin'])
      expect((await call(who, 'GET', url)).statusCode).toBe(200);
    expect((await call('ralmeida', 'GET', url)).statusCode).toBe(403);
  });

  it('an import with two bad rows is reported and writes nothing; within bounds, at them, it writes', async () => {
    const mine = await linesOf(await repOf('vendedor'));
    const theirs = await linesOf(await repOf('ralmeida'));
    const [a, b] = mine.lines;
    const before = await overrides();
    const bad = await imported(
      [
        [a!.orderNumber, a!.productCode, '6,01'],
        [theirs.lines[0]!.orderNumber, theirs.lines[0]!.productCode, '2,00'],
        [b!.orderNumber, b!.productCode, '2,00'],
      ],
      'financeiro',
      false,
    );
    expect(bad).toMatchObject({ status: 'INVALID', errorRows: 2 });
    expect(await overrides()).toBe(before);

    const good = await imported(
      [
        [a!.orderNumber, a!.productCode, '6,00'],
        [b!.orderNumber, b!.productCode, '1,00'],
      ],
      'financeiro',
      false,
    );
    expect(good).toMatchObject({ status: 'DONE' });
    const after = (await linesOf(await repOf('vendedor'))).lines;
    expect(after.find((l) => l.itemId === a!.itemId)).toMatchObject({ percentage: '6.00', manual: true });
    expect(after.find((l) => l.itemId === b!.itemId)).toMatchObject({ percentage: '1.00', manual: true });
    // Importing needs COMISSAO × IMPORTACAO_EM_MASSA.
    const { payload, contentType } = await multipart([{ name: 'c.xlsx', data: 'x' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/services/imports/commissions',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${tokens.vendedor}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(REPRESENTATIVE_MSG.commissionImportFailed).toBe('Falha ao importar comissão');
  });

  it('exports a month as XLSX', async () => {
    const rep = await repOf('vendedor');
    const { month, lines } = await linesOf(rep);
    const res = await call(
      'vendedor',
      'GET',
      `/services/representatives/${rep}/commissions/export?month=${month}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetOf(res);
    expect(sheet.rowCount).toBeGreaterThanOrEqual(lines.length + 1);
  });
});

describe('the commission ruler', () => {
  it("answers 'Erro em token Regua' when its service refuses the token", async () => {
    const refused = await createTestApp({ app: { ruler: simulatedRuler({ token: RULER_REFUSED_TOKEN }) } });
    try {
      const as = await signInAs(refused, ['admin']);
      const res = await as(
        'admin',
        'GET',
        `/services/representatives/${await repOf('vendedor')}/commissions/monthly?year=2026`,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'RULER_UNAVAILABLE', message: 'Erro em token Regua' });
    } finally {
      await refused.close();
    }
  });

  it('over HTTP: a 401 is the token refused; bands are read with the bearer token', async () => {
    let seen = '';
    const server = createServer((req, res) => {
      seen = req.headers.authorization ?? '';
      if (seen !== 'Bearer certo') return res.writeHead(401).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ bands: [{ maxDiscount: null, adjustment: '0.25' }] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(httpRuler({ url, token: 'errado' }).bands('REP-00001')).rejects.toBeInstanceOf(
        RulerTokenError,
      );
      expect(await httpRuler({ url, token: 'certo' }).bands('REP-00001')).toEqual([
        { maxDiscount: null, adjustment: '0.25' },
      ]);
      expect(seen).toBe('Bearer certo');
    } finally {
      server.close();
    }
  });
});
