import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseUser,
  field,
  login,
  loginAndWaitShell,
  openTaskFromPanel,
  ownUser,
  shot,
  toast,
} from './helpers';

// This spec's own representative: a CNPJ no seed uses (the demo's start at 88.100.001).
const REP = { name: 'Horizonte Representações E2E Ltda', cnpj: '47960950000121' };

/** Picks `option` in a select field (a combobox while short, a filterable list when long). */
async function choose(scope: Page, name: RegExp, option: string) {
  const form = scope;
  await form.getByRole('combobox', { name }).or(form.getByRole('button', { name })).click();
  const filter = scope.getByRole('textbox', { name: /^Filtrar / });
  if (await filter.isVisible()) await filter.fill(option);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

test('admin pre-registers a representative with parameters and a contract, concludes, aprovador approves: he is active', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The user he will sign in as: a representative's profile, no customers of his yet.
  const user = await ownUser(request, {
    prefix: 'e2e.horizonte',
    name: 'Horizonte E2E',
    profilesOf: 'vendedor',
  });
  await loginAndWaitShell(page, 'admin');
  await page.goto('/client/representatives/panel');
  await expect(
    page.getByRole('heading', { name: 'Pré-Cadastro de Representantes', exact: true }),
  ).toBeVisible();
  const grid = page.locator('.bp6-table-quadrant-main');
  await expect(grid.getByText('Rota Norte Representações Ltda')).toBeVisible();
  await shot(page, 'representatives-panel');

  // Pre-registration: identity, CNPJ (masked), contact, types and the regional manager.
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Incluir representante', exact: true })).toBeVisible();
  await field(page, 'Nome / Razão social').fill(REP.name);
  await choose(page, /^Tipo de pessoa/, 'Pessoa jurídica');
  await field(page, 'CNPJ').fill(REP.cnpj);
  await expect(field(page, 'CNPJ')).toHaveValue('47.960.950/0001-21');
  await choose(page, /^Tipo de representante/, 'Representante comercial');
  await choose(page, /^Grupo de representante/, 'Varejo');
  await field(page, 'E-mail').fill('contato@horizonte-e2e.com.br');
  await field(page, 'Telefone').fill('11933334444');
  await chooseUser(page, 'Gerente regional', 'Ana Apro', /^Ana Aprovadora/);
  await chooseUser(page, 'Usuário de acesso', user.userName, /^Horizonte E2E/);
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/representatives\/edit\/\d+$/);
  await expect(page.getByText('Pré-cadastro', { exact: true })).toBeVisible();

  // Registration parameters.
  await page.getByRole('button', { name: 'Incluir conjunto de parâmetros' }).click();
  const parameters = page.getByRole('form', { name: 'Novo conjunto de parâmetros' });
  await choose(page, /^Calendário de pagamento/, 'Mensal');
  await choose(page, /^Emissão da comissão/, 'Na emissão da nota fiscal');
  await field(parameters, 'Percentual de comissão').fill('350');
  await field(parameters, 'Comissão mínima').fill('100');
  await field(parameters, 'Comissão máxima').fill('600');
  await parameters.getByRole('button', { name: 'SALVAR' }).click();
  await expect(parameters).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Incluir conjunto de parâmetros' })).toHaveCount(0);
  await expect(page.getByText('Em consulta', { exact: true })).toBeVisible();

  // The contract: a net value above the gross one is told on its field.
  await page.getByRole('button', { name: 'Incluir contrato' }).click();
  const contract = page.getByRole('form', { name: 'Novo contrato' });
  await field(contract, 'Valor bruto').fill('1850000');
  await field(contract, 'Valor líquido').fill('1900000');
  await field(contract, 'Início do contrato').fill('01012026');
  await field(contract, 'Fim do contrato').fill('31122027');
  await contract.getByRole('button', { name: 'SALVAR' }).click();
  await expect(contract.getByText('Valor líquido deve ser menor ou igual ao valor bruto')).toBeVisible();
  await field(contract, 'Valor líquido').fill('1628000');
  await field(contract, 'Valor IRRF').fill('222000');
  await contract.getByRole('button', { name: 'SALVAR' }).click();
  await expect(contract).toHaveCount(0);
  const contracts = page.getByRole('table', { name: 'Contratos' });
  await expect(contracts.getByRole('cell', { name: 'R$ 18.500,00' })).toBeVisible();
  await expect(contracts.getByRole('cell', { name: 'R$ 16.280,00' })).toBeVisible();
  await expect(contracts.getByRole('cell', { name: '31/12/2027' })).toBeVisible();
  await shot(page, 'representative-contract');

  // Conclude: the registration workflow starts.
  await page.getByRole('button', { name: 'CONCLUIR PRÉ-CADASTRO' }).click();
  await expect(toast(page, 'Workflow em andamento')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/representatives\/view\/\d+$/);
  await expect(page.getByText('Em aprovação', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ações do fluxo de cadastro' })).toContainText(
    'Enviar para aprovação',
  );

  // aprovador (the regional manager) approves it from his task panel: the newest registration task.
  const { page: manager, close } = await openTaskFromPanel(
    browser,
    'aprovador',
    'Cadastro de Representante',
    'Aprovação do gerente regional',
  );
  await expect(manager.getByRole('heading', { name: new RegExp(REP.name) })).toBeVisible();
  await shot(manager, 'representative-approval');
  await manager.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(manager.getByText('Concluído', { exact: true })).toBeVisible();
  await close();

  // Active on the panel.
  await page.goto(`/client/representatives/panel?q=${encodeURIComponent('Horizonte Representações E2E')}`);
  await expect(grid.getByText(REP.name)).toBeVisible();
  await expect(grid.getByText('Ativo', { exact: true })).toBeVisible();

  // He signs in as his user: his book is empty, each list says so.
  const own = await browser.newContext();
  const rep = await own.newPage();
  await login(rep, user.userName, user.password);
  await expect(rep.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  for (const path of ['/client/customer', '/sales/negotiations', '/sales/orders']) {
    await rep.goto(path);
    await expect(rep.locator('.grid-range')).toHaveText('0–0 de 0');
    await expect(rep.getByRole('main').getByText(/^Nenhuma? .*encontrad[oa]s?\.?$/)).toBeVisible();
  }
  await shot(rep, 'representative-empty-book');
  await own.close();
});
