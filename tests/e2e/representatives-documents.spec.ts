import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { expect, expectConsole, test } from './fixtures';
import { loginAndWaitShell, openScreenAs, pageGqlData as gql, shot, toast, xlsxFile } from './helpers';
import { renderFirstPage } from './pdf';
import { activeRepresentative } from './representatives.testkit';

// jszip is the services' (Distrato.zip is written with it); the spec opens the zip with it.
type Zip = { loadAsync: (data: Buffer) => Promise<{ files: Record<string, unknown> }> };
const JSZip = createRequire(path.resolve('packages/services/package.json'))('jszip') as Zip;

const bytesOf = async (download: Download) => readFileSync(await download.path());
async function downloadOf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('deactivating a representative lists his customers, each given another representative', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'admin');
  const rep = await activeRepresentative(page, browser, `Poente Representações E2E ${Date.now() % 100000}`);
  expect(rep.customers).toHaveLength(2);
  await page.goto(`/client/representatives/view/${rep.id}`);
  const status = (text: string) => page.locator('.title-tag').filter({ hasText: new RegExp(`^${text}$`) });
  await expect(status('Ativo')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'DESATIVAR' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
  await expect(toast(page, 'Representante desativado com sucesso!')).toBeVisible();
  await expect(status('Inativo')).toBeVisible();

  const table = page.getByRole('table', { name: 'Clientes a redistribuir' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 clientes ainda estão com este representante.')).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await shot(page, 'representative-reassignment');
  const first = table.getByRole('combobox').first();
  await first.selectOption({ label: 'Carlos Vendedor Representações Ltda' });
  await page.getByRole('button', { name: 'SALVAR REDISTRIBUIÇÃO' }).click();
  await expect(toast(page, '1 cliente redistribuído')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('Contrato.pdf and Distrato.pdf read their values; Distrato.zip holds them; a total distrato starts his deactivation', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'admin');
  const rep = await activeRepresentative(page, browser, `Nascente Representações E2E ${Date.now() % 100000}`);
  await page.goto(`/client/representatives/view/${rep.id}`);
  const documents = page.getByRole('table', { name: 'Documentos dos contratos' });
  await expect(documents.getByRole('cell', { name: 'R$ 18.500,00' })).toBeVisible({ timeout: 15_000 });

  const contract = await downloadOf(page, () =>
    documents.getByRole('button', { name: 'CONTRATO (PDF)' }).click(),
  );
  expect(contract.suggestedFilename()).toBe('Contrato.pdf');
  const contractPage = await renderFirstPage(browser, await bytesOf(contract));
  expect(contractPage.ink).toBeGreaterThan(0.005);
  for (const text of [
    'Contrato de representação',
    'Nascente Representações E2E',
    'R$ 18.500,00',
    'R$ 16.280,00',
    'R$ 2.220,00',
  ])
    expect(contractPage.text).toContain(text);
  await test.info().attach('Contrato.png', { body: contractPage.image, contentType: 'image/png' });

  // A total distrato: past the contract's end the day is refused on its field (the browser logs the 400).
  expectConsole(page, /files\/representatives\/\d+\/distrato/);
  await documents.getByRole('button', { name: 'DISTRATO' }).click();
  const dialog = page.getByRole('form', { name: 'Distrato' });
  await dialog.getByRole('combobox', { name: /Tipo de distrato/ }).click();
  await page.getByRole('option', { name: 'Total', exact: true }).click();
  const year = new Date().getFullYear();
  await dialog.getByRole('textbox', { name: /Data do distrato/ }).fill(`3112${year + 5}`);
  await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Encerramento da representação');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(
    dialog.getByText('A data do distrato deve estar dentro da vigência do contrato'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: /Data do distrato/ }).fill(`3006${year + 1}`);
  await shot(page, 'representative-distrato');
  const distrato = await downloadOf(page, () => dialog.getByRole('button', { name: 'SALVAR' }).click());
  expect(distrato.suggestedFilename()).toBe('Distrato.pdf');
  await expect(toast(page, 'Documento gerado com sucesso')).toBeVisible();
  const distratoPage = await renderFirstPage(browser, await bytesOf(distrato));
  for (const text of [
    'Distrato DST-',
    'Total',
    'Nascente Representações E2E',
    'R$ 18.500,00',
    `30/06/${year + 1}`,
  ])
    expect(distratoPage.text).toContain(text);
  await test.info().attach('Distrato.png', { body: distratoPage.image, contentType: 'image/png' });

  // He is in distrato: his customers wait for another representative.
  await expect(page.locator('.title-tag').filter({ hasText: /^Distrato$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clientes a redistribuir' })).toBeVisible();
  const again = await downloadOf(page, () =>
    page.getByRole('table', { name: 'Distratos' }).getByRole('button', { name: 'DISTRATO (PDF)' }).click(),
  );
  expect((await renderFirstPage(browser, await bytesOf(again))).text).toContain(
    'Encerramento da representação',
  );
  const zip = await downloadOf(page, () =>
    page.getByRole('button', { name: 'BAIXAR DOCUMENTOS DO DISTRATO (ZIP)' }).click(),
  );
  expect(zip.suggestedFilename()).toBe('Distrato.zip');
  const names = Object.keys((await JSZip.loadAsync(await bytesOf(zip))).files);
  expect(names.some((n) => n.endsWith('/Distrato.pdf'))).toBe(true);
  expect(names.some((n) => n.endsWith('/Contrato.pdf'))).toBe(true);
  await page.getByRole('table', { name: 'Distratos' }).scrollIntoViewIfNeeded();
  await shot(page, 'representative-documents');
});

test('a commission file with two bad rows is reported and nothing is written', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'financeiro');
  const { representatives } = await gql<{ representatives: { rows: { id: string }[] } }>(
    page,
    '{ representatives(input: { q: "Carlos Vendedor Representações" }) { rows { id } } }',
  );
  const id = representatives.rows[0]!.id;
  const year = new Date().getFullYear();
  const months = async (y: number) =>
    (
      await gql<{ representativeCommissionMonths: { month: string }[] }>(
        page,
        'query($id: ID!, $year: Int!) { representativeCommissionMonths(id: $id, year: $year) { month } }',
        { id, year: y },
      )
    ).representativeCommissionMonths;
  const month = ((await months(year)).at(-1) ?? (await months(year - 1)).at(-1))!.month;
  type Line = {
    itemId: string;
    orderNumber: string;
    productCode: string;
    percentage: string;
    manual: boolean;
  };
  const lines = async () =>
    (
      await gql<{ representativeCommissions: { rows: Line[] } }>(
        page,
        'query($id: ID!, $month: String!) { representativeCommissions(id: $id, month: $month, pageSize: 100) { rows { itemId orderNumber productCode percentage manual } } }',
        { id, month },
      )
    ).representativeCommissions.rows;
  const before = await lines();
  const line = before.find((l) => !l.manual)!;

  await page.goto(`/client/representatives/view/${id}`);
  const panel = page.locator('.import-panel');
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).toBeChecked({ timeout: 30_000 });
  await panel.locator('label', { hasText: 'Simulação' }).click();
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).not.toBeChecked();
  await panel.getByLabel('Arquivo', { exact: true }).setInputFiles(
    await xlsxFile(
      'comissoes.xlsx',
      'Comissões',
      ['Pedido', 'Código do produto', 'Comissão (%)'],
      [
        [line.orderNumber, line.productCode, '5,00'],
        [line.orderNumber, 'PRODUTO-INEXISTENTE', '2,00'],
        ['PED-999999', line.productCode, '6,50'],
      ],
    ),
  );
  const outcome = panel.getByRole('alert');
  await expect(outcome).toContainText('2 de 3 linhas com erro');
  await expect(outcome.getByRole('button', { name: 'BAIXAR RELATÓRIO DE ERROS' })).toBeVisible();
  await outcome.scrollIntoViewIfNeeded();
  await shot(page, 'commission-import-errors');
  const after = await lines();
  expect(after.find((l) => l.itemId === line.itemId)).toMatchObject({
    percentage: line.percentage,
    manual: false,
  });
});

test("the representatives' TOTVS panel lists the ERP's representatives", async ({ page }) => {
  await openScreenAs(
    page,
    'aprovador',
    '/client/representatives/totvsPanel?q=Carlos',
    'Representantes TOTVS',
  );
  const grid = page.locator('.bp6-table-quadrant-main');
  await expect(grid.getByText('Carlos Vendedor Representações Ltda')).toBeVisible();
  await shot(page, 'representatives-totvs-panel');
});
