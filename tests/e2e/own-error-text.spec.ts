import { expect, expectConsole, test } from './fixtures';
import { field, loginAndWaitShell, shot, toast } from './helpers';

// A screen that shows its own failure text declares so, and the error link adds no toast of its own.
test('a failed mutation is told once: the screen text, not the server message beside it', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'financeiro');
  await page.getByRole('button', { name: 'Mural de recados', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Mural de Recados' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  // The server refuses the mark-as-read with a message the error link would otherwise show.
  await page.route('**/graphql', (r) =>
    (r.request().postData() ?? '').includes('MarkMessagesRead')
      ? r.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            data: null,
            errors: [{ message: 'Recusado pelo servidor', extensions: { code: 'BAD_USER_INPUT' } }],
          }),
        })
      : r.continue(),
  );
  await panel.getByText('Selecionar todos').click();
  await panel.getByRole('button', { name: 'Limpar selecionados' }).click();
  const toasts = page.locator('.bp6-toast');
  await expect(toasts.filter({ hasText: 'Erro ao marcar como lido' })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(toasts.filter({ hasText: 'Recusado pelo servidor' })).toHaveCount(0);
  await expect(toasts).toHaveCount(1);
  await shot(page, 'own-error-text-one-toast');
  await page.unroute('**/graphql');
});

// A record area's own words for a failure (spec/02: companies), whatever the server said.
test("a change request that cannot be sent says the area's own text, and the form keeps what was typed", async ({
  page,
}) => {
  await loginAndWaitShell(page, 'aprovador');
  await page.goto('/administrative/companies');
  await page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: 'Editar: MTZ-0001', exact: true })
    .click();
  expectConsole(page, /status of 503/);
  await page.route('**/graphql', (r) =>
    (r.request().postData() ?? '').includes('RequestCompanyChange')
      ? r.fulfill({ status: 503, contentType: 'text/plain', body: 'indisponível' })
      : r.continue(),
  );
  await field(page, 'Nome fantasia').fill('Horizonte Sem Rede');
  await page.getByRole('button', { name: 'SOLICITAR ALTERAÇÃO' }).click();
  await expect(toast(page, 'Falha ao solicitar alteração cadastral da empresa')).toBeVisible();
  await expect(field(page, 'Nome fantasia')).toHaveValue('Horizonte Sem Rede');
  await page.unroute('**/graphql');
});
