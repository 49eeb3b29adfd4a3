import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, expectConsole, test } from './fixtures';
import { loginAndWaitShell, shot, toast } from './helpers';

const CUSTOMER = 'Comercial Aurora Matriz Ltda';

test("vendedor downloads his customer's Neogrid purchase orders of a period; a failing Neogrid is told", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'vendedor');
  await page.goto('/sales/neogrid');
  await expect(page.getByRole('heading', { name: 'Neogrid', exact: true })).toBeVisible();
  const download = page.getByRole('button', { name: 'BAIXAR PEDIDOS' });
  await expect(download).toBeDisabled();
  await page.getByRole('textbox', { name: /^Cliente/ }).fill('Comercial Aurora Matriz');
  await page.getByRole('menu', { name: 'Clientes encontrados' }).getByText(CUSTOMER, { exact: true }).click();
  await page.getByLabel('De', { exact: true }).fill('2026-01-01');
  await page.getByLabel('Até', { exact: true }).fill('2026-01-31');
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

  // A period that ends before it starts is not sent.
  await page.getByLabel('Até', { exact: true }).fill('2025-12-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Informe um período' })).toBeVisible();
  await expect(download).toBeDisabled();
  await page.getByLabel('Até', { exact: true }).fill('2026-01-31');

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
