import { expect, expectConsole, test, type Page } from './fixtures';
import { cnpjOf, cpfOf, openFirstTask, openScreenAs, refusedCustomerAs, shot, signedIn } from './helpers';

// Demo matrices (services seed/customers.seed.ts): vendedor's 11.222.333/0001-81 and Rodrigo
// Almeida's 22.333.444/0001-…; branch numbers from 0100 up are not seeded, so this spec owns them.
const BRANCH = cnpjOf('11222333', '0101');
const MATRIX = cnpjOf('11222333', '0001');
const OTHER = cnpjOf('22333444', '0001');
// The seed's person customer of matrix number 4 (another representative's matrix).
const OTHER_MATRIX_CPF = cpfOf(String(100_000_000 + 3 * 7_919));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const cnpjField = (page: Page) => page.getByRole('textbox', { name: /^CNPJ/ }).first();
const lookup = async (page: Page, value: string) => {
  await cnpjField(page).fill(value);
  await page.getByRole('button', { name: 'Buscar CNPJ' }).click();
};

test('vendedor pre-registers a customer with two documents, aprovador approves it, it becomes active', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await openScreenAs(page, 'vendedor', '/client/customer/panel', 'Pré-Cadastro de Clientes');
  await shot(page, 'customers-panel');
  await page.getByRole('button', { name: 'Incluir' }).click();
  await expect(page.getByRole('heading', { name: 'Pré-cadastro de cliente', exact: true })).toBeVisible();

  // Every reaction of the CNPJ lookup (spec/02 §5, §8).
  await page.getByRole('button', { name: 'Buscar CNPJ' }).click();
  await expect(page.getByText('É necessário preencher o campo de CNPJ')).toBeVisible();
  await lookup(page, '11444777000161');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este CNPJ não corresponde a nenhuma matriz cadastrada' }),
  ).toBeVisible();
  await lookup(page, OTHER);
  await expect(
    page.getByText('Você não possui acesso a este cliente. Entre em contato com o administrador.'),
  ).toBeVisible();
  await lookup(page, '11222333000100');
  await expect(page.getByRole('alert').filter({ hasText: 'CNPJ inválido' })).toBeVisible();
  expectConsole(page, /net::ERR_\w+ \S+\/graphql|\/graphql net::ERR_/);
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('CustomerCnpjLookup') ? route.abort() : route.fallback(),
  );
  await lookup(page, BRANCH);
  await expect(page.getByText('Erro ao buscar CNPJ')).toBeVisible();
  await page.unroute('**/graphql');
  await lookup(page, BRANCH);
  await expect(page.getByText('CNPJ encontrado com sucesso')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Matriz' })).toHaveValue(/Comercial Aurora Matriz Ltda/);

  // A person whose CPF another matrix already has.
  await page.getByRole('combobox', { name: /Tipo de pessoa/ }).click();
  await page.getByRole('option', { name: 'Pessoa física' }).click();
  await page.getByRole('textbox', { name: /^CPF/ }).fill(OTHER_MATRIX_CPF);
  await page.getByRole('textbox', { name: 'CNPJ da matriz' }).fill(MATRIX);
  await page.getByRole('button', { name: 'Buscar CNPJ' }).click();
  await expect(page.getByText('CNPJ encontrado com sucesso').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Razão social/ }).fill('Ana Pessoa Física');
  await page.getByRole('textbox', { name: /^Nome reduzido/ }).fill('Ana PF');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  const cpfError = page.getByText('CPF já cadastrado em outra Matriz');
  await expect(cpfError).toBeVisible();
  await expect(cpfError.locator('xpath=ancestor::*[contains(@class, "bp6-intent-danger")][1]')).toBeVisible();
  await shot(page, 'customers-cpf-other-matrix');

  // Back to the company registration.
  await page.getByRole('combobox', { name: /Tipo de pessoa/ }).click();
  await page.getByRole('option', { name: 'Pessoa jurídica' }).click();
  await lookup(page, BRANCH);
  await page.getByRole('textbox', { name: /^Razão social/ }).fill('Magazine Aurora E2E Filial Ltda');
  await page.getByRole('textbox', { name: /^Nome reduzido/ }).fill('Aurora E2E');
  await page.getByRole('textbox', { name: 'Telefone comercial' }).fill('11987654321');
  await page.getByRole('textbox', { name: 'Limite sugerido' }).fill('25000000');
  await page.getByRole('textbox', { name: 'CEP' }).fill('01310100');
  await page.getByText('Recebe NF-e', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Recebe NF-e' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Limite sugerido' })).toHaveValue('250.000,00');
  await shot(page, 'customers-create');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/customer\/edit\/\d+$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByText('Em aprovação', { exact: true })).toBeVisible();

  // Two documents.
  await page.getByRole('tab', { name: 'Documentos' }).click();
  for (const [type, title, file] of [
    ['Contrato social', 'Contrato social 2024', { name: 'contrato.png', mimeType: 'image/png', buffer: PNG }],
    [
      'Ficha cadastral',
      'Ficha assinada',
      { name: 'ficha.csv', mimeType: 'text/csv', buffer: Buffer.from('a;b\n1;2\n') },
    ],
  ] as const) {
    await page.getByLabel('Tipo de documento').selectOption({ label: type });
    await page.getByRole('textbox', { name: /^Título/ }).fill(title);
    await page.getByRole('textbox', { name: 'Observação' }).fill('Enviado no pré-cadastro');
    await page.getByLabel(/^Arquivo/).setInputFiles(file);
    await page.getByRole('button', { name: 'ENVIAR DOCUMENTO' }).click();
    await expect(page.getByRole('table', { name: 'Documentos do cliente' }).getByText(title)).toBeVisible();
  }
  await shot(page, 'customers-documents');

  // A CFOP out of its region, caught by the services, lands on its field.
  await page.getByRole('tab', { name: 'Parâmetros fiscais' }).click();
  await page.getByRole('textbox', { name: 'Alíquota de ICMS' }).fill('1800');
  const cfop = page.getByRole('textbox', { name: 'TV AG/SP ST' });
  await cfop.fill('5102');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('CFOP de AG/SP deve começar com 6')).toBeVisible();
  await expect(cfop).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'customers-fiscal-error');
  await cfop.fill('6102');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!').first()).toBeVisible();

  // aprovador approves in his task panel.
  const { page: approver, close: closeApprover } = await signedIn(browser, 'aprovador');
  await approver.goto('/administrative/taskPanelList');
  const grid = approver.getByRole('region', { name: 'Painel de Tarefas' });
  await grid.getByRole('searchbox', { name: 'Pesquisar' }).fill(id);
  // The Registro column names the customer, never its id.
  await expect(grid.getByText(/^Magazine Aurora E2E Filial Ltda \(\d{2}\./).first()).toBeVisible();
  await openFirstTask(approver);
  await expect(approver).toHaveURL(new RegExp(`/client/customer/workflow/${id}\\?executionWorkflowId=\\d+$`));
  await expect(approver.getByRole('heading', { name: /Magazine Aurora E2E Filial Ltda/ })).toBeVisible();
  await approver.getByRole('tab', { name: 'Documentos' }).click();
  await expect(approver.getByRole('table', { name: 'Documentos do cliente' }).getByRole('row')).toHaveCount(
    3,
  );
  await shot(approver, 'customers-workflow-approver');
  await approver.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(approver.getByText('Resposta registrada')).toBeVisible();
  await expect(approver.getByText('Concluído', { exact: true })).toBeVisible();
  await closeApprover();

  await page.goto(`/client/customer/view/${id}`);
  await expect(page.getByRole('heading', { name: /Magazine Aurora E2E Filial Ltda/ })).toBeVisible();
  await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  await shot(page, 'customers-active');
});

test("vendedor cannot open another representative's customer by URL", async ({ page, browser }) => {
  const { page: admin, close: closeAdmin } = await signedIn(browser, 'admin');
  await admin.goto('/client/customer');
  const grid = admin.getByRole('region', { name: 'Clientes' });
  await grid.getByRole('searchbox', { name: 'Pesquisar' }).fill('Eletro Litoral Matriz');
  await expect(grid.getByText('Eletro Litoral Matriz Ltda').first()).toBeVisible();
  // The matrix and its branch, both Rodrigo Almeida's.
  await expect(admin.locator('.grid-range')).toHaveText('1–2 de 2');
  await admin.locator('.bp6-table-quadrant-left').getByRole('button', { name: 'Visualizar' }).first().click();
  await expect(admin).toHaveURL(/\/client\/customer\/view\/\d+$/);
  const url = new URL(admin.url()).pathname;
  await closeAdmin();

  await refusedCustomerAs(page, 'vendedor', url);
  await shot(page, 'customers-forbidden');
});
