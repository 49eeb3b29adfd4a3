import ExcelJS from 'exceljs';
import { expect, test, type Page } from './fixtures';
import { chooseProduct, field, loginAndWaitShell, openListAs, shot, toast } from './helpers';

// This spec's own table: Comercial Aurora Matriz Ltda (vendedor's customer) is in SP; P00280 is in
// no demo table, so the price the vendedor reads is the one the admin typed.
const CODE = 'TP-E2E';
const PRODUCT = 'P00280';
const CUSTOMER = 'Comercial Aurora Matriz Ltda';
const year = new Date().getFullYear();

/** Picks vendedor's customer in the page's Cliente search. */
async function pickAurora(page: Page) {
  await field(page, 'Cliente').fill('Comercial Aurora Matriz');
  await page
    .getByRole('menu', { name: 'Clientes encontrados' })
    .getByRole('menuitem', { name: new RegExp(`^${CUSTOMER}`) })
    .click();
}

test('admin creates a price table with items, is told of an overlap on the field, and activates it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const grid = await openListAs(page, 'admin', '/administrative/registerAux/priceTable', 'Tabelas de preço');
  // A screen's first load may take a while on a busy machine (its chunk, the grid's first page).
  await expect(grid.getByText('TP-SE', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'pricing-tables-grid');
  await grid.getByRole('button', { name: 'Incluir', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Incluir tabela de preço' })).toBeVisible();

  await field(page, 'Código').fill(CODE);
  await field(page, 'Descrição').fill('Tabela E2E São Paulo');
  await field(page, 'Início da vigência').fill(`01/01/${year}`);
  await field(page, 'Fim da vigência').fill(`31/12/${year - 1}`);
  // No scope and an end before the start: each told on its field.
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Data final deve ser posterior a data inicial')).toBeVisible();
  await expect(page.getByText('Informe os estados atendidos e/ou o grupo de clientes')).toBeVisible();
  await field(page, 'Fim da vigência').fill(`31/12/${year + 1}`);
  const states = page.getByRole('group', { name: 'Estados atendidos' });
  await states.getByText('SP', { exact: true }).click();
  await expect(states.getByRole('checkbox', { name: 'SP' })).toBeChecked();
  await shot(page, 'pricing-table-form');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/administrative\/registerAux\/priceTable\/view\/\d+$/);
  await expect(page.getByRole('heading', { name: `${CODE} — Tabela E2E São Paulo` })).toBeVisible();

  const items = page.locator('.price-table-items');
  await items.getByRole('button', { name: 'Incluir item' }).click();
  let editor = page.getByRole('form', { name: 'Novo item' });
  await chooseProduct(page, editor, PRODUCT);
  await editor.getByRole('textbox', { name: 'Preço (obrigatório)' }).fill('1234,56');
  await editor.getByRole('textbox', { name: 'Preço mínimo' }).fill('1100,00');
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(items.getByRole('cell', { name: 'R$ 1.234,56' })).toBeVisible();
  await expect(items.getByRole('cell', { name: 'R$ 1.100,00' })).toBeVisible();

  // P00001 is in the Southeast table, active over the same days for SP: refused on its field.
  await items.getByRole('button', { name: 'Incluir item' }).click();
  editor = page.getByRole('form', { name: 'Novo item' });
  await chooseProduct(page, editor, 'P00001');
  await editor.getByRole('textbox', { name: 'Preço (obrigatório)' }).fill('10,00');
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(
    editor.getByText(/Vigência sobreposta à da tabela TP-SE, ativa no mesmo escopo, para o produto P00001/),
  ).toBeVisible();
  await shot(page, 'pricing-table-overlap');
  await editor.getByRole('button', { name: 'CANCELAR' }).click();

  // Searched by product in the grid.
  await items.getByRole('searchbox', { name: 'Buscar produto nos itens' }).fill('nada assim');
  await expect(items.getByText('Nenhum item encontrado para a busca.')).toBeVisible();
  await items.getByRole('searchbox', { name: 'Buscar produto nos itens' }).fill(PRODUCT);
  await expect(items.getByRole('cell', { name: PRODUCT, exact: true })).toBeVisible();

  // Inactivated, then activated again: it prices from now on.
  await page.getByRole('button', { name: 'INATIVAR' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(CODE) }).getByText('Inativa')).toBeVisible();
  await page.getByRole('button', { name: 'ATIVAR' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(CODE) }).getByText('Ativa')).toBeVisible();
  await shot(page, 'pricing-table-view');
});

test("vendedor sees the tables valid for his customer and a product's price for him", async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  await page.goto('/sales/pricetable');
  await expect(page.getByRole('heading', { name: 'Tabela de Preço', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await pickAurora(page);
  await expect(page.getByRole('heading', { name: `Tabelas vigentes para ${CUSTOMER}` })).toBeVisible();
  const tables = page.getByRole('table', { name: `Tabelas vigentes para ${CUSTOMER}` });
  await expect(tables.getByRole('cell', { name: CODE, exact: true })).toBeVisible();
  // Last year's table and next month's launches are not valid today.
  await expect(tables.getByRole('cell', { name: `TP-SE-${year - 1}` })).toHaveCount(0);
  await expect(tables.getByRole('cell', { name: 'TP-LANC' })).toHaveCount(0);

  const lookup = page.getByRole('form', { name: 'Consultar preço' });
  await page.getByRole('button', { name: 'CONSULTAR PREÇO' }).click();
  await expect(lookup.getByRole('alert')).toHaveText('Codigo Produto é obrigatório para consulta');
  await field(page, 'Código do produto').fill('NAO-EXISTE');
  await page.getByRole('button', { name: 'CONSULTAR PREÇO' }).click();
  await expect(lookup.getByRole('alert')).toHaveText('Não foi encontrado produto para o numero informado!');
  // Told once, on the form: no toast besides.
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await field(page, 'Código do produto').fill(PRODUCT);
  await page.getByRole('button', { name: 'CONSULTAR PREÇO' }).click();
  const answer = page.getByRole('status').filter({ hasText: PRODUCT });
  await expect(answer).toContainText('Preço: R$ 1.234,56');
  await expect(answer).toContainText('preço mínimo R$ 1.100,00');
  await expect(answer).toContainText(`Tabela ${CODE}`);

  await page.getByRole('button', { name: `Ver itens da tabela ${CODE}` }).click();
  await expect(
    page.getByRole('table', { name: `Itens da tabela ${CODE}` }).getByRole('cell', { name: 'R$ 1.234,56' }),
  ).toBeVisible();
  await shot(page, 'pricing-sales-view');
});

test('the report downloads as the month’s XLSX and opens with its rows', async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  await page.goto('/sales/pricetable/report');
  await expect(page.getByRole('heading', { name: 'Relatório de Tabela de Preço' })).toBeVisible({
    timeout: 20_000,
  });
  await pickAurora(page);
  await shot(page, 'pricing-report');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  const now = new Date();
  expect(download.suggestedFilename()).toBe(
    `Tabela de Preço ${now.getMonth() + 1}\u2215${now.getFullYear()}.xlsx`,
  );
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Tabela', 'Descrição']);
  expect(sheet.actualRowCount).toBeGreaterThan(2);
  const mine: unknown[] = [];
  sheet.eachRow((row) => {
    if (row.getCell(1).value === CODE) mine.push(row.getCell(7).value);
  });
  expect(mine).toEqual([PRODUCT]);
});
