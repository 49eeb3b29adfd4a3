import { expect, expectConsole, test } from './fixtures';
import {
  expectThreeBadRows,
  importPanelOf,
  loginAndWaitShell,
  pageGqlData,
  pricedProducts,
  shot,
  toast,
  xlsxFile,
} from './helpers';

const HEADERS = [
  'Número da negociação TOTVS',
  'CNPJ/CPF do cliente',
  'Tipo de verba',
  'Tipo de pagamento',
  'Campanha',
  'Motivo',
  'Primeiro período',
  'Último período',
  'UF de destino',
  'Condição de pagamento',
  'Validade',
  'Valor da verba',
  'Descrição da verba',
  'Código do produto',
  'Quantidade',
  'Preço negociado sem IPI',
  'VPC (%)',
  'FAN (%)',
];
const DEALS = 200;
const ITEMS = 10;

const file = (name: string, rows: unknown[][]) => xlsxFile(name, 'Negociações', HEADERS, rows);

test('vendedor imports 2.000 rows of deals: the simulation reports the three bad rows, the error report opens, the fixed file imports with its progress', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'vendedor');
  // His first customer and ten products its price tables price today, at the table's price.
  const { customer, priced } = await pricedProducts(page, ITEMS);
  const run = `E${Date.now() % 1e9}`;
  // This import's own deals, by the run's TOTVS numbers: other tests make deals beside it.
  const count = async () =>
    (
      await pageGqlData<{ negotiations: { totalRegisters: number } }>(
        page,
        `query($q: String) { negotiations(input: { pageSize: 1, q: $q }) { totalRegisters } }`,
        { q: run },
      )
    ).negotiations.totalRegisters;
  const before = await count();
  const number = (d: number) => `${run}-${String(d).padStart(3, '0')}`;
  const rows: unknown[][] = [];
  for (let d = 0; d < DEALS; d++)
    for (const [k, p] of priced.entries())
      rows.push([
        number(d),
        customer.cnpj ?? customer.cpf,
        'Verba comercial',
        'Boleto',
        'Importação E2E',
        'Ação de sell-out',
        '01/11/2026',
        '31/12/2026',
        'SP',
        '30/60/90',
        '',
        '1.000,00',
        'Verba do trimestre',
        p.productCode,
        k + 1,
        Number(p.price),
        '2,5',
        '',
      ]);
  // Three bad rows: an unknown product, a price below the table's floor, no quantity.
  const bad = rows.map((r) => [...r]);
  bad[10]![13] = 'NAOEXISTE';
  bad[500]![15] = '0,01';
  bad[1999]![14] = '';

  const panel = await importPanelOf(page, '/sales/negotiations', 'Importar negociações');
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).toBeChecked({ timeout: 30_000 });

  // The import call failing says the kind's own text.
  expectConsole(page, /status of 503 .*\/files\/imports\/NEGOTIATIONS/);
  await page.route('**/files/imports/NEGOTIATIONS', (r) => r.fulfill({ status: 503, body: '{}' }));
  await panel.getByLabel('Arquivo', { exact: true }).setInputFiles(await file('negociacoes.xlsx', bad));
  await expect(toast(page, 'Falha ao importar negociações')).toBeVisible();
  await page.unroute('**/files/imports/NEGOTIATIONS');

  await panel.getByLabel('Descrição').fill('Negociações do trimestre');
  await panel.getByLabel('Arquivo', { exact: true }).setInputFiles(await file('negociacoes.xlsx', bad));
  const outcome = panel.getByRole('alert');
  await expect(outcome).toHaveText(/Simulação: 3 de 2\.000 linhas com erro\. Nada foi gravado\./, {
    timeout: 30_000,
  });
  expect(await count()).toBe(before);
  await shot(page, 'negotiation-import-dry-run');

  await expectThreeBadRows(page, outcome, HEADERS, [12, 502, 2001]);

  await panel.getByText('Simulação: validar todas as linhas sem gravar nada').click();
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).not.toBeChecked();
  await panel
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles(await file('negociacoes-corrigido.xlsx', rows));
  const progress = panel.getByRole('group', { name: 'Progresso da importação' });
  await expect(progress.getByRole('progressbar')).toBeVisible();
  await expect(progress.getByRole('status')).toHaveText(/\(\d+%\)/);
  await expect(outcome).toHaveText(/Importação concluída: 2\.000 incluídas, 0 atualizadas\./, {
    timeout: 30_000,
  });
  await expect(progress.getByRole('status')).toHaveText('Concluído: 2.000 de 2.000 linhas (100%)');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(await count()).toBe(before + DEALS);
  const history = panel.getByRole('table', { name: 'Últimas importações' });
  await expect(history.getByRole('row').nth(1)).toContainText('negociacoes-corrigido.xlsx');
  await expect(history.getByRole('row').nth(1)).toContainText('Negociações do trimestre');
  await shot(page, 'negotiation-import-done');

  // The deals are in his list.
  await page.getByRole('button', { name: 'VOLTAR PARA AS NEGOCIAÇÕES' }).click();
  const grid = page.getByRole('region', { name: 'Negociações' });
  await grid.getByRole('searchbox', { name: 'Pesquisar' }).fill(number(7));
  // The TOTVS number is searched (its column is off to the right): his one deal of that number.
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1', { timeout: 30_000 });
  await expect(grid.getByText(customer.corporateName)).toBeVisible();
});
