import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { apiData, apiToken, cnpjOf, field, loginAndWaitShell, openScreenAs, shot } from './helpers';

// vendedor's demo matrix 11.222.333/0001-81: branch 0917 is not seeded, so this spec owns it.
const BRANCH = cnpjOf('11222333', '0917');
const NAME = 'Relatório E2E Prospecto Manaus Ltda';

/** 'Relatório Clientes m/yyyy' as a file may name it: the slash is U+2215, which reads the same. */
const expectedFileName = () => {
  const [m, y] = new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    month: 'numeric',
    year: 'numeric',
  })
    .format(new Date())
    .split('/');
  return `Relatório Clientes ${Number(m)}\u2215${y}.xlsx`;
};

/**
 * The browser's clock in this spec: 23:30 in São Paulo (UTC-3, no daylight saving) on the services'
 * day, when the UTC day is already the next one. A customer made today must still be "today" then.
 */
const spDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(d);
const EVENING = new Date(`${spDay(new Date())}T23:30:00-03:00`);
// The clock starts there and runs on (a frozen clock would hold every debounced search back).
test.beforeEach(({ page }) => page.clock.install({ time: EVENING }));

/** Today as the user types it, DD/MM/AAAA, by the browser's clock, in the business's calendar. */
const todayBr = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(EVENING);

let customerId = '';
test.beforeAll(async ({ request }) => {
  const vendedor = await apiToken(request, 'vendedor');
  // A retry runs this again: the customer made by the first run is found by its name.
  const found = await apiData(
    request,
    'query($input: ListInput) { customerReport(input: $input) { rows { id } } }',
    { input: { q: NAME } },
    vendedor,
  );
  if (found.customerReport.rows[0]) {
    customerId = found.customerReport.rows[0].id;
    return;
  }
  const { customerCnpjLookup } = await apiData(
    request,
    'query($c: String!) { customerCnpjLookup(cnpj: $c) { matrix { id } } }',
    { c: BRANCH },
    vendedor,
  );
  const saved = await apiData(
    request,
    'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id status } }',
    {
      input: {
        personType: 'PJ',
        companyId: customerCnpjLookup.matrix.id,
        cnpj: BRANCH,
        corporateName: NAME,
        shortName: 'E2E Manaus',
        city: 'Manaus',
        uf: 'AM',
        riskClass: 'C',
        suggestedLimit: '98.765,43',
      },
    },
    vendedor,
  );
  customerId = saved.saveCustomer.id;
});

test('admin filters the customer report and downloads it; the file holds the header and the customer', async ({
  page,
}) => {
  await openScreenAs(page, 'admin', '/client/customer/report', 'Relatório de Clientes');
  // Two filters in quick succession: the second does not wait for the first one's render, and both hold.
  await page.getByLabel('Região').selectOption({ label: 'Norte' });
  await page.getByLabel('Classe de risco').selectOption('C');
  await expect(page).toHaveURL(/f\.region=NORTE/);
  await expect(page).toHaveURL(/f\.riskClass=C/);
  await page.getByRole('searchbox').fill('Relatório E2E');
  const grid = page.getByRole('region', { name: 'Prévia do relatório de clientes' });
  await expect(grid.getByText(NAME)).toBeVisible();

  // The registration period is typed DD/MM/AAAA; a wrong one says why and keeps what was typed.
  const period = page.getByRole('form', { name: 'Período de cadastro' });
  const from = field(period, 'Data inicial');
  const to = field(period, 'Data final');
  const apply = period.getByRole('button', { name: 'Aplicar período' });
  await from.pressSequentially('01012020');
  await to.pressSequentially('31122020');
  await expect(from).toHaveValue('01/01/2020');
  await apply.click();
  await expect(page).toHaveURL(/f\.createdAtFrom=2020-01-01&f\.createdAtTo=2020-12-31/);
  await expect(page.getByText('Nenhum cliente encontrado para os filtros informados.')).toBeVisible();
  await to.fill('31/02/2021');
  await apply.click();
  await expect(period.getByText('Data inválida')).toBeVisible();
  await to.fill('31/12/2019');
  await apply.click();
  await expect(period.getByText('Data final deve ser posterior a data inicial')).toBeVisible();
  await expect(to).toHaveValue('31/12/2019');
  await shot(page, 'customer-report-period-error');
  await expect(page).toHaveURL(/f\.createdAtTo=2020-12-31/);
  await to.fill(todayBr());
  await apply.click();
  await expect(grid.getByText(NAME)).toBeVisible();
  await expect(grid.getByText('R$ 98.765,43')).toBeVisible();
  await expect(from).toHaveValue('01/01/2020');
  // Applying the period keeps the other filters.
  await expect(page.getByLabel('Região')).toHaveValue('NORTE');
  await expect(page.getByLabel('Classe de risco')).toHaveValue('C');
  await shot(page, 'customer-report');

  const button = page.getByRole('button', { name: /^Baixar “Relatório Clientes \d{1,2}\/\d{4}”$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(expectedFileName());
  await expect(page.getByText('Documento gerado com sucesso')).toBeVisible();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
  expect(values(1)).toEqual([
    'Código',
    'Razão social',
    'Nome reduzido',
    'CNPJ / CPF',
    'Matriz',
    'Cidade',
    'UF',
    'Região',
    'Representante',
    'Situação',
    'Classe de risco',
    'Regime tributário',
    'Limite sugerido',
    'Data de implantação',
    'Cadastrado em',
  ]);
  expect(sheet.rowCount).toBe(2);
  const row = values(2);
  expect(row.slice(0, 4)).toEqual([
    Number(customerId),
    NAME,
    'E2E Manaus',
    '11.222.333/0917-' + BRANCH.slice(12),
  ]);
  expect(row.slice(5, 11)).toEqual(['Manaus', 'AM', 'Norte', 'Carlos Vendedor', 'Em aprovação', 'C']);
  expect(row[12]).toBe(98765.43);
});

test('vendedor’s dashboard shows only his numbers, with a table beside each chart', async ({
  page,
  request,
}) => {
  const totalOf = async (u: string) =>
    (await apiData(request, '{ customerSummary { total } }', {}, await apiToken(request, u))).customerSummary
      .total as number;
  const [mine, all] = await Promise.all([totalOf('vendedor'), totalOf('admin')]);
  expect(all).toBeGreaterThan(mine);
  await openScreenAs(page, 'vendedor', '/client/customer/dashboard', 'Dashboard de Clientes');
  const total = page.getByRole('group', { name: /^Total de clientes:/ });
  await expect(total).toHaveAccessibleName(/^Total de clientes: [\d.]+$/);
  // Specs running beside this one add vendedor's customers: the figure shown lies between his
  // count read before the page and the one read after it.
  const shown = Number((await total.getAttribute('aria-label'))!.replace(/\D/g, ''));
  const after = await totalOf('vendedor');
  expect(shown).toBeGreaterThanOrEqual(mine);
  expect(shown).toBeLessThanOrEqual(after);
  await expect(page.getByRole('heading', { name: 'Novos cadastros por mês', exact: true })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const byRegion = page.getByRole('figure', { name: 'Clientes por região' });
  await expect(
    byRegion.getByRole('img', { name: /^Clientes por região: [\d.]+ no total; maiores: / }),
  ).toBeVisible();
  await byRegion.getByText('Ver tabela: Clientes por região').click();
  await expect(byRegion.getByRole('rowheader', { name: 'Norte' })).toBeVisible();
  await shot(page, 'customer-dashboard');
});

test('the prospection view lists the prospect with its deadline status and opens its record', async ({
  page,
}) => {
  await openScreenAs(page, 'vendedor', '/client/customerProspection/view', 'Prospecção de Clientes');
  await page.getByRole('searchbox').fill('Relatório E2E');
  const grid = page.getByRole('region', { name: 'Clientes em prospecção' });
  // The search is debounced: wait until it leaves this spec's prospect alone.
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1');
  await expect(grid.getByText(NAME)).toBeVisible();
  await expect(grid.getByText('Aguardando')).toBeVisible();
  await expect(grid.getByText('Em aprovação')).toBeVisible();
  // One way to open a record, as on the other lists: the row's 'Visualizar' button, by keyboard.
  await expect(grid.getByRole('link')).toHaveCount(0);
  await shot(page, 'customer-prospection');
  const view = grid.getByRole('button', { name: `Visualizar: ${NAME}` });
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/client/customer/view/${customerId}$`));
});

test('a report row opens its customer', async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  await page.goto(`/client/customer/report?q=${encodeURIComponent(NAME)}`);
  const grid = page.getByRole('region', { name: 'Prévia do relatório de clientes' });
  await grid.getByRole('button', { name: `Visualizar: ${NAME}` }).click();
  await expect(page).toHaveURL(new RegExp(`/client/customer/view/${customerId}$`));
  await expect(page.getByLabel('Razão social')).toHaveValue(NAME);
});
