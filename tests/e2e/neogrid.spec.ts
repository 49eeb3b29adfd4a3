import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, expectConsole, test } from './fixtures';
import { openScreenAs, shot, toast } from './helpers';

const CUSTOMER = 'Comercial Aurora Matriz Ltda';

test("vendedor downloads his customer's Neogrid purchase orders of a period; a failing Neogrid is told", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openScreenAs(page, 'vendedor', '/sales/neogrid', 'Neogrid');
  const download = page.getByRole('button', { name: 'BAIXAR PEDIDOS' });
  await expect(download).toBeDisabled();
  await page.getByRole('textbox', { name: /^Cliente/ }).fill('Comercial Aurora Matriz');
  await page.getByRole('menu', { name: 'Clientes encontrados' }).getByText(CUSTOMER, { exact: true }).click();
  const period = page.getByRole('group', { name: 'Período' });
  await period.getByRole('textbox', { name: /^Data inicial/ }).fill('01/01/2026');
  // The end picked on the calendar, which opens on the typed day's month (January's 31st is its
  // last cell named 31: the first may be December's, shown before the 1st).
  await period.getByRole('textbox', { name: /^Data final/ }).fill('20/01/2026');
  await period.getByRole('button', { name: /^Abrir calendário de Data final/ }).click();
  const calendar = page.locator('.bp6-datepicker');
  await expect(calendar.getByText('janeiro', { exact: false }).first()).toBeVisible();
  await calendar.getByRole('gridcell', { name: '31' }).last().click();
  await expect(calendar).toBeHidden();
  await expect(period.getByRole('textbox', { name: /^Data final/ })).toHaveValue('31/01/2026');
  await shot(page, 'neogrid');
  const file = page.waitForEvent('download');
  await download.click();
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(/^Pedidos Neogrid Comercial Aurora Matriz Ltda .*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await saved.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Pedido');
  expect(sheet.rowCount).toBeGreaterThan(8);

  // A period that ends before it starts, or longer than a year, is not sent: each says why.
  const end = period.getByRole('textbox', { name: /^Data final/ });
  let asked = 0;
  page.on('request', (r) => void (r.url().includes('/files/neogrid/download') && asked++));
  await end.fill('01/12/2025');
  await download.click();
  await expect(period.getByText('Data final deve ser posterior a data inicial')).toBeVisible();
  await end.fill('02/01/2027');
  await download.click();
  await expect(
    period.getByText('Informe um período de até 366 dias, com o fim igual ou posterior ao início.'),
  ).toBeVisible();
  expect(asked).toBe(0);
  await end.fill('31/01/2026');

  // Neogrid does not answer: 'Erro ao consultar neogrid'.
  expectConsole(page, /status of 502 .*\/files\/neogrid\/download/);
  await page.route('**/files/neogrid/download*', (r) =>
    r.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 502, code: 'NEOGRID_FAILED', message: 'Erro ao consultar neogrid' }),
    }),
  );
  await download.click();
  await expect(toast(page, 'Erro ao consultar neogrid')).toBeVisible();
});
