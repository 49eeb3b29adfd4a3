import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRID, MSG } from '@balcao/schema';
import { testAppWith } from '../test/testFile.js';
import { sheetOf } from '../test/xlsx.js';

const { t, call } = testAppWith(['admin', 'vendedor']);
beforeAll(async () => {
  const created = await call('admin', 'POST', '/services/users', {
    userName: 'logado',
    name: 'Lógica Inicial',
    email: 'logado@exemplo.com.br',
    password: 'Vento-Azul-27',
  });
  const u = created.json();
  const changed = await call('admin', 'PATCH', `/services/users/${u.id}`, {
    name: '=CMD|calc',
    email: 'logado@exemplo.com.br',
    phone: '11987654321',
    updatedAt: u.updatedAt,
  });
  expect(changed.statusCode).toBe(200);
  await call('admin', 'POST', '/services/users', {
    userName: 'outro',
    name: 'Outro Registro',
    email: 'outro@exemplo.com.br',
    password: 'Vento-Azul-27',
  });
});

const download = (qs: string, who = 'admin') => call(who, 'GET', `/services/users/export/log?${qs}`);

describe('log export: the history of the rows the list selects', () => {
  it('XLSX: record, action, date, who, field, from and to; formulas neutralized', async () => {
    const res = await download('format=xlsx&q=logado');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Log%20de%20Usu%C3%A1rios%20/);
    const sheet = await sheetOf(res);
    const rows = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    expect(rows[0]).toEqual(['Registro', 'Ação', 'Data', 'Usuário', 'Campo', 'De', 'Para']);
    const lines = rows.slice(1);
    // Each line names its record as its page does (its name, neutralized here like every value).
    expect(new Set(lines.map((l) => l[0]))).toEqual(new Set(["'=CMD|calc"]));
    expect(lines.filter((l) => l[1] === 'Inclusão').map((l) => l[4])).toContain('Nome');
    const rename = lines.find((l) => l[1] === 'Alteração' && l[4] === 'Nome')!;
    expect(rename.slice(5)).toEqual(['Lógica Inicial', "'=CMD|calc"]);
    expect(rename[2]).toBeInstanceOf(Date);
    expect(rename[3]).toBe('Administrador do Sistema');
    // Values as the screen shows them: the phone masked, never its digits.
    expect(lines.find((l) => l[1] === 'Alteração' && l[4] === 'Telefone')![6]).toBe('(11) 98765-4321');
    // Oldest first: the creation comes before the change.
    expect(lines.findIndex((l) => l[1] === 'Inclusão')).toBeLessThan(lines.indexOf(rename));
  });

  it('CSV and PDF carry the same lines, pt-BR dates', async () => {
    const csv = await download('format=csv&q=logado');
    const rows = parse(csv.body.slice(1), { delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Registro', 'Ação', 'Data', 'Usuário', 'Campo', 'De', 'Para']);
    expect(rows.find((r) => r[4] === 'Nome' && r[1] === 'Alteração')!.slice(5)).toEqual([
      'Lógica Inicial',
      "'=CMD|calc",
    ]);
    expect(rows[1]![2]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    const pdf = await download('format=pdf&q=outro');
    const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload) }).promise;
    const text = (await (await doc.getPage(1)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ');
    expect(text).toContain('Log de Usuários');
    expect(text).toContain('Outro Registro');
    expect(text).not.toContain('Lógica Inicial');
  });

  it('refuses more records than the log limit, and users without the module', async () => {
    await t.db.query(
      `insert into users (user_name, name, email, password_hash)
       select 'massa' || g, 'Massa ' || g, 'massa' || g || '@x.com', 'x' from generate_series(1, $1) g`,
      [GRID.exportLogLimit + 1],
    );
    const tooMany = await download('format=csv&q=massa');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MSG.exportLogTooMany(GRID.exportLogLimit.toLocaleString('pt-BR')));
    expect((await download('format=csv&q=logado', 'vendedor')).statusCode).toBe(403);
  });
});
