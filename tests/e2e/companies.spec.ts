import { expect, test, type Page } from './fixtures';
import {
  chooseUser,
  field,
  loginAndWaitShell,
  openScreenAs,
  openTaskFromPanel,
  requestChange,
  shot,
  signedIn,
  toast,
} from './helpers';

// This spec's own company; its path is kept for the record-access test below.
const COMPANY = { code: 'E2E-EMP-01', cnpj: '73918426000100', name: 'Distribuidora Ponte Alta Ltda' };
let companyPath = '';

const main = (page: Page) => page.locator('.bp6-table-quadrant-main');

/** Opens the first account the banks' grid lists, for editing. */
async function editFirstAccount(page: Page) {
  await page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: /^Editar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/financial\/banks\/edit\/\d+$/);
}

/** The requester's page, reloaded after the approval: `name` holds `value`, nothing is pending. */
async function expectSaved(owner: Page, name: string, value: string) {
  await owner.reload();
  await expect(field(owner, name)).toHaveValue(value);
  await expect(owner.getByText('Alteração cadastral em aprovação')).toHaveCount(0);
}

async function addAccount(page: Page, bankCode: string, agency: string, account: string) {
  await page.getByRole('button', { name: 'Incluir conta' }).click();
  const editor = page.getByRole('form', { name: 'Nova conta' });
  await field(editor, 'Código do banco').fill(bankCode);
  await field(editor, 'Agência').fill(agency);
  await field(editor, 'Conta').fill(account);
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Conta bancária cadastrada com sucesso!')).toBeVisible();
  await expect(editor).toHaveCount(0);
}

test('admin creates a company with two bank accounts, edits one and deletes the other', async ({ page }) => {
  // A long journey (a company, three account writes, the history): more than the default 30 s.
  test.setTimeout(60_000);
  await openScreenAs(page, 'admin', '/administrative/companies', 'Empresas');
  // The demo book has hundreds of matrices: find one by name.
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Magazine Horizonte');
  await expect(main(page).getByText('Magazine Horizonte Comércio Ltda')).toBeVisible();
  await shot(page, 'companies-grid');
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Incluir empresa', exact: true })).toBeVisible();

  // A wrong CNPJ stays on its field; the mask shapes what is typed.
  await field(page, 'Código matriz').fill(COMPANY.code);
  await field(page, 'CNPJ').fill('11222333000180');
  await expect(field(page, 'CNPJ')).toHaveValue('11.222.333/0001-80');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await expect(page.getByText('Este é um campo obrigatório')).toBeVisible();
  await field(page, 'CNPJ').fill(COMPANY.cnpj);
  await field(page, 'Razão social').fill(COMPANY.name);
  await field(page, 'Telefone').fill('1133334444');
  // The representative is one among thousands of users: found by part of his name.
  await chooseUser(page, 'Representante', 'Rodrigo Alm', /^Rodrigo Almeida/);
  await expect(page.getByRole('button', { name: 'Representante: Rodrigo Almeida (trocar)' })).toBeVisible();
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Empresa cadastrada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/administrative\/companies\/edit\/\d+$/);
  companyPath = new URL(page.url()).pathname.replace('/edit/', '/view/');
  await expect(page.getByRole('heading', { name: COMPANY.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Representante: Rodrigo Almeida (trocar)' })).toBeVisible();
  await expect(page.getByText('Nenhuma conta cadastrada.')).toBeVisible();

  // A known bank code fills the bank name in; a wrong one is told on its field.
  await page.getByRole('button', { name: 'Incluir conta' }).click();
  const editor = page.getByRole('form', { name: 'Nova conta' });
  await field(editor, 'Código do banco').fill('34');
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(editor.getByText('Código do banco deve conter 3 dígitos')).toBeVisible();
  await editor.getByRole('button', { name: 'CANCELAR' }).click();
  await addAccount(page, '341', '0457', '12345-6');
  await addAccount(page, '001', '1234-5', '99887-0');
  const table = page.getByRole('table', { name: 'Contas bancárias' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('cell', { name: 'Itaú Unibanco' })).toBeVisible();
  await shot(page, 'company-bank-accounts');

  await page.getByRole('button', { name: 'Editar conta 12345-6' }).click();
  const edit = page.getByRole('form', { name: 'Editar conta 12345-6' });
  await field(edit, 'Agência').fill('0458');
  await edit.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Conta bancária atualizada com sucesso!')).toBeVisible();
  await expect(table.getByRole('cell', { name: '0458' })).toBeVisible();

  await page.getByRole('button', { name: 'Excluir conta 99887-0' }).click();
  await page
    .getByRole('alertdialog', { name: 'Excluir conta bancária' })
    .getByRole('button', { name: 'SIM' })
    .click();
  await expect(toast(page, 'Conta bancária excluída com sucesso!')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: '99887-0' })).toHaveCount(0);

  // The record's history.
  await page.goto(companyPath);
  await page.getByRole('button', { name: 'HISTÓRICO' }).click();
  await expect(page.getByRole('heading', { name: `Histórico: ${COMPANY.name}`, exact: true })).toBeVisible();
  await expect(page.getByText('Inclusão')).toBeVisible();
});

test('a user without confidential access who does not own the company is refused it by URL', async ({
  page,
}) => {
  expect(companyPath).not.toBe('');
  await loginAndWaitShell(page, 'aprovador');
  await page.goto('/administrative/companies');
  await expect(main(page).getByText('Magazine Horizonte Comércio Ltda')).toBeVisible();
  await expect(main(page).getByText(COMPANY.name)).toHaveCount(0);
  await page.goto(companyPath);
  await expect(page.getByText('Você não possui acesso a este cliente.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^CNPJ/ })).toHaveCount(0);
  await shot(page, 'company-refused');
});

test('/financial/banks lists the accounts across companies and opens one', async ({ page }) => {
  await openScreenAs(page, 'admin', '/financial/banks', 'Bancos');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Ponte Alta');
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1');
  for (const text of [COMPANY.name, '341', 'Itaú Unibanco', '0458', '12345-6', COMPANY.code])
    await expect(main(page).getByText(text, { exact: true })).toBeVisible();
  await shot(page, 'banks-grid');

  await page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: `Visualizar: ${COMPANY.name}`, exact: true })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Itaú Unibanco: agência 0458, conta 12345-6' }),
  ).toBeVisible();
  await expect(page.getByText(`${COMPANY.code} — ${COMPANY.name}`)).toBeVisible();
  await shot(page, 'bank-account-view');
});

test("financeiro, with confidential access, sees every company's accounts and saves without approval", async ({
  page,
}) => {
  await loginAndWaitShell(page, 'financeiro');
  await page.goto('/financial/banks?q=MTZ-0002');
  await expect(page.locator('.grid-range')).not.toHaveText(/de 0$/);
  await expect(page.getByText('MTZ-0002').first()).toBeVisible();
  await editFirstAccount(page);
  await expect(page.getByRole('button', { name: 'SALVAR', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SOLICITAR ALTERAÇÃO' })).toHaveCount(0);
  await shot(page, 'banks-finance');
});

test('aprovador asks to change his company; admin approves it from his task panel; then it is saved', async ({
  browser,
}) => {
  // Two users, two browser contexts and a workflow: more than one screen's time.
  test.setTimeout(60_000);
  const { page: owner, close: closeOwner } = await signedIn(browser, 'aprovador');
  await owner.goto('/administrative/companies');
  await owner
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: 'Editar: MTZ-0001', exact: true })
    .click();
  // Without confidential access the registration is asked for, not saved; he stays its representative.
  await expect(owner.getByRole('button', { name: 'SALVAR', exact: true })).toHaveCount(0);
  await expect(owner.getByRole('textbox', { name: 'Representante' })).toHaveValue('Ana Aprovadora');
  await expect(owner.getByRole('textbox', { name: 'Representante' })).toHaveAttribute('readonly');
  await field(owner, 'Nome fantasia').fill('Horizonte Magazine');
  await requestChange(
    owner,
    '/administrative/companies',
    'Nome fantasia Magazine Horizonte Horizonte Magazine',
  );
  await expect(field(owner, 'Nome fantasia')).toHaveValue('Magazine Horizonte');
  await expect(owner.getByLabel('Tarefa atual')).toContainText('Aprovação da alteração cadastral');
  await shot(owner, 'company-change-requested');

  const { page: board, close: closeBoard } = await openTaskFromPanel(
    browser,
    'admin',
    'Alteração cadastral de empresa',
    'Aprovação da alteração cadastral',
  );
  await expect(
    board.getByRole('table', { name: 'Campos alterados' }).getByRole('cell', { name: 'Horizonte Magazine' }),
  ).toBeVisible();
  await shot(board, 'company-change-approval');
  await board.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(board.getByText('Concluído', { exact: true })).toBeVisible();
  // The record on the same page now holds the approved value.
  await expect(field(board, 'Nome fantasia')).toHaveValue('Horizonte Magazine');
  await expect(board.getByText('Alteração cadastral em aprovação')).toHaveCount(0);
  await closeBoard();

  await expectSaved(owner, 'Nome fantasia', 'Horizonte Magazine');
  await closeOwner();
});

test("aprovador asks for new data on his company's bank account; admin approves it; then the account holds it", async ({
  browser,
}) => {
  // Two users, two browser contexts and a workflow: more than one screen's time.
  test.setTimeout(60_000);
  const { page: owner, close: closeOwner } = await signedIn(browser, 'aprovador');
  await owner.goto('/financial/banks?q=56789-0');
  await expect(owner.locator('.grid-range')).toHaveText('1–1 de 1');
  await editFirstAccount(owner);
  await field(owner, 'Conta').fill('56789-1');
  await requestChange(owner, '/financial/banks', 'Conta 56789-0 56789-1');
  await shot(owner, 'bank-account-change-requested');

  const { page: board, close: closeBoard } = await openTaskFromPanel(
    browser,
    'admin',
    'Alteração cadastral de conta',
    'Aprovação da alteração cadastral',
  );
  await board.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(board.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(field(board, 'Conta')).toHaveValue('56789-1');
  await closeBoard();

  await expectSaved(owner, 'Conta', '56789-1');
  await closeOwner();
});
