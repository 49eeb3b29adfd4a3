import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { loginAndWaitShell, readyFile, shot } from './helpers';

// EXPORT_BACKGROUND_ABOVE is 50 in this run (playwright.config.ts).
const QUEUED = 'O arquivo está sendo gerado. Você será avisado por uma notificação quando estiver pronto.';
test('an export above the threshold comes back as a notification that downloads the file', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'admin');
  // usuario.123, usuario.1230–1239 and usuario.12300–12399: 111 users.
  await page.goto('/administrative/users?q=usuario.123&orderBy=userName');
  await expect(page.locator('.grid-range')).toHaveText('1–10 de 111');
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  await expect(page.getByText(QUEUED)).toBeVisible();
  await shot(page, 'background-export-queued');

  const { ready, download } = await readyFile(page, /Usuários \d\d-\d\d-\d{4}\.xlsx está pronto/);
  await expect(ready).toContainText(/Usuários \d\d-\d\d-\d{4}\.xlsx está pronto/);
  await shot(page, 'background-export-notification');

  expect(download.suggestedFilename()).toMatch(/^Usuários \d\d-\d\d-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  expect(rows).toHaveLength(112);
  expect(rows[0]).toEqual(expect.arrayContaining(['Nome', 'Usuário']));
  expect(rows[1]).toEqual(expect.arrayContaining(['usuario.123']));
});
