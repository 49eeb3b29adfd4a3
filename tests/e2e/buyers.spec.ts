import { expect, test, type Page } from './fixtures';
import {
  chooseCustomer,
  cpfOf,
  field,
  openScreenAs,
  openTaskFromPanel,
  refusedCustomerAs,
  requestChange,
  shot,
  signedIn,
  toast,
} from './helpers';

// This spec's own buyers: CPFs no seed uses (the demo buyers' start at 200.000.000-…). A retry
// makes its buyers with other CPFs (the first try's are still there).
const retry = () => test.info().retry;
const MINE = { name: 'Helena Compras E2E', cpf: () => cpfOf(`90000031${retry()}`) };
const OTHERS = { name: 'Otávio Compras E2E', cpf: () => cpfOf(`90000032${retry()}`) };
const masked = (cpf: string) => cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');

const grid = (page: Page) => page.getByRole('region', { name: 'Compradores' });

/** Picks the customer by typing part of its name in the search picker. */
async function pickCustomer(page: Page, search: string, name: string) {
  await chooseCustomer(page, search, name);
  await expect(page.getByRole('button', { name: `Cliente: ${name} (trocar)` })).toBeVisible();
}

async function fillBuyer(page: Page, b: { name: string; cpf: string }) {
  await field(page, 'Nome').fill(b.name);
  await field(page, 'CPF').fill(b.cpf);
  await field(page, 'E-mail').fill('helena.e2e@compras.com.br');
  await field(page, 'Telefone').fill('11987654321');
}

test('vendedor creates a buyer, asks for a change that aprovador approves, and deactivates it', async ({
  page,
  browser,
}) => {
  // Two users, two browser contexts and a workflow: more than one screen's time.
  test.setTimeout(60_000);
  await openScreenAs(page, 'vendedor', '/client/buyers', 'Compradores');
  await expect(grid(page).getByText('Comercial Aurora Matriz Ltda').first()).toBeVisible();
  await shot(page, 'buyers-grid');
  await grid(page).getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Incluir comprador', exact: true })).toBeVisible();

  // Nothing chosen and a wrong CPF: each error on its field, the masks shape what is typed.
  await fillBuyer(page, { name: MINE.name, cpf: '90000030100' });
  await expect(field(page, 'CPF')).toHaveValue('900.000.301-00');
  await expect(field(page, 'Telefone')).toHaveValue('(11) 98765-4321');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('CPF inválido')).toBeVisible();
  await expect(page.getByText('Selecione o cliente')).toBeVisible();
  await expect(page.getByText('Formulário contém erros. Por favor revise as informações.')).toBeVisible();
  await shot(page, 'buyers-form-errors');
  await field(page, 'CPF').fill(MINE.cpf());
  await pickCustomer(page, 'Comercial Aurora Matriz', 'Comercial Aurora Matriz Ltda');
  await field(page, 'Cargo').fill('Compradora');
  // From the keyboard: the checkbox takes focus and Space ticks it.
  const main = page.getByRole('checkbox', { name: 'Comprador principal deste cliente' });
  await main.focus();
  await page.keyboard.press('Space');
  await expect(main).toBeChecked();
  await shot(page, 'buyers-form-filled');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/buyers\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(MINE.name) })).toBeVisible();
  await expect(field(page, 'CPF')).toHaveValue(masked(MINE.cpf()));
  await expect(page.getByText('Principal', { exact: true })).toBeVisible();
  await shot(page, 'buyers-view');

  // Edit: a representative's change is asked for; the position changes once his manager approves.
  const viewPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'EDITAR' }).click();
  await expect(page).toHaveURL(/\/client\/buyers\/edit\/\d+$/);
  await expect(
    page.getByRole('button', { name: `Cliente: Comercial Aurora Matriz Ltda (trocar)` }),
  ).toHaveCount(0);
  await field(page, 'Cargo').fill('Gerente de compras');
  await requestChange(page, '/client/buyers', 'Cargo Compradora Gerente de compras');
  await expect(field(page, 'Cargo')).toHaveValue('Compradora');
  await shot(page, 'buyers-change-requested');

  const { page: manager, close: closeManager } = await openTaskFromPanel(
    browser,
    'aprovador',
    'Alteração cadastral de comprador',
    'Aprovação da alteração cadastral',
  );
  // He does not represent the customer: his task opens the buyer.
  await expect(manager.getByRole('heading', { name: new RegExp(MINE.name) })).toBeVisible();
  await manager.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(manager.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(field(manager, 'Cargo')).toHaveValue('Gerente de compras');
  await shot(manager, 'buyers-change-approved');
  await closeManager();

  await page.goto(viewPath);
  await expect(field(page, 'Cargo')).toHaveValue('Gerente de compras');
  await expect(page.getByText('Alteração cadastral em aprovação')).toHaveCount(0);

  // Deactivate: no longer the main buyer.
  await page.getByRole('button', { name: 'INATIVAR' }).click();
  await expect(toast(page, 'Alteração salva com sucesso').first()).toBeVisible();
  await expect(page.getByText('Inativo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ATIVAR' })).toBeVisible();
  await expect(page.getByText('Principal', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'HISTÓRICO' }).click();
  await expect(page.getByRole('heading', { name: `Histórico: ${MINE.name}`, exact: true })).toBeVisible();
  await shot(page, 'buyers-history');

  await page.goto('/client/buyers');
  await grid(page).getByRole('searchbox', { name: 'Pesquisar' }).fill(MINE.name);
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1');
  await expect(grid(page).getByText('Inativo', { exact: true })).toBeVisible();
  await shot(page, 'buyers-grid-search');

  // The customer filter: his buyers of that customer only.
  await grid(page).getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await grid(page).getByRole('button', { name: 'Filtros' }).click();
  await pickCustomer(page, 'Comercial Aurora Matriz', 'Comercial Aurora Matriz Ltda');
  await expect(grid(page).getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  await expect(grid(page).getByText(MINE.name)).toBeVisible();
  await expect(grid(page).getByText(/Filial/)).toHaveCount(0);
  await shot(page, 'buyers-grid-customer-filter');
});

test("a buyer of another representative's customer opened by URL shows the 403 text", async ({
  page,
  browser,
}) => {
  const { page: admin, close: closeAdmin } = await signedIn(browser, 'admin');
  await admin.goto('/client/buyers/create');
  await fillBuyer(admin, { name: OTHERS.name, cpf: OTHERS.cpf() });
  // Rodrigo Almeida's matrix.
  await pickCustomer(admin, 'Eletro Litoral Matriz', 'Eletro Litoral Matriz Ltda');
  await admin.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(admin, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(admin).toHaveURL(/\/client\/buyers\/view\/\d+$/);
  const url = new URL(admin.url()).pathname;
  await closeAdmin();

  await refusedCustomerAs(page, 'vendedor', url);
  await shot(page, 'buyers-forbidden');
  // Nor is he offered that customer, nor listed its buyer.
  await page.goto('/client/buyers/create');
  await field(page, 'Cliente').fill('Eletro Litoral Matriz');
  await expect(
    page.getByRole('menu', { name: 'Clientes encontrados' }).getByText('Nenhum cliente encontrado'),
  ).toBeVisible();
  await page.goto('/client/buyers');
  await grid(page).getByRole('searchbox', { name: 'Pesquisar' }).fill(OTHERS.name);
  await expect(grid(page).getByText('Nenhum comprador encontrado.')).toBeVisible();
});
