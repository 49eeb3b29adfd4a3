import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseCustomer,
  chooseProduct,
  field,
  loginAndWaitShell,
  openListAs,
  pageGqlData,
  shot,
  toast,
} from './helpers';

const CUSTOMER = 'Comercial Aurora Matriz Ltda';

/**
 * Picks `option` in a select field: a combobox while its list is short, a button opening a list
 * filtered by typing when long.
 */
async function choose(page: Page, name: RegExp, option: string) {
  await page.getByRole('combobox', { name }).or(page.getByRole('button', { name })).click();
  const filter = page.getByRole('textbox', { name: /^Filtrar / });
  if (await filter.isVisible()) await filter.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addItem(page: Page, code: string, quantity: string, price: string) {
  const items = page.locator('.child-list');
  await items.getByRole('button', { name: 'Incluir item' }).click();
  const editor = page.getByRole('form', { name: 'Novo item' });
  await chooseProduct(page, editor, code);
  await editor.getByRole('textbox', { name: /^Quantidade/ }).fill(quantity);
  await editor.getByRole('textbox', { name: /^Preço negociado sem IPI/ }).fill(price);
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(items.getByRole('cell', { name: code, exact: true })).toBeVisible();
}

test('vendedor negotiates a deal of three items for his customer and sends it; aprovador approves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const grid = await openListAs(page, 'vendedor', '/sales/negotiations', 'Negociações');
  await expect(grid.getByText('Carlos Vendedor').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'negotiations-grid');
  await grid.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Incluir negociação' })).toBeVisible();
  await chooseCustomer(page, 'Comercial Aurora Matriz', CUSTOMER);
  await choose(page, /^Tipo de verba/, 'VPC');
  await choose(page, /^Tipo de pagamento/, 'Boleto');
  await field(page, 'Campanha').fill('Natal E2E');
  await field(page, 'Motivo').fill('Ação de Natal nas lojas');
  await field(page, 'Primeiro período').fill('01/11/2026');
  await field(page, 'Último período').fill('31/12/2026');
  await choose(page, /^UF de destino/, 'SP');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/negotiations\/edit\/\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/NEG-\d+/)![0];

  // Above every table's price: no floor refuses it, and the total stays in the regional manager's alçada.
  for (const code of ['P00001', 'P00002', 'P00003']) await addItem(page, code, '2', '5000,00');
  await page.goto(page.url().replace('/edit/', '/view/'));
  await expect(
    page.getByRole('textbox', { name: /^Itens/ }).or(page.getByText('R$ 30.000,00')),
  ).toBeVisible();
  await shot(page, 'negotiation-items');
  await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Negociação enviada para aprovação: Gerente regional')).toBeVisible();
  await expect(page.getByText('Em aprovação', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'EDITAR' })).toHaveCount(0);

  // aprovador, the regional manager of the items' families, answers from the deal's workflow page.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await loginAndWaitShell(manager, 'aprovador');
  await manager.goto(new URL(page.url()).pathname.replace('/view/', '/workflow/'));
  await expect(manager.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  await manager.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(manager.getByText('Concluído', { exact: true })).toBeVisible();
  await shot(manager, 'negotiation-approved');
  await context.close();
  await page.reload();
  await expect(page.getByText('Aprovada', { exact: true }).first()).toBeVisible();
});

test('a blocked deal refuses edits', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'admin');
  const { negotiations } = await pageGqlData<{ negotiations: { rows: { id: string }[] } }>(
    page,
    `query { negotiations(input: { q: "Carlos Vendedor", pageSize: 1, filters: [
        { key: "status", values: ["DRAFT"] }, { key: "blocked", values: ["false"] }] }) { rows { id } } }`,
  );
  const path = `/sales/negotiations/view/${negotiations.rows[0]!.id}`;
  await page.goto(path);
  await page.getByRole('button', { name: 'BLOQUEAR' }).click();
  await expect(toast(page, 'Negociação bloqueada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'DESBLOQUEAR' })).toBeVisible();

  const context = await browser.newContext();
  const rep = await context.newPage();
  await loginAndWaitShell(rep, 'vendedor');
  await rep.goto(path);
  await expect(rep.getByText('Bloqueada', { exact: true })).toBeVisible();
  await expect(rep.locator('.child-list').getByRole('cell').first()).toBeVisible();
  await expect(rep.getByRole('button', { name: 'EDITAR' })).toHaveCount(0);
  await expect(rep.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' })).toHaveCount(0);
  await expect(rep.getByRole('button', { name: 'Incluir item' })).toHaveCount(0);
  await shot(rep, 'negotiation-blocked');
  await context.close();
});
