import { expect, test } from './fixtures';
import { chooseProduct, field, openListAs, openTaskFromPanel, shot, toast } from './helpers';
import { downloadPdf } from './pdf';

/** A product no demo release holds yet (the demo's releases take the first ones waiting). */
const PRODUCT = 'P00288';

test('admin makes a release with a product and a file, sends it; its PDF reads; aprovador approves it from his task', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const grid = await openListAs(page, 'admin', '/sales/productreleases', 'Liberações de produtos');
  await expect(grid.getByText('Linha de climatização 2027')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'product-releases-grid');
  await grid.getByRole('button', { name: 'Incluir', exact: true }).click();
  await field(page, 'Descrição').fill('Micro-ondas de bancada E2E');
  await field(page, 'Grupo de pedido').fill('G21');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/productreleases\/edit\/\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.match(/LIB-\d+/)![0];

  // Its product, below it.
  const items = page.locator('.child-list');
  await items.getByRole('button', { name: 'Incluir produto' }).click();
  const editor = page.getByRole('form', { name: 'Novo produto' });
  await chooseProduct(page, editor, PRODUCT);
  await editor.getByRole('textbox', { name: /^Observação/ }).fill('Novo modelo da linha');
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(items.getByRole('cell', { name: PRODUCT, exact: true })).toBeVisible();

  // The order group's file.
  await page
    .getByRole('group', { name: 'Salvar arquivo do grupo de pedido' })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'ficha-tecnica.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Ficha técnica\n'),
    });
  await expect(toast(page, 'Arquivo salvo com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ficha-tecnica.txt' })).toBeVisible();

  await page.goto(page.url().replace('/edit/', '/view/'));
  // A workflow that fails to start (the services' 500) is told in the spec's words; nothing moves.
  await page.route('**/graphql', (r) =>
    (r.request().postData() ?? '').includes('SendProductRelease')
      ? r.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Erro interno', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          }),
        })
      : r.continue(),
  );
  await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Falha ao criar histórico')).toBeVisible();
  await expect(page.getByText('Rascunho', { exact: true }).first()).toBeVisible();
  await page.unroute('**/graphql');
  await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Liberação enviada para aprovação')).toBeVisible();
  await expect(page.getByText('Em aprovação', { exact: true }).first()).toBeVisible();
  await shot(page, 'product-release-sent');

  // Its document: rendered to an image, which shows ink, and read.
  const rendered = await downloadPdf(page, browser, 'product-release-pdf');
  expect(rendered.text).toContain(`Liberação de produtos ${number}`);
  expect(rendered.text).toContain('Grupo de pedido: G21');
  expect(rendered.text).toContain(PRODUCT);
  expect(rendered.text).toContain('Total de produtos: 1');

  // aprovador (the APPROVER role) approves it from his task panel.
  const task = await openTaskFromPanel(
    browser,
    'aprovador',
    'Liberação de Produtos',
    'Aprovação da liberação de produtos',
  );
  await expect(task.page.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  await task.page.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(task.page.getByText('Concluído', { exact: true })).toBeVisible();
  await task.close();

  await page.reload();
  await expect(page.getByText('Aprovada', { exact: true }).first()).toBeVisible();
  await expect(items.getByRole('row').filter({ hasText: PRODUCT })).toContainText('Liberado');
  await expect(items.getByRole('row').filter({ hasText: PRODUCT })).toContainText('G21');
});
