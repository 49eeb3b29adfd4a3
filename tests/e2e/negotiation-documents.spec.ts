import { expect, expectConsole, test } from './fixtures';
import { loginAndWaitShell, pageGqlData, shot, toast } from './helpers';
import { downloadPdf } from './pdf';

type Deals = { negotiations: { rows: { id: string; negotiationNumber: string; corporateName: string }[] } };

/** vendedor's first draft that is not blocked (the demo book's, with three items). */
async function draftOf(page: import('@playwright/test').Page) {
  const data = await pageGqlData<Deals>(
    page,
    `query($input: ListInput) { negotiations(input: $input) { rows { id negotiationNumber corporateName } } }`,
    {
      input: {
        pageSize: 1,
        filters: [
          { key: 'status', values: ['DRAFT'] },
          { key: 'blocked', values: ['false'] },
        ],
      },
    },
  );
  return data.negotiations.rows[0]!;
}

test("a deal's document renders with its items readable; its actions are links; the logs report downloads", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'vendedor');
  const deal = await draftOf(page);
  await page.goto(`/sales/negotiations/view/${deal.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(deal.negotiationNumber) })).toBeVisible();
  const items = page.locator('.child-list');
  await expect(items.getByRole('row')).toHaveCount(4);
  const codes = (await items.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split(/\s+/)[0]!);

  // Its document: downloaded from its page, rendered to an image, its items read.
  const rendered = await downloadPdf(page, browser, 'negotiation-pdf');
  expect(rendered.text).toContain(`Negociação ${deal.negotiationNumber}`);
  expect(rendered.text).toContain(deal.corporateName);
  for (const code of codes) expect(rendered.text).toContain(code);
  expect(rendered.text).toContain('Valor total com IPI');
  expect(rendered.text).toContain('Condições');

  // Its actions as links: the document's address opens its screen.
  await page.getByRole('button', { name: 'AÇÕES', exact: true }).click();
  const menu = page.getByRole('menu', { name: 'Ações da negociação' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Visualizar',
    'Editar',
    'Documento em PDF',
    'Histórico',
  ]);
  await shot(page, 'negotiation-actions');
  await menu.getByRole('menuitem', { name: 'Documento em PDF' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales/negotiations/pdf/${deal.id}$`));
  await expect(
    page.getByRole('heading', { name: `Documento da negociação ${deal.negotiationNumber}` }),
  ).toBeVisible();
  await shot(page, 'negotiation-pdf-screen');
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'BAIXAR PDF' }).click();
  expect((await again).suggestedFilename()).toBe(`Negociação ${deal.negotiationNumber}.pdf`);

  // A PDF that does not come: 'Falha ao receber pdf'.
  expectConsole(page, /status of 503 .*\/files\/negotiations\/\d+\/pdf/, /status of 500 .*logs-report/);
  await page.route('**/files/negotiations/*/pdf', (r) => r.fulfill({ status: 503, body: '{}' }));
  await page.getByRole('button', { name: 'BAIXAR PDF' }).click();
  await expect(toast(page, 'Falha ao receber pdf')).toBeVisible();
  await page.unroute('**/files/negotiations/*/pdf');

  // The logs report of the deals the list shows.
  await page.goto('/sales/negotiations');
  const grid = page.getByRole('region', { name: 'Negociações' });
  await expect(grid.getByText('Carlos Vendedor').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, 'negotiations-logs-report');
  const report = page.waitForEvent('download');
  await page.getByRole('button', { name: 'RELATÓRIO DE LOGS' }).click();
  expect((await report).suggestedFilename()).toMatch(/^Relatório de logs de negociações .*\.xlsx$/);
  await page.route('**/files/negotiations/logs-report*', (r) => r.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'RELATÓRIO DE LOGS' }).click();
  await expect(toast(page, 'Erro ao realizar o download.')).toBeVisible();
});
