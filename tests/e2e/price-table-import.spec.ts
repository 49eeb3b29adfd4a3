import { expect, test } from './fixtures';
import { errorReportRows, loginAndWaitShell, pageGqlData, shot, xlsxFile } from './helpers';

// P00281-P00300 are in no demo table; the spec's table is inactive, so nothing overlaps it.
const GOOD = Array.from({ length: 17 }, (_, i) => [
  `P${String(281 + i).padStart(5, '0')}`,
  100 + i,
  90,
  null,
]);
const BAD = [
  ['P99999', 10, null, null],
  ['P00298', '1.234,56', '2.000,00', null],
  ['P00281', 50, null, 5],
];
const FIXED = [...GOOD, ['P00298', 1234.56, 1000, null]];
const HEADERS = ['Código do produto', 'Preço', 'Preço mínimo', 'Desconto máximo (%)'];

const file = (name: string, rows: unknown[][]) => xlsxFile(name, 'Itens', HEADERS, rows);

test('admin imports price-table items: the simulation reports the bad rows, the error report opens, the fixed file imports with its progress', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'admin');
  const year = new Date().getFullYear();
  const { createPriceTable: table } = await pageGqlData<{ createPriceTable: { id: string } }>(
    page,
    `mutation($input: PriceTableInput!) { createPriceTable(input: $input) { id } }`,
    {
      input: {
        code: `TP-IMP-${Date.now()}`,
        description: 'Tabela importada E2E',
        validFrom: `${year}-01-01`,
        validTo: `${year}-12-31`,
        states: ['AC'],
      },
    },
  );
  await pageGqlData(page, `mutation($id: ID!) { setPriceTableActive(id: $id, active: false) { id } }`, {
    id: table.id,
  });
  await page.goto(`/administrative/registerAux/priceTable/view/${table.id}`);
  const panel = page.locator('.import-panel');
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).toBeChecked({ timeout: 30_000 });

  await panel
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles(await file('itens.xlsx', [...GOOD, ...BAD]));
  const outcome = panel.getByRole('alert');
  await expect(outcome).toHaveText(/Simulação: 3 de 20 linhas com erro\. Nada foi gravado\./);
  await expect(page.locator('.price-table-items').getByText('Nenhum item cadastrado.')).toBeVisible();
  await shot(page, 'import-dry-run');

  const report = await errorReportRows(page, outcome);
  expect(report[0]).toEqual(['Linha', ...HEADERS, 'Motivo']);
  expect(report[1]!.slice(0, 3)).toEqual([19, 'P99999', '10']);
  expect(report[1]!.at(-1)).toBe('Produto não encontrado: P99999');
  expect(report[2]!.at(-1)).toBe('O preço mínimo deve ser menor ou igual ao preço');
  expect(report[3]!.at(-1)).toBe('Repete a chave da linha 2 do arquivo.');

  // Blueprint draws the box over the input: the label is what a user clicks.
  await panel.getByText('Simulação: validar todas as linhas sem gravar nada').click();
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).not.toBeChecked();
  await panel.getByLabel('Arquivo', { exact: true }).setInputFiles(await file('itens-corrigido.xlsx', FIXED));
  const progress = panel.getByRole('group', { name: 'Progresso da importação' });
  await expect(progress.getByRole('status')).toHaveText('Concluído: 18 de 18 linhas (100%)');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(outcome).toHaveText(/Importação concluída: 18 incluídas, 0 atualizadas\./);
  await expect(page.locator('.price-table-items').getByRole('cell', { name: 'R$ 1.234,56' })).toBeVisible();
  const history = panel.getByRole('table', { name: 'Últimas importações' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('itens-corrigido.xlsx');
  await shot(page, 'import-done');
});
