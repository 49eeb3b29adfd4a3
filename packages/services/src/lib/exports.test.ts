import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppWith } from '../test/testFile.js';
import { asText, exportFileName, exportStream, neutralize, type ExportColumn } from './exports.js';
import { sheetOf } from '../test/xlsx.js';

const { call } = testAppWith(['admin', 'vendedor']);
beforeAll(async () => {
  for (const [userName, name, phone] of [
    ['formula', "=HYPERLINK('http://x','y')", '11987654321'],
    ['acento', 'Conceição Araújo', null],
    ['arroba', '@SUM(1+1)', null],
  ] as const)
    await call('admin', 'POST', '/services/users', {
      userName,
      name,
      email: `${userName}@exemplo.com.br`,
      phone: phone ?? undefined,
      password: 'Vento-Azul-27',
    });
});

const download = (qs: string, who = 'admin') => call(who, 'GET', `/services/users/export?${qs}`);

describe('cell values', () => {
  it('neutralizes what a spreadsheet would run, and writes pt-BR values', () => {
    for (const s of ['=1+1', '+1', '-1', '@A1', '\tx', '\0x']) expect(neutralize(s)).toBe(`'${s}`);
    expect(neutralize('Maria')).toBe('Maria');
    expect(asText('money', 1234.56)).toBe('R$ 1.234,56');
    expect(asText('percent', 12.5)).toBe('12,50%');
    expect(asText('datetime', '2026-11-22T15:04:05.000Z')).toBe('22/11/2026 12:04:05');
    expect(asText('boolean', false)).toBe('Não');
    expect(asText('number', 1234567.5)).toBe('1.234.567,5');
  });
});

describe('times in every format are the ones the screen shows', () => {
  // 23:30 in São Paulo on 30 November is 02:30 on 1 December in UTC.
  const at = '2026-12-01T02:30:00.000Z';
  const columns: ExportColumn<{ at: string }>[] = [{ title: 'Quando', type: 'datetime', value: (r) => r.at }];
  async function* rows() {
    yield { at };
  }
  const read = async (format: 'xlsx' | 'csv') => {
    const chunks: Buffer[] = [];
    for await (const c of exportStream(format, 'Teste', columns, rows()).stream) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };

  it('XLSX: the cell opens at the business wall time, as the grid and the CSV show it', async () => {
    const cell = (await sheetOf({ rawPayload: await read('xlsx') })).getCell('A2');
    // A cell has no zone: Excel shows its fields as they are, and ExcelJS reads them as UTC.
    expect((cell.value as Date).toISOString()).toBe('2026-11-30T23:30:00.000Z');
    expect(cell.numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect((await read('csv')).toString('utf8')).toContain('30/11/2026 23:30:00');
  });

  it('a file is named after the business day, not the UTC one', () => {
    expect(exportFileName('Usuários', 'csv', new Date(at))).toBe('Usuários 30-11-2026.csv');
  });
});

describe('users export', () => {
  it('XLSX: the chosen columns in order, text kept, formulas neutralized, dates as dates', async () => {
    const res = await download(
      'format=xlsx&columns=userName,name,phone,updatedAt&orderBy=userName&q=exemplo',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Usu%C3%A1rios%20\d\d-\d\d-\d{4}\.xlsx/,
    );
    const sheet = await sheetOf(res);
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual(['Usuário', 'Nome', 'Telefone', 'Atualizado em']);
    const byLogin = Object.fromEntries(rows.slice(1).map((r) => [r[1], r]));
    expect(Object.keys(byLogin)).toEqual(['acento', 'arroba', 'formula']);
    expect(byLogin.formula![2]).toBe("'=HYPERLINK('http://x','y')");
    expect(byLogin.formula![3]).toBe('(11) 98765-4321');
    expect(byLogin.arroba![2]).toBe("'@SUM(1+1)");
    expect(byLogin.acento![2]).toBe('Conceição Araújo');
    expect(byLogin.acento![4]).toBeInstanceOf(Date);
    expect(sheet.getColumn(4).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  });

  it('CSV: ; separated with a BOM, pt-BR dates, neutralized formulas, filters applied', async () => {
    const res = await download(
      'format=csv&columns=name,active,updatedAt&q=exemplo&orderBy=userName&sort=DESC',
    );
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const rows = parse(res.body.slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Nome', 'Situação', 'Atualizado em']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      "'=HYPERLINK('http://x','y')",
      "'@SUM(1+1)",
      'Conceição Araújo',
    ]);
    expect(rows[1]![1]).toBe('Ativo');
    expect(rows[1]![2]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  });

  it('PDF: a title and the rows as text', async () => {
    const res = await download('format=pdf&columns=name,email&q=acento');
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain('Usuários');
    expect(text).toContain('Nome');
    expect(text).toContain('Conceição Araújo');
    expect(text).toContain('acento@exemplo.com.br');
  });

  it('refuses unknown columns and users without the module', async () => {
    const bad = await download('format=csv&columns=name,password_hash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await download('format=csv&columns=name', 'vendedor')).statusCode).toBe(403);
  });
});
