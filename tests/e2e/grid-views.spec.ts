import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { loginAndWaitShell, shot } from './helpers';

const grid = (page: Page) => page.getByRole('region', { name: 'Usuários' });
const range = (page: Page) => page.locator('.grid-range');
const headers = (page: Page) => page.locator('.bp6-table-quadrant-main .bp6-table-column-name-text');

test('Exportar Log: hidden over the limit, then the history of the rows the list selects', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/users');
  // The first list read after the product starts can be slow on a busy machine.
  await expect(range(page)).toContainText(/de 100\.\d{3}/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Exportar Excel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar Log' })).toHaveCount(0);
  await shot(page, 'grid-toolbar');

  await page.goto('/administrative/users?q=vendedor');
  await expect(range(page)).toHaveText('1–1 de 1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Log' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Log de Usuários \d\d-\d\d-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  expect(rows[0]).toEqual(['Registro', 'Ação', 'Data', 'Usuário', 'Campo', 'De', 'Para']);
  // Each record named as its page names it (his name, which other tests may have lengthened).
  expect(rows.slice(1).every((r) => String(r[0]).startsWith('Carlos Vendedor'))).toBe(true);
  expect(
    rows.slice(1).some((r) => r[1] === 'Inclusão' && r[4] === 'Nome' && r[6] === 'Carlos Vendedor'),
  ).toBe(true);
});

/** Forgets the admin's saved users view through the API, so that a failed run leaves the list plain. */
async function forgetView(page: Page) {
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('balcao:session') ?? 'null') as { accessToken?: string } | null)
        ?.accessToken,
  );
  await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: { query: 'mutation { deleteGridView(gridKey: "users") }' },
  });
}

test.afterEach(async ({ browser }) => {
  const page = await browser.newPage();
  await loginAndWaitShell(page, 'admin');
  await forgetView(page);
  await page.close();
});

test('a saved view follows the user to another browser: columns, sort and filters', async ({ browser }) => {
  const first = await browser.newPage();
  await loginAndWaitShell(first, 'admin');
  await first.goto('/administrative/users?orderBy=email&sort=DESC&f.active=true');
  await expect(grid(first)).toBeVisible();
  await first.getByRole('button', { name: 'Colunas' }).click();
  await first.getByLabel('Colunas visíveis').getByText('Telefone', { exact: true }).click();
  await first.keyboard.press('Escape');
  await expect(headers(first).filter({ hasText: 'Telefone' })).toHaveCount(0);
  await first.getByRole('button', { name: 'Visão' }).click();
  await first.getByRole('menuitem', { name: 'Salvar visão atual' }).click();
  await expect(first.getByText('Visão salva', { exact: true })).toBeVisible();

  // A new browser: nothing in its storage, the plain list address.
  const context = await browser.newContext();
  const second = await context.newPage();
  await loginAndWaitShell(second, 'admin');
  await second.goto('/administrative/users');
  await expect(second).toHaveURL(/orderBy=email/);
  await expect(second).toHaveURL(/sort=DESC/);
  await expect(second).toHaveURL(/f\.active=true/);
  await expect(headers(second).filter({ hasText: 'E-mail' })).toHaveCount(1);
  await expect(headers(second).filter({ hasText: 'Telefone' })).toHaveCount(0);
  await expect(second.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();

  // Forgotten: the next plain opening shows the screen's default.
  await second.getByRole('button', { name: 'Visão' }).click();
  await second.getByRole('menuitem', { name: 'Excluir visão salva' }).click();
  await expect(second.getByText('Visão excluída', { exact: true })).toBeVisible();
  await context.close();
});
