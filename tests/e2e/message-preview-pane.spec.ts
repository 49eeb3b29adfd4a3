import { expect, test, type Page } from './fixtures';
import { openScreenAs, shot } from './helpers';

const paneSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Painel de visualização' });
const pane = (page: Page) => page.getByRole('complementary', { name: 'Painel de visualização' });
// The row actions are the grid's frozen first column, drawn in the left quadrant.
const view = (page: Page) =>
  page.locator('.bp6-table-quadrant-left').getByRole('button', { name: /^Visualizar/ });

test("the board keeps each user's preview pane choice and shows the chosen message in it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openScreenAs(page, 'financeiro', '/messageboard', 'Mural de Recados');
  // Hidden until the user shows it: Visualizar opens the dialog.
  await expect(paneSwitch(page)).not.toBeChecked();
  await expect(pane(page)).toHaveCount(0);

  await page.getByText('Painel de visualização', { exact: true }).click();
  await expect(pane(page)).toContainText('Escolha Visualizar em um recado para lê-lo aqui.');
  await view(page).first().click();
  await expect(pane(page).getByRole('heading')).toHaveText(/Campanha de verão|Manutenção programada/);
  await expect(pane(page).getByRole('article', { name: 'Recado' })).toContainText('Administrador do Sistema');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'message-preview-pane');

  // Kept on the server: still shown after a reload.
  await page.reload();
  await expect(paneSwitch(page)).toBeChecked();
  await expect(pane(page)).toBeVisible();

  // Hidden again: Visualizar goes back to the dialog.
  await page.getByText('Painel de visualização', { exact: true }).click();
  await expect(pane(page)).toHaveCount(0);
  await view(page).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.reload();
  await expect(paneSwitch(page)).not.toBeChecked();
});
