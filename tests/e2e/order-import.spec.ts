import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import {
  expectThreeBadRows,
  importPanelOf,
  loginAndWaitShell,
  pageGqlData,
  pricedProducts,
  readyFile,
  shot,
  xlsxFile,
} from './helpers';

const HEADERS = [
  'CNPJ/CPF do cliente',
  'Ordem de compra do cliente',
  'Número da negociação',
  'Estabelecimento',
  'Tipo de pedido',
  'Condição de pagamento',
  'Tipo de frete',
  'Transportadora',
  'Data de entrega',
  'Código do produto',
  'Quantidade',
  'Preço sem IPI',
];
const ORDERS = 1000;
const ITEMS = 5;

const file = (name: string, rows: unknown[][]) => xlsxFile(name, 'Pedidos', HEADERS, rows);

type Watched = Window & { importProgress?: string[] };

/** Records every text the import's progress line shows, as the page draws it. */
const watchProgress = (page: Parameters<typeof pageGqlData>[0]) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as Watched).importProgress = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.import-progress [role="status"]')?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
const progressSeen = async (page: Parameters<typeof pageGqlData>[0], phase: string) =>
  (await page.evaluate(() => (window as Watched).importProgress ?? [])).filter((t) => t.startsWith(phase));

/** How many of his orders a search finds (the import's customer order codes). */
const ordersFound = async (page: Parameters<typeof pageGqlData>[0], q: string) =>
  (
    await pageGqlData<{ orders: { totalRegisters: number } }>(
      page,
      'query($q: String) { orders(input: { q: $q, pageSize: 1 }) { totalRegisters } }',
      { q },
    )
  ).orders.totalRegisters;

test('vendedor imports 5.000 rows of orders: three bad rows write nothing, the fixed file imports with its progress live', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await loginAndWaitShell(page, 'vendedor');
  const { customer, priced } = await pricedProducts(page, ITEMS);
  const run = `OI${Date.now() % 1e9}`;
  const rows: unknown[][] = [];
  for (let o = 0; o < ORDERS; o++)
    for (const [k, p] of priced.entries())
      rows.push([
        customer.cnpj ?? customer.cpf,
        `${run}-${String(o).padStart(4, '0')}`,
        '',
        '01',
        'Venda',
        '30/60 dias',
        'CIF',
        'Jamef',
        '20/12/2026',
        p.productCode,
        k + 1,
        Number(p.price),
      ]);
  // Three bad rows: an unknown product, a price below the table's floor, no quantity.
  const bad = rows.map((r) => [...r]);
  bad[10]![9] = 'NAOEXISTE';
  bad[2600]![11] = '0,01';
  bad[4999]![10] = '';

  const panel = await importPanelOf(page, '/sales/orders', 'Importar pedidos');
  await expect(panel.getByRole('radio', { name: 'Tabela de preço' })).toBeChecked({ timeout: 30_000 });
  // A real import, all or nothing for the file.
  await panel.getByText('Simulação: validar todas as linhas sem gravar nada').click();
  await expect(panel.getByRole('checkbox', { name: /^Simulação/ })).not.toBeChecked();
  await watchProgress(page);
  await panel.getByLabel('Arquivo', { exact: true }).setInputFiles(await file('pedidos.xlsx', bad));
  const progress = panel.getByRole('group', { name: 'Progresso da importação' });
  const status = progress.getByRole('status');
  const outcome = panel.getByRole('alert');
  await expect(outcome).toHaveText(/3 de 5\.000 linhas com erro: nada foi gravado\./, { timeout: 60_000 });
  // Live: the page drew the rows counted as they were checked, chunk after chunk.
  const checked = await progressSeen(page, 'Validando');
  expect(checked.length, checked.join(' | ')).toBeGreaterThan(1);
  for (const t of checked) expect(t).toMatch(/^Validando [\d.]+ de 5\.000 linhas \(\d+%\)/);
  expect(await ordersFound(page, run)).toBe(0);
  await shot(page, 'order-import-invalid');

  await expectThreeBadRows(page, outcome, HEADERS, [12, 2602, 5001]);

  // The fixed file: its rows are written batch by batch, each step pushed to the page as it happens.
  await panel
    .getByLabel('Arquivo', { exact: true })
    .setInputFiles(await file('pedidos-corrigido.xlsx', rows));
  await expect(status).toHaveText(/^(Validando|Gravando) [\d.]+ de 5\.000 linhas \(\d+%\)/, {
    timeout: 60_000,
  });
  await shot(page, 'order-import-progress');
  await expect(outcome).toHaveText(/Importação concluída: 5\.000 incluídas, 0 atualizadas\./, {
    timeout: 90_000,
  });
  const written = await progressSeen(page, 'Gravando');
  expect(written.length, written.join(' | ')).toBeGreaterThan(1);
  await expect(status).toHaveText('Concluído: 5.000 de 5.000 linhas (100%)');
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(await ordersFound(page, run)).toBe(ORDERS);
  await shot(page, 'order-import-done');

  // His new drafts are in his list.
  await page.getByRole('button', { name: 'VOLTAR PARA OS PEDIDOS' }).click();
  const grid = page.getByRole('region', { name: 'Pedidos' });
  await grid.getByRole('searchbox', { name: 'Pesquisar' }).fill(`${run}-0007`);
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1', { timeout: 30_000 });
  await expect(grid.getByText(customer.corporateName)).toBeVisible();
});

test('a background orders download arrives as a notification whose file holds the listed orders', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'vendedor');
  const { customer, priced } = await pricedProducts(page, 1);
  const { products } = await pageGqlData<{ products: { rows: { id: string; code: string }[] } }>(
    page,
    'query($q: String) { products(input: { q: $q, pageSize: 5 }) { rows { id code } } }',
    { q: priced[0]!.productCode },
  );
  const productId = products.rows.find((p) => p.code === priced[0]!.productCode)!.id;
  const run = `DL${Date.now() % 1e9}`;
  const saved = await pageGqlData<{ saveOrders: { orderNumber: string }[] }>(
    page,
    'mutation($o: [OrderBulkInput!]!) { saveOrders(orders: $o) { orderNumber } }',
    {
      o: [1, 2, 3].map((n) => ({
        order: {
          customerId: customer.id,
          establishmentCode: '01',
          orderType: 'VENDA',
          conditionPayment: '28 dias',
          typeFreight: 'FOB',
          customerOrderCode: `${run}-${n}`,
        },
        items: [{ productId, quantity: n, price: priced[0]!.price }],
      })),
    },
  );
  const numbers = saved.saveOrders.map((o) => o.orderNumber);

  await page.goto(`/sales/orders?q=${run}`);
  await expect(page.locator('.grid-range')).toHaveText('1–3 de 3', { timeout: 30_000 });
  await page.getByRole('button', { name: 'DOWNLOADS' }).click();
  await page.getByRole('menuitem', { name: 'Pedidos', exact: true }).click();
  await expect(
    page.getByText(
      'O arquivo está sendo gerado. Você será avisado por uma notificação quando estiver pronto.',
    ),
  ).toBeVisible();
  const { download } = await readyFile(page, /Pedidos \d\d-\d\d-\d{4}\.xlsx está pronto/);
  await shot(page, 'order-download-notification');
  expect(download.suggestedFilename()).toMatch(/^Pedidos \d\d-\d\d-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
  expect(sheet).toHaveLength(4);
  expect(sheet[0]).toEqual(expect.arrayContaining(['Número', 'Cliente', 'Status']));
  expect(
    sheet
      .slice(1)
      .map((r) => r[sheet[0]!.indexOf('Número')])
      .sort(),
  ).toEqual([...numbers].sort());
  expect(sheet[1]).toEqual(expect.arrayContaining([customer.corporateName, 'Rascunho']));
});
