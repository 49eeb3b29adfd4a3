import { expect, test, type Browser, type Page } from './fixtures';
import {
  erpClientCustomer,
  loginAndWaitShell,
  openScreenAs,
  pageGqlData as gql,
  shot,
  signedIn,
} from './helpers';

// One fresh database per run, shared by every spec: this one registers its own matrix (a client the
// simulated TOTVS knows, code E2E-PAG) and its own customers on vendedor's matrix branches 0092–0094.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// A select field is a combobox while its list is short, a button opening a filterable list when long.
const representativePicker = (page: Page) =>
  page
    .getByRole('combobox', { name: /^Representante/ })
    .or(page.getByRole('button', { name: /^Representante/ }));

/** A second session of vendedor's saves something meanwhile, as another person would. */
async function meanwhile(browser: Browser, mutation: string, variables: Record<string, unknown>) {
  const other = await signedIn(browser, 'vendedor');
  await gql(other.page, mutation, variables);
  await other.close();
}

/** A matrix and its customer for a client the simulated TOTVS knows (the first one free of companies). */
async function erpCustomer(page: Page) {
  const { erpClients } = await gql<{ erpClients: { rows: { cnpj: string; corporateName: string }[] } }>(
    page,
    '{ erpClients(pageSize: 100) { rows { cnpj corporateName } } }',
  );
  const made = await erpClientCustomer(page, erpClients.rows.slice(20), {
    code: 'E2E-PAG',
    shortName: 'Cliente TOTVS E2E',
  });
  if (made) return made;
  throw new Error('no ERP client free of companies');
}

test('admin: the TOTVS summary tab, the representative picker and a document’s details', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  const c = await erpCustomer(page);

  await page.goto(`/client/customer/edit/${c.id}`);
  await expect(page.getByRole('heading', { name: c.corporateName })).toBeVisible();
  await page.getByRole('tab', { name: 'Situação no TOTVS' }).click();
  const summary = page.getByRole('region', { name: 'Resumo do cliente no TOTVS' });
  await expect(summary.getByText('Limite de crédito')).toBeVisible();
  await expect(summary.getByText(/R\$/).first()).toBeVisible();
  await shot(page, 'customer-page-totvs');

  // The representative: admin sees every customer, so he picks one.
  await page.getByRole('tab', { name: 'Cadastro', exact: true }).click();
  await representativePicker(page).click();
  await page.getByRole('option', { name: 'Rodrigo Almeida (ralmeida)' }).click();
  await shot(page, 'customer-page-representative');
  // His price table: one of the tables that sell, named as people read it (the list filters by typing).
  await page.getByRole('button', { name: 'Tabela de preço', exact: true }).click();
  await page.getByRole('combobox', { name: 'Filtrar Tabela de preço' }).fill('varejo');
  await page
    .getByRole('option', { name: /^TP-VAR — Tabela Varejo \(01\/01\/\d{4} a 31\/12\/\d{4}\)$/ })
    .click();
  await page.getByRole('button', { name: 'SALVAR', exact: true }).click();
  await expect(page.getByText('Cadastro salvo com sucesso!')).toBeVisible();
  await expect(page.getByText('Representante: Rodrigo Almeida')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tabela de preço', exact: true })).toContainText('TP-VAR');
  // Its history names the table and the representative, never their ids.
  await page.goto(`/client/customer/historic/${c.id}`);
  const change = page.getByRole('listitem').filter({ hasText: 'Alteração' }).first();
  const row = (field: string) =>
    change.getByRole('row').filter({ has: page.getByRole('cell', { name: field, exact: true }) });
  await expect(row('Tabela de preço')).toContainText('TP-VAR — Tabela Varejo');
  await expect(row('Representante')).toContainText('Rodrigo Almeida');
  await expect(change.getByText('representativeId')).toHaveCount(0);
  await shot(page, 'customer-history-price-table');
  await page.goto(`/client/customer/edit/${c.id}`);

  // A document, then its details edited (the file stays).
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await page.getByLabel('Tipo de documento').selectOption({ label: 'Contrato social' });
  await page.getByRole('textbox', { name: /^Título/ }).fill('Contrato E2E');
  await page
    .getByLabel(/^Arquivo/)
    .setInputFiles({ name: 'contrato.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'ENVIAR DOCUMENTO' }).click();
  const table = page.getByRole('table', { name: 'Documentos do cliente' });
  await expect(table.getByText('Contrato E2E')).toBeVisible();
  await page.getByRole('button', { name: 'Editar detalhes de Contrato E2E' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Título/ }).fill('Contrato social revisado');
  await dialog.getByRole('textbox', { name: 'Observação' }).fill('Conferido pelo cadastro');
  await dialog.getByRole('button', { name: /Tipo de documento/ }).click();
  await page.locator('.bp6-popover').getByRole('option', { name: 'Alteração contratual' }).click();
  await shot(page, 'customer-page-document-details');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(table.getByText('Contrato social revisado')).toBeVisible();
  await expect(table.getByText('Alteração contratual')).toBeVisible();
  await expect(table.getByText('Conferido pelo cadastro')).toBeVisible();
  await expect(table.getByText('contrato.png')).toBeVisible();
});

test("vendedor: no representative picker; a stale tab's or record's save shows the conflict notice, values as people read them", async ({
  page,
  browser,
}) => {
  await loginAndWaitShell(page, 'vendedor');
  const cnpj = '11222333009219';
  const { customerCnpjLookup } = await gql<{ customerCnpjLookup: { matrix: { id: string } } }>(
    page,
    'query($c: String!) { customerCnpjLookup(cnpj: $c) { matrix { id } } }',
    { c: cnpj },
  );
  const registration = {
    personType: 'PJ',
    companyId: customerCnpjLookup.matrix.id,
    cnpj,
    corporateName: 'Página do Cliente E2E Ltda',
    shortName: 'Página E2E',
  };
  const { saveCustomer } = await gql<{ saveCustomer: { id: string } }>(
    page,
    'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }',
    {
      input: registration,
    },
  );
  await page.goto(`/client/customer/edit/${saveCustomer.id}`);
  await expect(page.getByRole('heading', { name: 'Página do Cliente E2E Ltda' })).toBeVisible();
  await expect(representativePicker(page)).toHaveCount(0);

  // Someone else saves the registration tab meanwhile (a second session of vendedor's).
  await page.getByRole('tab', { name: 'Parâmetros de cadastro' }).click();
  await meanwhile(
    browser,
    'mutation($id: ID!) { saveCustomerRegistration(id: $id, input: { freightType: "FOB" }) { freightType } }',
    { id: saveCustomer.id },
  );
  await page.getByRole('textbox', { name: 'Condição de pagamento' }).fill('30/60/90');
  await page.getByRole('button', { name: 'SALVAR', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Recarregar' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Tipo de frete')).toBeVisible();
  await shot(page, 'customer-page-stale-tab');
  await notice.getByRole('button', { name: 'Recarregar' }).click();
  // Reloaded on the same tab, with the other save.
  await expect(page.getByRole('tab', { name: 'Parâmetros de cadastro' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('combobox', { name: /Tipo de frete/ })).toContainText('FOB');

  // The registration itself, saved meanwhile with a phone: the notice shows it masked, as people read it.
  await page.getByRole('tab', { name: 'Cadastro', exact: true }).click();
  await meanwhile(
    browser,
    'mutation($id: ID!, $input: CustomerInput!) { saveCustomer(id: $id, input: $input) { id } }',
    {
      id: saveCustomer.id,
      input: { ...registration, commercialPhone: '11987654321' },
    },
  );
  await page.getByRole('textbox', { name: /^Nome reduzido/ }).fill('Página E2E 2');
  await page.getByRole('button', { name: 'SALVAR', exact: true }).click();
  const stale = page.getByRole('alert').filter({ hasText: 'Recarregar' });
  await expect(stale).toContainText('Telefone comercial: agora (11) 98765-4321');
  await shot(page, 'customer-page-stale-record');
});

test('the form cache: kept on the new customer form, offered again after a reload', async ({ page }) => {
  await openScreenAs(page, 'vendedor', '/client/customer/create', 'Pré-cadastro de cliente');
  await page.getByRole('textbox', { name: /^Razão social/ }).fill('Cache Guardado E2E Ltda');
  await page.getByRole('button', { name: 'Cache do formulário' }).click();
  await page.getByRole('button', { name: 'Salvar cache' }).click();
  await expect(page.getByText('Cache do formulário salvo')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Há dados deste formulário guardados em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('');
  await shot(page, 'customer-page-cache-offer');
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await expect(page.getByRole('textbox', { name: /^Razão social/ })).toHaveValue('Cache Guardado E2E Ltda');
  // Cleared, it is offered no more.
  await page.getByRole('button', { name: 'Cache do formulário' }).click();
  await page.getByRole('button', { name: 'Limpar cache deste registro' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pré-cadastro de cliente', exact: true })).toBeVisible();
  await expect(page.getByText(/Há dados deste formulário guardados/)).toHaveCount(0);
});
