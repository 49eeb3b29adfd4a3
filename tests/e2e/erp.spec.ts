import { expect, test, type Page } from './fixtures';
import { loginAndWaitShell, openScreenAs, shot } from './helpers';

// The services run the simulated ERP (ERP_ADAPTER=simulated in the config): its clients are the same
// on every start, the search text ERRO-TOTVS fails, and the CNPJ 99.999.999/0001-91 finds one test
// client whose summary fails.
const PANEL = '/client/customer/totvsPanel';
const FAILURE = 'Erro ao consultar Api do Totvs';

const grid = (page: Page) => page.getByRole('region', { name: 'Clientes no TOTVS' });
// Blueprint's table draws frozen parts twice (its quadrants): look in the main one only.
const main = (page: Page) => page.locator('.bp6-table-quadrant-main');
const COL = { corporateName: 2, cnpj: 3, creditLimit: 6, lastInvoiceDate: 8 } as const;
const cell = (page: Page, row: number, col: keyof typeof COL) =>
  main(page).locator(`.bp6-table-cell-row-${row}.bp6-table-cell-col-${COL[col]}`);
// Each row's action is named after its ERP code ('Resumo TOTVS: 001364').
const summaryOf = (page: Page, row: number) =>
  page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: /^Resumo TOTVS: / })
    .nth(row);

test('the TOTVS panel searches the ERP from ?q= and opens a client summary', async ({ page }) => {
  await openScreenAs(page, 'admin', `${PANEL}?q=${encodeURIComponent('atacadao amazonia')}`, 'Painel TOTVS');
  await expect(grid(page)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('atacadao amazonia');
  await expect(cell(page, 0, 'corporateName')).toHaveText('Atacadão Amazônia Utilidades S.A.');
  await expect(cell(page, 0, 'cnpj')).toHaveText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  await expect(cell(page, 0, 'creditLimit')).toHaveText(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(cell(page, 0, 'lastInvoiceDate')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await shot(page, 'erp-totvs-panel');

  await summaryOf(page, 0).click();
  const panel = page.getByRole('dialog', { name: 'Atacadão Amazônia Utilidades S.A.' });
  // The name is the panel's title, not repeated inside it.
  await expect(panel.getByText('Atacadão Amazônia Utilidades S.A.')).toHaveCount(1);
  await expect(panel.getByText('Limite de crédito')).toBeVisible();
  await expect(panel.getByText('Crédito disponível')).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Últimos pedidos' })).toBeVisible();
  await expect(panel.getByText(/^R\$ [\d.]+,\d{2}$/).first()).toBeVisible();
  await shot(page, 'erp-client-summary');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Typing a new search replaces the rows and keeps it in the address; the ERP pages them.
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('comercial');
  await expect(page.locator('.grid-range')).toHaveText(/^1–10 de \d+$/);
  await expect(page).toHaveURL(/q=comercial/);
  await expect(cell(page, 9, 'corporateName')).toHaveText(/^Comercial /);
  await shot(page, 'erp-totvs-panel-page');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('nenhum cliente assim');
  await expect(page.getByText('Nenhum cliente encontrado no TOTVS.')).toBeVisible();
  await expect(page).toHaveURL(/q=nenhum/);
});

test('an ERP failure shows the spec text, on the panel and in the summary', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto(`${PANEL}?q=ERRO-TOTVS`);
  await expect(page.getByRole('heading', { name: FAILURE, exact: true })).toBeVisible();
  // Told once, on the screen: no 'Erro interno' toast on top.
  await expect(page.getByText('Erro interno', { exact: false })).toHaveCount(0);
  await shot(page, 'erp-totvs-panel-failure');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: FAILURE, exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('99.999.999/0001-91');
  await expect(cell(page, 0, 'corporateName')).toHaveText('Cliente Teste de Falha TOTVS Ltda');
  await summaryOf(page, 0).click();
  const panel = page.getByRole('dialog', { name: 'Cliente Teste de Falha TOTVS Ltda' });
  await expect(panel.getByRole('heading', { name: FAILURE, exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await shot(page, 'erp-client-summary-failure');
});
