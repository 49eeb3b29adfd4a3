import { expect, test } from './fixtures';
import {
  chooseCustomer,
  field,
  loginAndWaitShell,
  openTaskFromPanel,
  pageGqlData,
  shot,
  toast,
} from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a FAN with two documents goes through its workflow', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'financeiro');
  // A customer without a FAN yet: this year's period is his alone.
  const { fanCustomers, fans } = await pageGqlData<{
    fanCustomers: { rows: { id: string; corporateName: string }[] };
    fans: { rows: { customerId: string }[] };
  }>(
    page,
    `{ fanCustomers(input: { pageSize: 50 }) { rows { id corporateName } }
       fans(input: { pageSize: 1000 }) { rows { customerId } } }`,
  );
  const taken = new Set(fans.rows.map((f) => f.customerId));
  const customer = fanCustomers.rows.find((c) => !taken.has(c.id))!;
  const year = new Date().getFullYear();

  await page.goto('/fan');
  await expect(page.getByRole('heading', { name: 'FAN', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await chooseCustomer(page, customer.corporateName, customer.corporateName);
  await field(page, 'Início da vigência').fill(`0101${year}`);
  await field(page, 'Fim da vigência').fill(`3112${year}`);
  await field(page, 'FAN \\(%\\)').fill('450');
  await field(page, 'VPC do FAN').fill('150');
  await field(page, 'Observação').fill('FAN anual do E2E');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/fan\/edit\/\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).first().textContent())!.match(
    /FAN-\d{6}/,
  )![0];
  await expect(page.getByText('Em aprovação', { exact: true }).first()).toBeVisible();

  // Its two documents: each described, then its file sent.
  const documents = page.getByRole('table', { name: 'Documentos do FAN' });
  for (const [description, name] of [
    ['Contrato assinado', 'contrato.png'],
    ['Tabela de metas', 'metas.png'],
  ]) {
    await page.getByRole('textbox', { name: /^Descrição do documento/ }).fill(description!);
    await page
      .getByLabel('Arquivo', { exact: true })
      .setInputFiles({ name: name!, mimeType: 'image/png', buffer: PNG });
    await expect(documents.getByRole('cell', { name: description, exact: true })).toBeVisible();
  }
  await shot(page, 'fan-documents');

  // aprovador approves it from his task panel: the FAN above the workflow, its documents below it.
  const { page: approver, close } = await openTaskFromPanel(
    browser,
    'aprovador',
    'Aprovação de FAN',
    'Aprovação do FAN',
  );
  await expect(approver.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  const seen = approver.getByRole('table', { name: 'Documentos do FAN' });
  await expect(seen.getByRole('button', { name: 'contrato.png' })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'metas.png' })).toBeVisible();
  await shot(approver, 'fan-approval');
  await approver.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(approver.getByText('Concluído', { exact: true })).toBeVisible();
  await close();

  // The FAN shows the outcome, and its history the approval and the documents.
  await page.reload();
  await expect(page.getByText('Aprovado', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'HISTÓRICO' }).click();
  await expect(page.getByRole('heading', { name: `Histórico: ${number}` })).toBeVisible();
  await expect(
    page.getByText('Contrato assinado (contrato.png), Tabela de metas (metas.png)').first(),
  ).toBeVisible();
  await expect(page.getByText('Aprovado', { exact: true }).first()).toBeVisible();
  await shot(page, 'fan-history');
});

test('financeiro cancels a FAN in approval: its approval ends, its period is free again', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'financeiro');
  const { fanCustomers } = await pageGqlData<{ fanCustomers: { rows: { id: string }[] } }>(
    page,
    `{ fanCustomers(input: { pageSize: 50 }) { rows { id } } }`,
  );
  // A period of its own, years ahead: the customer's other FANs never meet it.
  const year = new Date().getFullYear() + 5 + (Date.now() % 50);
  const input = {
    customerId: fanCustomers.rows.at(-1)!.id,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    percentFan: '2.00',
    percVpcFan: '1.00',
    description: 'FAN cancelado no E2E',
  };
  const create = `mutation($input: FanInput!) { createFan(input: $input) { id fanNumber } }`;
  const { createFan } = await pageGqlData<{ createFan: { id: string; fanNumber: string } }>(page, create, {
    input,
  });
  await page.goto(`/fan/view/${createFan.id}`);
  await expect(page.getByText('Em aprovação', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'CANCELAR FAN' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar FAN' });
  await expect(dialog.getByText(`Cancelar o ${createFan.fanNumber}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'SIM' }).click();
  await expect(toast(page, 'FAN cancelado')).toBeVisible();
  await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'CANCELAR FAN' })).toHaveCount(0);
  await shot(page, 'fan-cancelled');
  // The same period takes another FAN of the customer.
  const again = await pageGqlData<{ createFan: { id: string } }>(page, create, { input });
  expect(again.createFan.id).not.toBe(createFan.id);
});
