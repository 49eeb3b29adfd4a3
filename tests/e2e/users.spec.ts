import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { loginAndWaitShell, pageGqlData, shot } from './helpers';

// The product starts with the demo users plus 100,000 volume users (SEED_BULK_USERS in the config);
// other tests may have added a few before this one runs: the server's count is the truth.
const userCount = async (page: Page) =>
  (
    await pageGqlData<{ users: { totalRegisters: number } }>(
      page,
      '{ users(input: { pageSize: 1 }) { totalRegisters } }',
    )
  ).users.totalRegisters;
const pt = (n: number) => n.toLocaleString('pt-BR');

const grid = (page: Page) => page.getByRole('region', { name: 'Usuários' });
const range = (page: Page) => page.locator('.grid-range');
// Blueprint's table draws frozen parts twice (its quadrants): look in the main one only.
const main = (page: Page) => page.locator('.bp6-table-quadrant-main');
// The row actions are the frozen first column, drawn in the left quadrant.
const action = (page: Page, name: string) =>
  page.locator('.bp6-table-quadrant-left').getByRole('button', { name, exact: true });
// Column 0 holds the row actions; the data columns follow in the screen's order.
const COL = { name: 1, userName: 2 } as const;
const cell = (page: Page, row: number, col: keyof typeof COL) =>
  main(page).locator(`.bp6-table-cell-row-${row}.bp6-table-cell-col-${COL[col]}`);

async function openUsers(page: Page, query = '') {
  await loginAndWaitShell(page, 'admin');
  await page.goto(`/administrative/users${query}`);
  await expect(grid(page)).toBeVisible();
}

test('the users grid pages through 100k rows on the server', async ({ page }) => {
  await openUsers(page);
  const TOTAL = await userCount(page);
  expect(TOTAL).toBeGreaterThan(100_000);
  const pages = Math.ceil(TOTAL / 10);
  await expect(range(page)).toHaveText(`1–10 de ${pt(TOTAL)}`);
  await expect(page.getByText(`Página 1 de ${pt(pages)}`)).toBeVisible();
  await shot(page, 'users-grid');

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(range(page)).toHaveText(`11–20 de ${pt(TOTAL)}`);
  await expect(page).toHaveURL(/page=2/);

  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(range(page)).toHaveText(`${pt((pages - 1) * 10 + 1)}–${pt(TOTAL)} de ${pt(TOTAL)}`);

  // Page size: back to the first page with 50 rows.
  await page.getByRole('combobox').filter({ hasText: '10' }).first().selectOption('50');
  await expect(range(page)).toHaveText(`1–50 de ${pt(TOTAL)}`);
  // More rows than before are drawn (the table draws those in view, the rest as it scrolls).
  await expect(cell(page, 15, 'name')).toBeVisible();
});

test('search is accent- and case-insensitive and debounced; filters narrow the rows', async ({ page }) => {
  await openUsers(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postData()?.includes('UsersList')) requests.push(r.postData()!);
  });
  await page.getByRole('searchbox', { name: 'Pesquisar' }).pressSequentially('JOAO SIMOES', { delay: 30 });
  await expect(range(page)).toHaveText('1–10 de 250');
  // One request for the whole typed text (debounced 500 ms), not one per key.
  expect(requests.filter((r) => r.includes('JOAO SIMOES'))).toHaveLength(1);
  expect(requests.filter((r) => r.includes('"q":"JOAO"'))).toHaveLength(0);
  await expect(cell(page, 0, 'name')).toContainText('João Simões');

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Situação').selectOption('false');
  await expect(range(page)).toHaveText('1–10 de 36');
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await shot(page, 'users-grid-filtered');
});

test('sorting from the column menu, both ways', async ({ page }) => {
  await openUsers(page, '?q=usuario.9999');
  await expect(range(page)).toHaveText('1–10 de 11');
  // Column headers are drawn by the top quadrant.
  const header = page.locator('.bp6-table-quadrant-top .bp6-table-column-name[title="Usuário"]');
  const openMenu = async () => {
    await header.hover();
    await header.locator('.bp6-table-th-menu').click();
  };
  await openMenu();
  await page.getByRole('menuitem', { name: 'Ordenar decrescente' }).click();
  await expect(cell(page, 0, 'userName')).toHaveText('usuario.99999');
  await expect(page).toHaveURL(/orderBy=userName&sort=DESC/);
  await openMenu();
  await page.getByRole('menuitem', { name: 'Ordenar crescente' }).click();
  await expect(cell(page, 0, 'userName')).toHaveText('usuario.9999');
});

test('create a user: errors on the fields, a server duplicate on its field, then his profiles on his page', async ({
  page,
}) => {
  await openUsers(page);
  await page.getByRole('button', { name: 'Incluir' }).click();
  await expect(page).toHaveURL(/\/administrative\/users\/create$/);
  const form = page.getByRole('form', { name: 'Usuário' });
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Formulário contém erros. Por favor revise as informações.',
  );
  await expect(form.getByText('Este é um campo obrigatório').first()).toBeVisible();

  await form.getByRole('textbox', { name: /^Usuário/ }).fill('marina');
  await form.getByRole('textbox', { name: /^Nome/ }).fill('Marina Gonçalves');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('admin@balcao.com.br');
  await form.getByRole('textbox', { name: /^Telefone/ }).fill('11912345678');
  await expect(form.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 91234-5678');
  await form.getByLabel(/^Senha/).fill('Vento-Azul-27');
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(form.getByText('E-mail já cadastrado para outro usuário')).toBeVisible();
  await shot(page, 'users-form-errors');

  await form.getByRole('textbox', { name: /^E-mail/ }).fill('marina@balcao.com.br');
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();
  // His profiles are attached next, on his page, each as it is ticked.
  await expect(page).toHaveURL(/\/administrative\/users\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: /Marina Gonçalves/ })).toBeVisible();
  await expect(page.getByText('Editar', { exact: true })).toBeVisible(); // breadcrumb of the edit mode
  await page.getByRole('checkbox', { name: 'Representante de Vendas' }).click({ force: true });
  await expect(page.getByText('Alteração salva com sucesso')).toBeVisible();
  await page.goto(page.url().replace('/edit/', '/view/'));
  await expect(page.getByRole('checkbox', { name: 'Representante de Vendas' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Representante de Vendas' })).toBeDisabled();
});

test('inactivate from the grid: the action is disabled on an inactive row', async ({ page }) => {
  // usuario.14 is inactive (every 7th volume user is), usuario.15 active.
  await openUsers(page, '?f.userName=usuario.14');
  await expect(range(page)).toHaveText('1–1 de 1');
  await expect(action(page, 'Inativar: Adriana Silva Silva 14')).toBeDisabled();
  await openUsers(page, '?f.userName=usuario.15');
  await action(page, 'Inativar: Juliana Silva Silva 15').click();
  await expect(page.getByText('Alteração salva com sucesso')).toBeVisible();
  await expect(action(page, 'Inativar: Juliana Silva Silva 15')).toBeDisabled();
  await expect(action(page, 'Ativar: Juliana Silva Silva 15')).toBeEnabled();
  // Deleting himself is refused with the services' reason, not a generic failure.
  await openUsers(page, '?f.userName=admin');
  await action(page, 'Excluir: Administrador do Sistema').click();
  await page.getByRole('button', { name: 'SIM', exact: true }).click();
  await expect(
    page.locator('.bp6-toast').filter({ hasText: 'Você não pode excluir o próprio usuário' }),
  ).toBeVisible();
});

test('a change shows in the record history; a stale save shows what the other person changed', async ({
  page,
  context,
}) => {
  await openUsers(page, '?f.userName=aprovador');
  await action(page, 'Editar: Ana Aprovadora').click();
  await expect(page).toHaveURL(/\/administrative\/users\/edit\/\d+$/);
  const editUrl = page.url();

  // Someone else opens the same record before the first save.
  const other = await context.newPage();
  await other.goto(editUrl);
  await expect(other.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana Aprovadora');

  await page.getByRole('textbox', { name: /^Telefone/ }).fill('11955554444');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Alteração salva com sucesso')).toBeVisible();
  await page.getByRole('button', { name: 'HISTÓRICO' }).click();
  await expect(page.getByRole('heading', { name: 'Histórico: Ana Aprovadora', exact: true })).toBeVisible();
  const latest = page.getByRole('list', { name: 'Alterações' }).getByRole('listitem').first();
  await expect(latest).toContainText('Alteração');
  await expect(latest).toContainText('por Administrador do Sistema');
  // The phone as people read it, masked: never the stored digits.
  await expect(latest.getByRole('row', { name: /Telefone/ })).toContainText('(11) 95555-4444');
  await shot(page, 'users-history');

  await other.getByRole('textbox', { name: /^Nome/ }).fill('Ana Aprovadora Souza');
  await other.getByRole('button', { name: 'SALVAR' }).click();
  const notice = other.getByRole('alert').filter({ hasText: 'Este registro foi alterado por outra pessoa' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Telefone: agora (11) 95555-4444');
  await shot(other, 'users-conflict');
  await notice.getByRole('button', { name: 'Recarregar' }).click();
  await expect(other.getByRole('textbox', { name: /^Telefone/ })).toHaveValue('(11) 95555-4444');
});

test('export the filtered users to Excel: the columns seen, in that order', async ({ page }) => {
  await openUsers(page, '?q=usuario.1234&orderBy=userName');
  await expect(range(page)).toHaveText('1–10 de 11');
  // Hide "Perfis" and "Atualizado em": the file has the columns the user sees.
  await page.getByRole('button', { name: 'Colunas' }).click();
  const chooser = page.getByLabel('Colunas visíveis');
  await chooser.getByText('Perfis', { exact: true }).click();
  await chooser.getByText('Atualizado em', { exact: true }).click();
  await page.keyboard.press('Escape');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^Usuários \d\d-\d\d-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const rows = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  expect(rows[0]).toEqual(['Nome', 'Usuário', 'E-mail', 'Telefone', 'Situação']);
  expect(rows).toHaveLength(12);
  expect(rows[1]).toEqual([
    expect.stringMatching(/ 1234$/),
    'usuario.1234',
    'usuario.1234@exemplo.com.br',
    '(11) 90000-1234',
    'Ativo',
  ]);
});
